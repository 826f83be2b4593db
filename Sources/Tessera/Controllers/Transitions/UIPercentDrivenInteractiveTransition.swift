import Foundation

/// Drives a transition's animator by percentage, as a gesture moves: the animator's
/// animations are held at their start, ``update(_:)`` moves them to a point of their
/// duration (their curves still apply), and ``finish()`` or ``cancel()`` plays them on to the
/// end or back to the start on the window's clock. The navigation controller's back swipe
/// uses one.
///
///     // In a pan's action:
///     case .began: interaction = UIPercentDrivenInteractiveTransition(); navigationController?.popViewController(animated: true)
///     case .changed: interaction?.update(translation.x / view.bounds.width)
///     case .ended: translation.x > view.bounds.width / 2 ? interaction?.finish() : interaction?.cancel()
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How far the transition is, 0…1, as last set by ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest plays after ``finish()`` or ``cancel()``: 2 plays it at double speed.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// A curve for the rest of the transition; `nil` keeps the animations' own.
    open var timingCurve: (any UITimingCurveProvider)?
    open var wantsInteractiveStart = true

    private weak var context: _ViewControllerTransition?

    public override init() {
        super.init()
    }

    /// The transition's duration, in seconds (0 before it starts).
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }

    /// Runs the transition's animator with its animations held at their start.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let transition = transitionContext as? _ViewControllerTransition else { return }
        context = transition
        transition.playAnimatorHeld(at: percentComplete)
    }

    /// Moves the held animations to `percentComplete` (clamped to 0…1) of their duration.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the animations where they are, for the gesture to move them again.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Plays the animations on to their end; the transition completes.
    open func finish() {
        context?.finishInteractiveTransition()
    }

    /// Plays the animations back to their start; the transition is cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
    }
}
