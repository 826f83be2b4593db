import Foundation

/// The object that updates search results as the search bar's text or scope changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search controller becomes active or inactive and whenever its search
    /// bar's text or selected scope changes: read `searchController.searchBar.text` and
    /// `selectedScopeButtonIndex` and show the matching results.
    func updateSearchResults(for searchController: UISearchController)
}
