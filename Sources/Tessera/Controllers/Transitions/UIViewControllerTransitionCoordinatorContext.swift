import Foundation

/// What code running alongside a transition learns about it: given to the blocks of
/// ``UIViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)``.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presented controller's style (`.fullScreen` for a push or pop).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether a gesture started the transition (never, in Tessera).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has played, 0…1 (linear in time).
    var percentComplete: CGFloat { get }
    /// The speed at which a finished interactive transition completes (1 here).
    var completionVelocity: CGFloat { get }
    /// The curve the transition follows.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving; `nil` when it stays where it is.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition animates in.
    var containerView: UIView { get }
    /// The rotation the transition applies (identity).
    var targetTransform: CGAffineTransform { get }
}
