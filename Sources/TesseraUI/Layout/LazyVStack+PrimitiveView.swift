extension LazyVStack: _PrimitiveView {
    func _update(_ node: _ViewNode) { _LazyContainer.update(node, content: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        let layout = _LazyLayout(axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center), items: nil)
        return [_LazyContainer.element(node, layout: layout)]
    }
}
