import Foundation

/// An object that drives a transition from a gesture: the navigation controller asks its
/// delegate's `navigationController(_:interactionControllerFor:)` for one, and uses its own
/// for the back swipe.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition under the interaction's control: typically runs the animator's
    /// animations held at their start, to be moved by ``UIViewControllerContextTransitioning/updateInteractiveTransition(_:)``.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition plays to its end (or back) once the interaction stops; 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve it plays with then; `.easeInOut` by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive; `true` by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
