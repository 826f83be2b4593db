extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { _primitiveBody() }
}

extension Optional: _PrimitiveView where Wrapped: View {
    func _update(_ node: _ViewNode) {
        switch self {
        case .some(let content): node.updateChild(key: .some, view: content)
        case .none: node.updateChildren([])
        }
    }
}
