extension View {
    /// Configures the search scopes of the search field a `searchable` modifier gives the
    /// page: a scope bar under the field (`UISearchBar.scopeButtonTitles`) with one button per
    /// view of `scopes`, each selecting its `tag`, shown while the search is active.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(_SearchScopesModifier(scope: scope, scopes: scopes()))
    }
}

/// Gives the page's search bar a scope button per tagged view, kept the same as the binding
/// both ways. The page's search controller is there once the content (or an ancestor) has
/// applied `searchable`.
struct _SearchScopesModifier<V: Hashable, Scopes: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let scope: Binding<V>
    let scopes: Scopes

    func _update(_ node: _ViewNode, content: any View) {
        node.updateChildren([(.body, content), (.secondary(0), scopes)])
        let options = node.children[1].contentViewNodes().map { option in
            (title: option.node.firstText() ?? "", tag: option.node.tag(as: V.self) ?? option.element?.base as? V)
        }
        guard let controller = node.environment._navigationPage?.object?.navigationItem.searchController else { return }
        let bar = controller.searchBar
        let titles = options.map(\.title)
        if bar.scopeButtonTitles ?? [] != titles { bar.scopeButtonTitles = titles }
        let scope = scope
        // The binding's value is read under tracking: a change made elsewhere selects its button.
        let selected = node.track { options.firstIndex { $0.tag == scope.wrappedValue } }
        if let selected, bar.selectedScopeButtonIndex != selected { bar.selectedScopeButtonIndex = selected }
        (controller.searchResultsUpdater as? _SearchableModifier.Storage)?.scopeDidChange = { index in
            guard options.indices.contains(index), let tag = options[index].tag, tag != scope.wrappedValue else { return }
            scope.wrappedValue = tag
        }
    }

    /// The scope views only name the buttons: only the content is laid out.
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        node.children.first?.layoutElements() ?? []
    }
}
