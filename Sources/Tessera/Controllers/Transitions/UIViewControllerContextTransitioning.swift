import Foundation

/// What an animator learns about the transition it plays: the container its views move in,
/// the two controllers and their views, and where each view starts and ends. The animator
/// calls ``completeTransition(_:)`` when its animations end.
///
/// Tessera's transitions are not interactive: ``isInteractive`` is always `false` and the
/// interactive methods do nothing.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in: the navigation controller's view for a push
    /// or pop, the presentation's container above the window's content for a presentation.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (only an interactive one can be).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's style (`.fullScreen` for a push or pop).
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Tells the system the animations ended: `true` when the transition completed.
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving; `nil` when it stays where it is (a presenter under a sheet).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation the transition applies (identity: a terminal does not rotate).
    var targetTransform: CGAffineTransform { get }
    /// Where the controller's view starts; `.zero` when unknown or not on screen.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view ends; `.zero` when unknown or not on screen.
    func finalFrame(for vc: UIViewController) -> CGRect
}
