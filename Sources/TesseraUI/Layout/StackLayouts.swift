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
        _StackDistribution(axis: .horizontal, spacing: spacing).size(subviews, proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _StackDistribution(axis: .horizontal, spacing: spacing).place(subviews, in: bounds, proposal: proposal) { size, bounds in
            bounds.minY + alignment.offset(in: bounds.size) - alignment.offset(in: size)
        }
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
        _StackDistribution(axis: .vertical, spacing: spacing).size(subviews, proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _StackDistribution(axis: .vertical, spacing: spacing).place(subviews, in: bounds, proposal: proposal) { size, bounds in
            bounds.minX + (bounds.width - size.width) * alignment.fraction
        }
    }
}

/// An overlaying container that you can use in conditional layouts: ``ZStack``'s layout.
///
/// Every subview is offered the whole proposal; the stack is as large as the largest, and
/// each subview is aligned in it.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
        }
    }
}
