import Foundation

/// A running transition, as the controllers it involves see it (their
/// `transitionCoordinator`): run animations alongside it, or code after it.
///
///     override func viewWillAppear(_ animated: Bool) {
///         super.viewWillAppear(animated)
///         transitionCoordinator?.animate(alongsideTransition: { _ in
///             self.badge.alpha = 1
///         })
///     }
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block that plays with the transition (same start,
    /// duration and curve; at once when the transition does not animate) and `completion`
    /// after it ends, before the arriving controller's `viewDidAppear(_:)`. Returns `false`
    /// when the transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// As ``animate(alongsideTransition:completion:)``, for animations of views outside the
    /// transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Calls `handler` when an interactive transition's interaction changes (never: Tessera's
    /// transitions are not interactive).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition; see the protocol requirement.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition; see the protocol requirement.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
