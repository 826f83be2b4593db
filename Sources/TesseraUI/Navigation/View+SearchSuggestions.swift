extension View {
    /// Configures the search suggestions for this view: while the search field that a
    /// `searchable` modifier gives the page is active, the views of `suggestions` are listed
    /// over the content below it (the search controller's `searchSuggestions`), one row each.
    ///
    /// Picking a row (a click, or ↑/↓ then Enter while the field edits) whose view has a
    /// ``searchCompletion(_:)`` puts the completion in the search text and hides the list
    /// until the text is edited again. No views: no list.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Shows or hides search suggestions for the given placements, for the views below (put
    /// it on the suggestions, or around the searchable content). Tessera lists suggestions
    /// in the `.content` placement: hiding it there hides them.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(_EnvironmentTransformModifier(transform: _SearchSuggestionsVisibility(visibility: visibility, placements: placements)))
    }

    /// Associates a fully formed string with this view as a search suggestion: picking the
    /// suggestion replaces the search text with `completion`.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: completion))
    }

    /// Marks this view as searchable, with suggestions (SwiftUI's first form, iOS 15).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable, with a localized prompt and suggestions.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable, with a prompt string and suggestions.
    @_disfavoredOverload
    public func searchable<P: StringProtocol, S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
}

/// Hides or shows suggestion placements for the views below.
struct _SearchSuggestionsVisibility: _EnvironmentTransform {
    let visibility: Visibility
    let placements: SearchSuggestionsPlacement.Set

    func apply(to environment: inout EnvironmentValues) {
        if visibility == .hidden {
            environment._hiddenSearchSuggestions.formUnion(placements)
        } else {
            environment._hiddenSearchSuggestions.subtract(placements)
        }
    }
}

/// The search text a suggestion view stands for.
struct _SearchCompletionModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let completion: String
}

extension _ViewNode {
    /// The completion set on this view (`searchCompletion(_:)`, through other modifiers).
    var searchCompletion: String? {
        var node: _ViewNode? = self
        while let current = node {
            if let modified = current.view as? any _SearchCompletionCarrier { return modified._searchCompletion }
            node = current.primitive != nil && current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }
}

/// A modified view whose modifier is a search completion.
@MainActor
protocol _SearchCompletionCarrier {
    var _searchCompletion: String { get }
}

extension ModifiedContent: _SearchCompletionCarrier where Modifier == _SearchCompletionModifier {
    var _searchCompletion: String { modifier.completion }
}

/// Builds the suggestion views as children of its node and hands them to the page's search
/// controller as `UISearchSuggestion`s that draw those views. The page's search controller
/// is there once the content (or an ancestor) has applied `searchable`.
struct _SearchSuggestionsModifier<Suggestions: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let suggestions: Suggestions

    /// The suggestion objects, kept per suggestion node so that an unchanged list stays the
    /// same list (and keeps its highlight).
    final class Storage: _NodeEndObserver {
        var objects: [ObjectIdentifier: _ViewSearchSuggestion] = [:]
        var shown: [_ViewSearchSuggestion] = []
        /// The search the suggestions were offered to.
        weak var searchable: _SearchableModifier.Storage?

        /// The suggestions leave with the modifier.
        func nodeDidEnd(_ node: _ViewNode) {
            searchable?.offer([])
        }
    }

    func _update(_ node: _ViewNode, content: any View) {
        let listed = suggestions.environment(\.searchSuggestionsPlacement, .content)
        node.updateChildren([(.body, content), (.secondary(0), listed)])
        let storage = node.primitiveStorage as? Storage ?? Storage()
        node.primitiveStorage = storage
        let hidden = node.environment._hiddenSearchSuggestions.contains(.content)
        let views = hidden ? [] : (node.children[1].children.first?.contentViewNodes() ?? []).map(\.node)
        var objects: [ObjectIdentifier: _ViewSearchSuggestion] = [:]
        let shown = views.filter { !$0.environment._hiddenSearchSuggestions.contains(.content) }.map { view in
            // A node that ended may have left its address to a new one: the object must hold this node.
            let kept = storage.objects[ObjectIdentifier(view)].flatMap { $0.node === view ? $0 : nil }
            let object = kept ?? _ViewSearchSuggestion(node: view)
            object.completion = view.searchCompletion
            objects[ObjectIdentifier(view)] = object
            return object
        }
        storage.objects = objects
        storage.shown = shown
        guard let controller = node.environment._navigationPage?.object?.navigationItem.searchController,
            let searchable = controller.searchResultsUpdater as? _SearchableModifier.Storage
        else { return }
        storage.searchable = searchable
        searchable.offer(shown)
    }

    /// The suggestion views are drawn in the suggestions list: only the content is laid out
    /// here. A layout pass after a suggestion view changed places the rows' views again.
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        for suggestion in (node.primitiveStorage as? Storage)?.shown ?? [] { suggestion.placeAgain() }
        return node.children.first?.layoutElements() ?? []
    }
}
