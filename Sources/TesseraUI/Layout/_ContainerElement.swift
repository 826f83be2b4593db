/// A container's element: it runs a ``Layout`` over its subviews' elements.
final class _ContainerElement<L: Layout>: _LayoutElement {
    private let layout: L
    private let subviews: LayoutSubviews
    private var cache: L.Cache
    private var sizes = _SizeCache()
    /// The node whose view this container is, which keeps its sizes across passes; `nil`
    /// for implicit containers (several views where one is expected).
    private weak var node: _ViewNode?

    init(layout: L, subviews elements: [any _LayoutElement], node: _ViewNode? = nil) {
        self.layout = layout
        self.node = node
        let axis = layout._stackAxis
        for element in elements { element.setContainerAxis(axis) }
        subviews = LayoutSubviews(elements: elements)
        cache = layout.makeCache(subviews: subviews)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let node { return node.layoutSize(for: proposal) { measure(proposal) } }
        if let size = sizes.size(for: proposal) { return size }
        let size = measure(proposal)
        sizes.store(size, for: proposal)
        return size
    }

    private func measure(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        if let last = node?.lastPlacement, last.bounds == bounds, last.proposal == proposal {
            // Nothing below changed and the container sits where it sat: so do its views.
            placement.repeat(last.views)
            return
        }
        let start = placement.views.count
        subviews.placement = placement
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        subviews.placement = nil
        node?.lastPlacement = (bounds, proposal, placement.views[start...])
    }

    var spacing: ViewSpacing { layout.spacing(subviews: subviews, cache: &cache) }
}

extension Array where Element == any _LayoutElement {
    /// These elements as one: the element itself when there is one, else an implicit
    /// container laid out by `layout` (several views where one is expected).
    @MainActor func combined(by layout: some Layout) -> any _LayoutElement {
        count == 1 ? self[0] : _ContainerElement(layout: layout, subviews: self)
    }
}
