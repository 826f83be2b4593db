/// The `UISplitViewController` under a ``NavigationSplitView``: a page per column, the column
/// visibility as its display mode, and the next column shown when a list row in a leading
/// column is selected while collapsed.
@MainActor
final class _SplitViewCoordinator: UISplitViewControllerDelegate, _NodeEndObserver {
    private unowned let node: _ViewNode
    let splitViewController: UISplitViewController
    let containerView = _ControllerContainerView()
    private let pages: [UISplitViewController.Column: _NavigationPageController]
    private var lastEnvironment: EnvironmentValues?
    /// Made once, so the environment value stays the same from update to update.
    private lazy var showNext = _ShowNextColumn { [weak self] column in self?.showColumn(after: column) }

    init(node: _ViewNode, threeColumns: Bool) {
        self.node = node
        splitViewController = UISplitViewController(style: threeColumns ? .tripleColumn : .doubleColumn)
        var pages: [UISplitViewController.Column: _NavigationPageController] = [:]
        let columns: [UISplitViewController.Column] = threeColumns ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for (index, column) in columns.enumerated() {
            let page = _NavigationPageController(entry: .view(index))
            pages[column] = page
            splitViewController.setViewController(page, for: column)
        }
        self.pages = pages
        // The delegate first: the split view may collapse as soon as it has a parent.
        splitViewController.delegate = self
        containerView.embed(splitViewController, shownBy: node.graph)
    }

    /// Collapsing keeps the sidebar on top, as SwiftUI's split view shows its sidebar first on
    /// an iPhone; a selection then shows the next column.
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .primary
    }

    func update(sidebar: any View, content: (any View)?, detail: any View, visibility: NavigationSplitViewVisibility?) {
        var environment = node.environment
        environment._showNextSplitColumn = showNext
        if let lastEnvironment { environment.keepVersions(from: lastEnvironment) }
        lastEnvironment = environment
        node.childEnvironment = environment
        var children: [(key: _ChildKey, view: any View)] = [(.index(0), page(.primary, sidebar))]
        if let content { children.append((.index(1), page(.supplementary, content))) }
        children.append((.index(2), page(.secondary, detail)))
        node.updateChildren(children)
        if let visibility { splitViewController.preferredDisplayMode = displayMode(for: visibility) }
    }

    private func page(_ column: UISplitViewController.Column, _ view: any View) -> any View {
        _NavigationPage(controller: pages[column]!, content: _SplitColumn(column: column, content: view))
    }

    private func displayMode(for visibility: NavigationSplitViewVisibility) -> UISplitViewController.DisplayMode {
        let threeColumns = splitViewController.style == .tripleColumn
        switch visibility.kind {
        case .automatic: return .automatic
        case .all: return threeColumns ? .twoBesideSecondary : .oneBesideSecondary
        case .doubleColumn: return .oneBesideSecondary
        case .detailOnly: return .secondaryOnly
        }
    }

    /// Shows the column after `column` when the split view is collapsed (a selection in the
    /// sidebar pushes the detail, as on an iPhone).
    private func showColumn(after column: UISplitViewController.Column) {
        guard splitViewController.isCollapsed else { return }
        let next: UISplitViewController.Column =
            column == .primary && splitViewController.style == .tripleColumn ? .supplementary : .secondary
        splitViewController.show(next)
    }

    func layoutPages() {
        for page in pages.values { page.layoutPage() }
    }

    func nodeDidEnd(_ node: _ViewNode) {
        containerView.unembed()
    }
}

/// What a list in a split view's column calls when a row is selected.
struct _ShowNextColumn {
    let show: (UISplitViewController.Column) -> Void
}

/// A column's view, with the column in the environment for the lists in it.
struct _SplitColumn: View, _PrimitiveView {
    let column: UISplitViewController.Column
    let content: any View

    var body: Never { _primitiveBody() }

    func _update(_ node: _ViewNode) {
        var environment = node.environment
        environment._splitColumn = column
        if let previous = node.primitiveStorage as? _EnvironmentBox { environment.keepVersions(from: previous.environment) }
        node.primitiveStorage = _EnvironmentBox(environment)
        node.childEnvironment = environment
        node.updateChild(key: .body, view: content)
    }
}

private struct ShowNextSplitColumnKey: EnvironmentKey {
    static var defaultValue: _ShowNextColumn? { nil }
}

private struct SplitColumnKey: EnvironmentKey {
    static var defaultValue: UISplitViewController.Column? { nil }
}

extension EnvironmentValues {
    /// Shows the split view's next column (in a split view).
    var _showNextSplitColumn: _ShowNextColumn? {
        get { self[ShowNextSplitColumnKey.self] }
        set { self[ShowNextSplitColumnKey.self] = newValue }
    }

    /// The split view column the view is in.
    var _splitColumn: UISplitViewController.Column? {
        get { self[SplitColumnKey.self] }
        set { self[SplitColumnKey.self] = newValue }
    }
}
