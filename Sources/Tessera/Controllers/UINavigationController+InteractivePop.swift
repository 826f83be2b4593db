import Foundation

/// The back swipe: a drag from the leading edge (the terminal's first column) pops the top
/// controller as the finger moves, and lets go of it as UIKit does — past half the width, or
/// flung toward the trailing edge, the pop completes; otherwise it is cancelled and the top
/// controller stays, with the appearance callbacks of a cancelled pop.
///
/// The recognizer is ``UINavigationController/interactivePopGestureRecognizer``: disable it
/// (`isEnabled = false`) to turn the swipe off, or give it a delegate to decide when it begins.
extension UINavigationController {
    /// How fast a release toward the trailing edge completes the pop whatever its distance,
    /// in points per second.
    static let backSwipeFlingVelocity: CGFloat = 500

    func makeInteractivePopGestureRecognizer() -> UIGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
            self.backSwipeChanged(pan)
        }
        recognizer.edges = .left
        // As UIKit's, the recognizer comes with a delegate that lets it begin only when there
        // is something to pop, so an edge drag at the root is left to others (a split view
        // showing its primary column); a book that sets `delegate = nil` gets it always.
        recognizer.delegate = backSwipeGate
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    private func backSwipeChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch pan.state {
        case .began:
            guard viewControllers.count > 1, !isTransitioning, view.window != nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            backSwipe = interaction
            popViewController(animated: true)
            // A delegate's own animator without an interaction plays by itself: nothing to steer.
            if !isTransitioning { backSwipe = nil }
        case .changed:
            backSwipe?.update(pan.translation(in: view).x / width)
        case .ended:
            guard let interaction = backSwipe else { return }
            backSwipe = nil
            let progress = pan.translation(in: view).x / width
            let velocity = pan.velocity(in: view).x
            if progress > 0.5 || velocity > Self.backSwipeFlingVelocity && progress > 0 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            backSwipe?.cancel()
            backSwipe = nil
        default:
            break
        }
    }
}

/// The back swipe's own delegate: it begins when the navigation controller has a controller to
/// pop and is not in a transition.
@MainActor
final class _BackSwipeGate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && !navigationController.isTransitioning
    }
}
