/// A view the graph handles itself instead of evaluating a body: containers, modifiers and the
/// leaves that draw (text, colours, controls).
@MainActor
protocol _PrimitiveView {
    /// Brings the node's children, platform view and environment up to date with this value.
    /// Called when the node's view or environment changed or it was invalidated.
    func _update(_ node: _ViewNode)

    /// The views this node contributes to its container's layout, in order.
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement]
}

extension _PrimitiveView {
    /// By default a primitive is transparent: its children's elements, spliced in.
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        node.childElements()
    }
}
