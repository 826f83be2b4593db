extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(register: { coordinator in coordinator.register(D.self) { destination($0) } }))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationItemModifier { $0.title = Text(titleKey)._plainText })
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationItemModifier { $0.title = String(title) })
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationItemModifier { $0.title = title._plainText })
    }

    /// Configures the title display mode for this view.
    ///
    /// A terminal's navigation bar shows its title on the bar's one line in either mode, so
    /// the view is returned as it is.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Hides the navigation bar back button for the view.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_NavigationItemModifier { $0.hidesBackButton = hidesBackButton })
    }
}

/// A configuration for a navigation bar item.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

/// Registers a destination with the navigation stack the view is in.
struct _NavigationDestinationModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let register: (_NavigationCoordinator) -> Void

    func _update(_ node: _ViewNode, content: any View) {
        if let coordinator = node.environment._navigationCoordinator?.object { register(coordinator) }
        node.updateChild(key: .body, view: content)
    }
}

/// Sets a property of the navigation item of the page the view is on.
struct _NavigationItemModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let apply: (UINavigationItem) -> Void

    func _update(_ node: _ViewNode, content: any View) {
        if let page = node.environment._navigationPage?.object { apply(page.navigationItem) }
        node.updateChild(key: .body, view: content)
    }
}
