/// The `UINavigationController` under a ``NavigationStack`` and what it keeps: the pages for
/// the stack's root and path, the destinations registered for the path's value types, and
/// the edit mode the stack's views share.
///
/// The path is the source of truth: an update makes the controller's stack show the root and
/// a page per value (then the link destinations pushed on top), keeping the pages of the
/// common prefix; a pop by the back button, key or swipe shortens the path.
@MainActor
final class _NavigationCoordinator: UINavigationControllerDelegate, _NodeEndObserver {
    private unowned let node: _ViewNode
    let navigationController: UINavigationController
    let containerView = _ControllerContainerView()
    private var pages: [_NavigationPageController]
    private var root: any View = EmptyView()
    private var path: _NavigationPathBinding?
    /// The path when the stack manages its own.
    private var ownPath: [AnyHashable] = []
    /// Destinations of `NavigationLink(destination:)`, pushed on top of the path.
    private var pushedViews: [(id: Int, view: any View)] = []
    private var nextPushID = 0
    /// The destination for each value type (`navigationDestination(for:destination:)`).
    private var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
    private let editModeStorage = _EditModeStorage()
    private lazy var editMode = Binding(get: { [editModeStorage] in editModeStorage.mode }, set: { [editModeStorage] in editModeStorage.mode = $0 })
    private var lastEnvironment: EnvironmentValues?
    private var isShown = false

    init(node: _ViewNode) {
        self.node = node
        let rootPage = _NavigationPageController(entry: .root)
        pages = [rootPage]
        navigationController = UINavigationController(rootViewController: rootPage)
        navigationController.delegate = self
        containerView.embed(navigationController, shownBy: node.graph)
    }

    private var values: [AnyHashable] { path?.get() ?? ownPath }

    /// Shows `root` and the path's pages.
    func update(root: any View, path: _NavigationPathBinding?) {
        self.root = root
        self.path = path
        var environment = node.environment
        environment._navigationCoordinator = _WeakBox(self)
        environment.editMode = editMode
        if let lastEnvironment { environment.keepVersions(from: lastEnvironment) }
        lastEnvironment = environment
        node.childEnvironment = environment
        // Reading the path binding makes the stack depend on it.
        let values = node.track { self.values }
        showPages(for: values)
    }

    private func showPages(for values: [AnyHashable]) {
        var resolved = resolve(values)
        node.updateChildren(resolved.map { ($0.page.entry.key, _NavigationPage(controller: $0.page, content: $0.view)) })
        // The root's destinations register as it updates: a path given at the start shows
        // once they have.
        if resolved.count < 1 + values.count + pushedViews.count {
            let again = resolve(values)
            if again.count > resolved.count {
                resolved = again
                node.updateChildren(resolved.map { ($0.page.entry.key, _NavigationPage(controller: $0.page, content: $0.view)) })
            }
        }
        let shown = resolved.map(\.page)
        guard shown.count != pages.count || zip(shown, pages).contains(where: { $0 !== $1 }) else { return }
        pages = shown
        navigationController.setViewControllers(shown, animated: isShown && containerView.window != nil)
    }

    /// The pages for the root, the path's values and the pushed views, up to the first value
    /// no destination shows; pages of the common prefix are kept.
    private func resolve(_ values: [AnyHashable]) -> [(page: _NavigationPageController, view: any View)] {
        var entries: [(entry: _NavigationEntry, view: any View)] = [(.root, root)]
        for (index, value) in values.enumerated() {
            guard let view = destinations[ObjectIdentifier(type(of: value.base))]?(value) else { break }
            entries.append((.value(value, index: index), view))
        }
        if entries.count == values.count + 1 {
            entries += pushedViews.map { (.view($0.id), $0.view) }
        }
        var keeping = true
        return entries.enumerated().map { index, item in
            if keeping, index < pages.count, pages[index].entry == item.entry { return (pages[index], item.view) }
            keeping = false
            return (_NavigationPageController(entry: item.entry), item.view)
        }
    }

    /// Lays out the pages again (a view on one of them changed).
    func layoutPages() {
        isShown = true
        for page in pages { page.layoutPage() }
    }

    // MARK: Links

    /// Whether a value of `value`'s type has a destination.
    func canShow(_ value: AnyHashable) -> Bool {
        destinations[ObjectIdentifier(type(of: value.base))] != nil
    }

    /// Pushes the page for `value`, as a `NavigationLink(value:)` does.
    func push(_ value: AnyHashable) {
        guard canShow(value) else {
            _RuntimeIssue.report(
                "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
            return
        }
        if let path {
            path.set(path.get() + [value])
        } else {
            ownPath.append(value)
            node.invalidate()
        }
    }

    /// Pushes `view`, as a `NavigationLink(destination:)` does.
    func push(view: any View) {
        pushedViews.append((nextPushID, view))
        nextPushID += 1
        node.invalidate()
    }

    /// Registers the destination for values of type `D`.
    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> any View) {
        destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map(destination) }
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let kept = navigationController.viewControllers.count - 1
        guard kept < pages.count - 1 else { return }
        // Popped: the path (then the pushed views) shrinks to the pages left.
        pages = Array(pages.prefix(kept + 1))
        let values = values
        if kept < values.count + pushedViews.count {
            pushedViews = Array(pushedViews.prefix(max(0, kept - values.count)))
        }
        if kept < values.count {
            if let path { path.set(Array(values.prefix(kept))) } else { ownPath = Array(values.prefix(kept)) }
        }
        node.invalidate()
    }

    func nodeDidEnd(_ node: _ViewNode) {
        containerView.unembed()
    }
}

/// The edit mode of the views in a navigation stack.
@Observable
final class _EditModeStorage: @unchecked Sendable {
    var mode: EditMode = .inactive
}
