/// One view on a navigation stack: the page's controller is in the environment of the view,
/// so that its title and toolbar modifiers reach the page's navigation item.
struct _NavigationPage: View, _PrimitiveView {
    let controller: _NavigationPageController
    let content: any View

    var body: Never { _primitiveBody() }

    func _update(_ node: _ViewNode) {
        controller.node = node
        var environment = node.environment
        environment._navigationPage = _WeakBox(controller)
        // The same page again keeps the key's version: its readers are not invalidated.
        if let previous = node.primitiveStorage as? _EnvironmentBox { environment.keepVersions(from: previous.environment) }
        node.primitiveStorage = _EnvironmentBox(environment)
        node.childEnvironment = environment
        node.updateChild(key: .body, view: content)
    }
}

/// A weak reference in the environment (an environment value must not keep a controller).
struct _WeakBox<Object: AnyObject>: Equatable {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }

    static func == (a: Self, b: Self) -> Bool { a.object === b.object }
}

/// The view controller of one page of a navigation stack: its view lays the page's view out
/// in the area the bars leave.
final class _NavigationPageController: UIViewController {
    /// The page's node in the graph.
    weak var node: _ViewNode?
    /// What the page shows: the stack's root, or the entry of the path it was pushed for.
    let entry: _NavigationEntry

    init(entry: _NavigationEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPage()
    }

    /// Places the page's views in the safe area, centred as a hosting view centres its root.
    func layoutPage() {
        guard let node, isViewLoaded else { return }
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let placement = _Placement()
        let elements = node.layoutElements()
        if !elements.isEmpty {
            let root = elements.combined(by: VStackLayout())
            let proposal = ProposedViewSize(area.size)
            let size = root.sizeThatFits(proposal)
            let origin = Alignment.center.origin(of: size, in: area)
            root.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
        }
        placement.arrange(in: view)
    }
}

/// What a page of a stack shows.
enum _NavigationEntry: Equatable {
    case root
    /// A value of the path, shown by the destination registered for its type.
    case value(AnyHashable, index: Int)
    /// A link's destination view, pushed on top of the path's values.
    case view(Int)

    static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.root, .root): true
        case (.value(let x, let i), .value(let y, let j)): x == y && i == j
        case (.view(let x), .view(let y)): x == y
        default: false
        }
    }

    var key: _ChildKey {
        switch self {
        case .root: .index(0)
        case .value(let value, let index): .element(AnyHashable([AnyHashable(index), value]))
        case .view(let id): .element(AnyHashable(id))
        }
    }
}

private struct NavigationPageKey: EnvironmentKey {
    static var defaultValue: _WeakBox<_NavigationPageController>? { nil }
}

private struct NavigationCoordinatorKey: EnvironmentKey {
    static var defaultValue: _WeakBox<_NavigationCoordinator>? { nil }
}

extension EnvironmentValues {
    /// The page of the navigation stack the view is on.
    var _navigationPage: _WeakBox<_NavigationPageController>? {
        get { self[NavigationPageKey.self] }
        set { self[NavigationPageKey.self] = newValue }
    }

    /// The navigation stack the view is in.
    var _navigationCoordinator: _WeakBox<_NavigationCoordinator>? {
        get { self[NavigationCoordinatorKey.self] }
        set { self[NavigationCoordinatorKey.self] = newValue }
    }
}
