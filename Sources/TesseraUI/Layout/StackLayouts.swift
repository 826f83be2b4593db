/// A horizontal container that you can use in conditional layouts: ``HStack``'s layout.
public struct HStackLayout: Layout, _StackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var axis: Axis { .horizontal }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _StackDistribution(axis: .horizontal, spacing: spacing, alignment: alignment.key).size(subviews, proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _StackDistribution(axis: .horizontal, spacing: spacing, alignment: alignment.key).place(subviews, in: bounds, proposal: proposal)
    }
}

/// A vertical container that you can use in conditional layouts: ``VStack``'s layout.
public struct VStackLayout: Layout, _StackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var axis: Axis { .vertical }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        _StackDistribution(axis: .vertical, spacing: spacing, alignment: alignment.key).size(subviews, proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _StackDistribution(axis: .vertical, spacing: spacing, alignment: alignment.key).place(subviews, in: bounds, proposal: proposal)
    }
}

/// An overlaying container that you can use in conditional layouts: ``ZStack``'s layout.
///
/// Every subview is offered the whole proposal; the subviews are lined up on the alignment's
/// guides in both axes, and the stack covers them all.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(
            width: _AlignedExtent(subviews, sizes: sizes, key: alignment.horizontal.key).length,
            height: _AlignedExtent(subviews, sizes: sizes, key: alignment.vertical.key).length)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let horizontal = _AlignedExtent(subviews, sizes: sizes, key: alignment.horizontal.key)
        let vertical = _AlignedExtent(subviews, sizes: sizes, key: alignment.vertical.key)
        for (offset, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: horizontal.position(of: offset, in: bounds), y: vertical.position(of: offset, in: bounds)),
                proposal: proposal)
        }
    }
}
