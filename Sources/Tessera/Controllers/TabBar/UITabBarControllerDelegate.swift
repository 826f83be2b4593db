import Foundation

/// Asked before and told after a person selects a tab of a ``UITabBarController``.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether `viewController`'s tab may be selected; `true` by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A person selected `viewController`'s tab (not called when code sets the selection).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
