import Foundation

extension UIApplication {
    /// Posted when the app receives a memory warning, before view controllers are told.
    nonisolated public static let didReceiveMemoryWarningNotification =
        NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a memory warning as iOS does when memory runs low (and as the simulator's
    /// Debug ▸ Simulate Memory Warning does): the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then ``didReceiveMemoryWarningNotification``,
    /// then `didReceiveMemoryWarning()` on every view controller in the app's windows — each
    /// root, its children and what it presents, parents before children.
    ///
    /// Linux gives a process no such warning, so Tessera never sends one by itself; tests call
    /// this to exercise an app's `didReceiveMemoryWarning()`.
    public func _performMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            window.rootViewController?._receiveMemoryWarning()
        }
    }
}

extension UIViewController {
    /// Tells this controller, then its children and the controller it presents.
    fileprivate func _receiveMemoryWarning() {
        didReceiveMemoryWarning()
        for child in children { child._receiveMemoryWarning() }
        storedPresentedViewController?._receiveMemoryWarning()
    }
}
