/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable, Equatable {
    enum Place: Sendable {
        case automatic, navigationBarDrawer, toolbar, sidebar
    }

    let place: Place

    /// SwiftUI places the search field automatically (in a navigation stack, under the bar).
    public static let automatic = SearchFieldPlacement(place: .automatic)
    /// The search field appears in the toolbar.
    public static let toolbar = SearchFieldPlacement(place: .toolbar)
    /// The search field appears in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(place: .sidebar)
    /// The search field appears in the navigation bar, in a drawer under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(place: .navigationBarDrawer)

    /// The search field appears in the navigation bar, in a drawer under the title.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(place: .navigationBarDrawer)
    }

    /// A mode that determines when to display the search field in a navigation bar drawer.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Display the search field regardless of the scroll position.
        case always
        /// Allow the search field to be hidden as the content scrolls.
        case automatic
    }
}

extension View {
    /// Marks this view as searchable: the page of the navigation stack it is on gets a search
    /// bar under its navigation bar (a `UISearchController` in its navigation item), whose text
    /// is `text`.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt?._plainText))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(_SearchableModifier(text: text, prompt: Text(prompt)._plainText))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(_SearchableModifier(text: text, prompt: String(prompt)))
    }
}

/// Puts a search controller in the navigation item of the page the view is on and keeps its
/// bar's text and the binding the same, both ways.
struct _SearchableModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let text: Binding<String>
    let prompt: String?

    /// The search controller and what writes its text to the binding.
    final class Storage: UISearchResultsUpdating, _NodeEndObserver {
        let controller = UISearchController(searchResultsController: nil)
        var text: Binding<String>?
        weak var page: UIViewController?
        /// What a `searchScopes` modifier does when the person picks another scope.
        var scopeDidChange: ((Int) -> Void)?

        init() {
            controller.searchResultsUpdater = self
            controller.obscuresBackgroundDuringPresentation = false
        }

        /// The suggestions a `searchSuggestions` modifier offers.
        private var offered: [_ViewSearchSuggestion] = []
        /// Whether a picked completion hid the suggestions, until the text is edited again.
        private var suggestionsDismissed = false

        func updateSearchResults(for searchController: UISearchController) {
            let typed = searchController.searchBar.text ?? ""
            if let text, text.wrappedValue != typed {
                suggestionsDismissed = false
                text.wrappedValue = typed
            }
            if !searchController.isActive { suggestionsDismissed = false }
            showSuggestions()
            scopeDidChange?(searchController.searchBar.selectedScopeButtonIndex)
        }

        /// A suggestion with a completion puts it in the text and hides the suggestions.
        func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
            guard let completion = (searchSuggestion as? _ViewSearchSuggestion)?.completion else { return }
            suggestionsDismissed = true
            searchController.searchBar.text = completion
            if let text, text.wrappedValue != completion { text.wrappedValue = completion }
            showSuggestions()
        }

        /// Lists `suggestions` while the search is active (the controller shows them then).
        func offer(_ suggestions: [_ViewSearchSuggestion]) {
            offered = suggestions
            showSuggestions()
        }

        /// Gives the controller the offered suggestions, or none after a pick; an unchanged
        /// list is left alone, so that it keeps its highlight.
        private func showSuggestions() {
            let shown = suggestionsDismissed ? [] : offered
            let current = controller.searchSuggestions ?? []
            guard current.count != shown.count || zip(current, shown).contains(where: { $0 !== $1 }) else { return }
            controller.searchSuggestions = shown
        }

        func nodeDidEnd(_ node: _ViewNode) {
            if page?.navigationItem.searchController === controller { page?.navigationItem.searchController = nil }
        }
    }

    func _update(_ node: _ViewNode, content: any View) {
        let storage = node.primitiveStorage as? Storage ?? Storage()
        node.primitiveStorage = storage
        storage.text = text
        storage.controller.searchBar.placeholder = prompt ?? "Search"
        // The binding's value is read under tracking: a change made elsewhere shows in the bar.
        let value = node.track { text.wrappedValue }
        if (storage.controller.searchBar.text ?? "") != value { storage.controller.searchBar.text = value }
        if let page = node.environment._navigationPage?.object, page.navigationItem.searchController !== storage.controller {
            storage.page = page
            page.navigationItem.searchController = storage.controller
        }
        node.updateChild(key: .body, view: content)
    }
}
