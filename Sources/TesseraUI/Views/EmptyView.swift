/// A view that doesn't contain any content.
public struct EmptyView: Sendable {
    public init() {}

}

extension EmptyView: View {
    public var body: Never { _primitiveBody() }
}

extension EmptyView: _PrimitiveView {
    func _update(_ node: _ViewNode) {}
}
