import Foundation

/// Animates a push, pop, presentation or dismissal: returned by a navigation controller's
/// delegate or a presented controller's ``UIViewControllerTransitioningDelegate``.
///
/// The system puts the arriving view in the context's container at its final frame before it
/// calls ``animateTransition(using:)`` (adding it again, as animators written for UIKit do,
/// changes nothing). The animator animates with `UIView.animate`, which plays on the window's
/// clock, and calls `completeTransition(_:)` in its completion; then the system removes the
/// leaving view and calls ``animationEnded(_:)``.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts, in seconds; alongside animations follow it.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Starts the animations.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition completed (or was cancelled). The default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
