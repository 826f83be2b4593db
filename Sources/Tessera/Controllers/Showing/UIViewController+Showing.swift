import Foundation

extension UIViewController {
    /// The actions ``UIViewController/targetViewController(forAction:sender:)`` resolves: Swift
    /// on Linux has no selectors, so Tessera names UIKit's `show(_:sender:)` and
    /// `showDetailViewController(_:sender:)` with this type (Tessera).
    public enum ShowAction: Sendable, Hashable {
        /// `show(_:sender:)`.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
    }

    /// The controller that handles `action` for this one: the nearest among this controller,
    /// its ancestors and the controllers that presented them that does, as UIKit resolves it.
    /// A navigation controller handles `.show` (it pushes); a split view controller handles
    /// `.showDetail`, and `.show` from the primary of an expanded classic split view. `nil`
    /// when none does: then `show` presents.
    public func targetViewController(forAction action: ShowAction, sender: Any?) -> UIViewController? {
        var child: UIViewController?
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.canPerform(action, from: child) { return current }
            if let parent = current.parent {
                child = current
                candidate = parent
            } else {
                child = nil
                candidate = current.storedPresentingViewController
            }
        }
        return nil
    }

    /// Shows `vc` through the controller that handles `action`, else presents it from this one.
    func resolveShow(_ action: ShowAction, _ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: action, sender: sender) {
            target.perform(action, vc, sender: sender)
        } else if action == .showDetail {
            // Without a split view controller, a detail is shown as `show` shows it.
            resolveShow(.show, vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
}
