/// A view that lays out its content with a ``Layout``.
struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    var body: Never { _primitiveBody() }
}

extension _LayoutView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        [_ContainerElement(layout: layout, subviews: node.childElements(), node: node)]
    }
}
