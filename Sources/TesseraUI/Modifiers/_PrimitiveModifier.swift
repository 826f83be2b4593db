/// A modifier the graph applies itself (padding, frames, backgrounds, the environment).
@MainActor
protocol _PrimitiveModifier {
    /// Brings the node up to date: by default its content is its one child.
    func _update(_ node: _ViewNode, content: any View)
    /// The node's layout elements, from its content's (by default unchanged).
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement]
}

extension _PrimitiveModifier {
    func _update(_ node: _ViewNode, content: any View) {
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        node.childElements()
    }
}
