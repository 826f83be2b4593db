import Foundation

/// The object that updates search results as the search bar's text or scope changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search controller becomes active or inactive and whenever its search
    /// bar's text or selected scope changes: read `searchController.searchBar.text` and
    /// `selectedScopeButtonIndex` and show the matching results.
    func updateSearchResults(for searchController: UISearchController)

    /// Called when the person selects one of the controller's
    /// ``UISearchController/searchSuggestions`` (a click on it, or Enter on the one the arrow
    /// keys highlighted). Optional, as in UIKit: the controller changes neither the text nor
    /// the suggestions itself; set them here (the suggestion's text into the bar, say).
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {}
}
