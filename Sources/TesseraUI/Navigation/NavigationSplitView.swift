/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// A split view is a `UISplitViewController` in its column style: the sidebar is the primary
/// column, the content (in the three-column form) the supplementary one, the detail the
/// secondary one, each a page whose title and toolbar come from its views. In a regular-width
/// terminal the columns stand side by side; in a compact one the split view collapses to a
/// navigation stack of the sidebar, and selecting a row of a list in the sidebar (or the
/// content) shows the next column, as on an iPhone.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    public var body: Never { _primitiveBody() }
}

extension NavigationSplitView {
    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil)
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility)
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// Hide the leading columns of a three-column split view, or the sidebar of a two-column one.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
    /// Show the content column and detail area of a three-column split view, or the sidebar
    /// and detail of a two-column one.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// Show all the columns.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// Use the default leading column visibility for the current device.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
}

extension NavigationSplitView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let coordinator = node.primitiveStorage as? _SplitViewCoordinator ?? _SplitViewCoordinator(node: node, threeColumns: content != nil)
        node.primitiveStorage = coordinator
        node.platformView = coordinator.containerView
        node.track {
            coordinator.update(
                sidebar: sidebar, content: content, detail: detail, visibility: columnVisibility?.wrappedValue)
        }
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let coordinator = node.primitiveStorage as? _SplitViewCoordinator else { return [] }
        return [_FillingElement(view: coordinator.containerView, didPlace: coordinator.layoutPages)]
    }
}
