/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// The stack is a `UINavigationController`: each view on it is a page in a view controller
/// of its own, with the navigation bar, the back button (and the back key and swipe) of
/// UIKit's. Views are pushed by a ``NavigationLink`` or by appending to the `path`; popping
/// by the back button shortens the path. A stack gives the views in it an `editMode`.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: _NavigationPathBinding?

    public var body: Never { _primitiveBody() }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = _NavigationPathBinding(
            get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(elements: $0) })
    }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = _NavigationPathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) {
        self.init()
        self.elements = elements
    }
}

/// A stack's path binding without its element type.
struct _NavigationPathBinding {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

extension NavigationStack: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        let coordinator = node.primitiveStorage as? _NavigationCoordinator ?? _NavigationCoordinator(node: node)
        node.primitiveStorage = coordinator
        node.platformView = coordinator.containerView
        coordinator.update(root: root, path: path)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let coordinator = node.primitiveStorage as? _NavigationCoordinator else { return [] }
        return [_FillingElement(view: coordinator.containerView, didPlace: coordinator.layoutPages)]
    }
}
