/// A view whose identity is an explicit value (`.id(_:)`): when the value changes the view is
/// a new view, its state starts afresh.
public struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID

    public var body: Never { _primitiveBody() }
}

extension IDView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .explicit(AnyHashable(id)), view: content)
    }
}

extension View {
    /// Binds a view's identity to the given proxy value: a different value makes a new view.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}
