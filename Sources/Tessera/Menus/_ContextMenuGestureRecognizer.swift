import Foundation

/// The press a ``UIContextMenuInteraction`` watches for: one finger held in place for half a
/// second. A private class, as UIKit's is, so that a view's own long press recognizers (a
/// collection view's reordering press) stay the only `UILongPressGestureRecognizer`s on it.
@MainActor
final class _ContextMenuGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must be held, in seconds.
    static let pressDuration: TimeInterval = 0.5
    /// How far it may move meanwhile, in points.
    static let allowableMovement: CGFloat = 10

    private var startLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > 1 {
            state = .failed
        } else {
            startLocation = location(in: nil)
            deadline = event.timestamp + Self.pressDuration
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .possible, let startLocation, startLocation.distance(to: location(in: nil)) > Self.allowableMovement { state = .failed }
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func deadlineReached() {
        if state == .possible, trackedTouches.count == 1 { state = .began }
    }

    override func reset() {
        super.reset()
        startLocation = nil
    }
}
