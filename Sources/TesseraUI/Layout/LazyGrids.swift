/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(photos) { PhotoCell(photo: $0) }
///     }
///
/// The columns are resolved from `columns` (see ``GridItem``); views fill them row by row,
/// each row as tall as its tallest view. Lazy as ``LazyVStack`` is.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows vertically, given the provided properties.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed: ``LazyVGrid`` across, filling `rows` column by column.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows horizontally, given the provided properties.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension LazyVGrid: _PrimitiveView {
    func _update(_ node: _ViewNode) { _LazyContainer.update(node, content: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        let layout = _LazyLayout(axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center), items: columns)
        return [_LazyContainer.element(node, layout: layout)]
    }
}

extension LazyHGrid: _PrimitiveView {
    func _update(_ node: _ViewNode) { _LazyContainer.update(node, content: content) }
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        let layout = _LazyLayout(axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment), items: rows)
        return [_LazyContainer.element(node, layout: layout)]
    }
}
