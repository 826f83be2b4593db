/// A container's element: it runs a ``Layout`` over its subviews' elements.
final class _ContainerElement<L: Layout>: _LayoutElement {
    private let layout: L
    private let subviews: LayoutSubviews
    private var cache: L.Cache
    private var sizes = _SizeCache()

    init(layout: L, subviews elements: [any _LayoutElement]) {
        self.layout = layout
        let axis = layout._stackAxis
        for element in elements { element.setContainerAxis(axis) }
        subviews = LayoutSubviews(elements: elements)
        cache = layout.makeCache(subviews: subviews)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizes.size(for: proposal) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        subviews.placement = placement
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        subviews.placement = nil
    }

    var spacing: ViewSpacing { layout.spacing(subviews: subviews, cache: &cache) }
}
