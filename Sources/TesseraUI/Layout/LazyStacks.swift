/// A view that arranges its children in a line that grows vertically, creating items only
/// as needed.
///
/// In a ``ScrollView``, the rows of a ``ForEach`` directly inside are built (their nodes made,
/// their bodies evaluated) when they come into view, and kept, with their state, once built.
/// Outside a scroll view, or with other content, every view is built, as in a ``VStack``.
/// The stack takes the width it is offered.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, horizontal alignment, and
    /// pinning behavior.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed: ``LazyVStack`` across.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, and
    /// pinning behavior.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension LazyVStack: _PrimitiveView {
    func _update(_ node: _ViewNode) { _LazyContainer.update(node, content: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        let layout = _LazyLayout(axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center), items: nil)
        return [_LazyContainer.element(node, layout: layout)]
    }
}

extension LazyHStack: _PrimitiveView {
    func _update(_ node: _ViewNode) { _LazyContainer.update(node, content: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        let layout = _LazyLayout(axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment), items: nil)
        return [_LazyContainer.element(node, layout: layout)]
    }
}

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
