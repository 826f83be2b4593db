/// A type-erased view.
///
/// The wrapped view's type is part of its identity: an `AnyView` that wraps a view of another
/// type than before shows a new view (with new state), as in SwiftUI.
public struct AnyView {
    let storage: any View

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        storage = (view as? AnyView)?.storage ?? view
    }

    /// Creates an instance that type-erases `view`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

}

extension AnyView: View {
    public var body: Never { _primitiveBody() }
}

extension AnyView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .body, view: storage)
    }
}
