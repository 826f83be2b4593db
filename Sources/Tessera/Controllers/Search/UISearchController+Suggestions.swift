import Foundation

/// The suggestions list: shown while active with suggestions, picked by click or keys.
extension UISearchController {
    /// Whether the suggestions list shows now.
    var showsSuggestionsList: Bool {
        suggestionsView?.superview != nil && suggestionsView?.isHidden == false
    }

    /// Puts the suggestions list over the rest of `interface` while the search is on screen
    /// with suggestions, and takes it away otherwise. Returns whether it shows.
    func updateSuggestionsList(in interface: UIView, onScreen: Bool) -> Bool {
        let suggestions = searchSuggestions ?? []
        guard onScreen, !suggestions.isEmpty, !ignoresSearchSuggestionsForSearchBarPlacementStacked else {
            suggestionsView?.removeFromSuperview()
            return false
        }
        let list = suggestionsView ?? _SearchSuggestionsView(controller: self)
        if suggestionsView == nil {
            suggestionsView = list
            list.suggestions = suggestions
        }
        list.frame = interface.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if list.superview !== interface || interface.subviews.last !== list { interface.addSubview(list) }
        list.isHidden = false
        return true
    }

    /// Tells the results updater that the person selected the suggestion at `index`.
    func selectSuggestion(at index: Int) {
        guard let suggestions = searchSuggestions, suggestions.indices.contains(index) else { return }
        searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestions[index])
    }

    /// ↑/↓ move the highlight through the shown suggestions; Enter selects the highlighted
    /// one. `false` for other keys, and for these when no list shows (or nothing is
    /// highlighted, for Enter): they do what they do elsewhere.
    func handleSuggestionKey(_ key: UIKey) -> Bool {
        guard isActive, showsSuggestionsList, let list = suggestionsView,
            key.modifierFlags.isDisjoint(with: [.command, .control, .alternate])
        else { return false }
        switch key.keyCode {
        case .keyboardUpArrow:
            list.moveHighlight(by: -1)
        case .keyboardDownArrow:
            list.moveHighlight(by: 1)
        case .keyboardReturnOrEnter:
            guard let row = list.highlightedSuggestion else { return false }
            selectSuggestion(at: row)
        default:
            return false
        }
        return true
    }
}
