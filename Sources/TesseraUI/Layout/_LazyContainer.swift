/// What the lazy stacks and grids share: choosing between building their content on demand
/// and building it all.
@MainActor
enum _LazyContainer {
    /// Updates the container's content: on demand when it is a ``ForEach`` in a scroll view,
    /// else all of it as its single child.
    static func update<Content: View>(_ node: _ViewNode, content: Content) {
        let storage = node.primitiveStorage as? _LazyStorage ?? _LazyStorage()
        node.primitiveStorage = storage
        let scrolls = node.parent?.ancestor(where: { $0.platformView is _ScrollViewHost }) != nil
        if scrolls, let source = content as? any _LazyRowSource {
            if !node.children.isEmpty, storage.source == nil { node.removeLazyChildren(Set(node.children.map(ObjectIdentifier.init))) }
            storage.update(source: source, in: node)
        } else {
            if storage.source != nil { storage.clear(in: node) }
            node.updateChild(key: .body, view: content)
        }
    }

    static func element(_ node: _ViewNode, layout: _LazyLayout) -> any _LayoutElement {
        if let storage = node.primitiveStorage as? _LazyStorage, storage.source != nil {
            return _LazyElement(node: node, layout: layout, items: .lazy(storage))
        }
        return _LazyElement(node: node, layout: layout, items: .eager(node.childElements()))
    }
}
