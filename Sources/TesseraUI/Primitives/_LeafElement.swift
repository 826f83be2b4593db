/// A leaf's layout element, of the leaf's own type (kept inline, not boxed).
final class _LeafElement<Leaf: _LeafView>: _LayoutElement {
    private unowned let node: _ViewNode
    private let leaf: Leaf
    private var axis: Axis?
    private var sizes = _SizeCache()

    init(node: _ViewNode, leaf: Leaf) {
        self.node = node
        self.leaf = leaf
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if leaf._sizeDependsOnlyOnProposal {
            return node.layoutSize(for: proposal) { leaf._sizeThatFits(proposal, node: node, axis: axis) }
        }
        if let size = sizes.size(for: proposal) { return size }
        let size = leaf._sizeThatFits(proposal, node: node, axis: axis)
        sizes.store(size, for: proposal)
        return size
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        leaf._willPlace(node, size: bounds.size)
        if let view = node.platformView { placement.add(view, frame: bounds, transition: node.environment._transition) }
    }

    var spacing: ViewSpacing { leaf._spacing }

    func setContainerAxis(_ axis: Axis?) {
        self.axis = axis
    }
}
