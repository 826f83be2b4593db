import Foundation

/// Methods a search controller calls around its presentation and dismissal.
///
/// Every method is optional, as in UIKit. `presentSearchController(_:)`'s default presents the
/// search interface as UIKit does (see ``UISearchController``); a delegate that implements it
/// presents it itself, for instance with `present(_:animated:completion:)`.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Presents the search interface; the default installs it over the content.
    func presentSearchController(_ searchController: UISearchController)
    /// The search controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller became inactive.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.installSearchInterface()
    }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
