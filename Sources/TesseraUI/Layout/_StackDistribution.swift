/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``.
///
/// With a size proposed along the axis, the space left after spacing is offered to the
/// subviews in order of layout priority (highest first; each group after setting aside the
/// minimum sizes of the lower groups) and, within a priority, from the least flexible to the
/// most (flexibility: the size for an infinite proposal minus the size for zero). Each
/// subview is offered an equal share of what remains and takes what it chooses. Without a
/// size along the axis every subview gets its ideal size.
struct _StackDistribution {
    let axis: Axis
    let spacing: CGFloat?
    /// The guide the subviews line up on across the axis.
    let alignment: _AlignmentKey

    /// The gaps between neighbours: the stack's spacing, or their preferences.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return zip(subviews.dropLast(), subviews.dropFirst()).map { previous, next in
            spacing ?? previous.spacing.distance(to: next.spacing, along: axis)
        }
    }

    /// The size each subview takes for `proposal`.
    func sizes(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> [CGSize] {
        offers(subviews, proposal: proposal).map(\.size)
    }

    /// What each subview is offered for `proposal`, and the size it takes.
    func offers(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> [(proposal: ProposedViewSize, size: CGSize)] {
        let across = proposal[axis.other]
        func propose(_ along: CGFloat?) -> ProposedViewSize {
            var size = ProposedViewSize.unspecified
            size[axis] = along
            size[axis.other] = across
            return size
        }
        guard let available = proposal[axis] else {
            return subviews.map { (propose(nil), $0.sizeThatFits(propose(nil))) }
        }
        let minimum = subviews.map { $0.sizeThatFits(propose(0))[axis] }
        let flexibility = subviews.indices.map { index in
            subviews[index].sizeThatFits(propose(.infinity))[axis] - minimum[index - subviews.startIndex]
        }
        var remaining = available - gaps(subviews).reduce(0, +)
        var offers = [(proposal: ProposedViewSize, size: CGSize)](repeating: (.zero, .zero), count: subviews.count)
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = subviews.indices.filter { subviews[$0].priority == priority }.map { $0 - subviews.startIndex }
            let lowerMinimum = subviews.indices.filter { subviews[$0].priority < priority }
                .reduce(CGFloat(0)) { $0 + minimum[$1 - subviews.startIndex] }
            var share = remaining - lowerMinimum
            var count = group.count
            for offset in group.sorted(by: { flexibility[$0] < flexibility[$1] }) {
                let offer = propose(max(0, share / CGFloat(count)))
                let size = subviews[subviews.startIndex + offset].sizeThatFits(offer)
                offers[offset] = (offer, size)
                share -= size[axis]
                remaining -= size[axis]
                count -= 1
            }
        }
        return offers
    }

    /// The stack's size: its subviews' sizes and the gaps along the axis; across, the extent of
    /// the subviews lined up on their `alignment` guides.
    func size(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> CGSize {
        let sizes = sizes(subviews, proposal: proposal)
        var size = CGSize.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps(subviews).reduce(0, +)
        size[axis.other] = _AlignedExtent(subviews, sizes: sizes, key: alignment).length
        return size
    }

    /// Places the subviews one after the other from the leading (top) edge of `bounds`,
    /// lined up across on their `alignment` guides.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        let offers = offers(subviews, proposal: proposal)
        let gaps = gaps(subviews) + [0]
        let extent = _AlignedExtent(subviews, sizes: offers.map(\.size), key: alignment)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let size = offers[offset].size
            let crossPosition = extent.position(of: offset, in: bounds)
            let point = axis == .horizontal ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            subview.place(at: point, proposal: offers[offset].proposal)
            position += size[axis] + gaps[offset]
        }
    }
}

/// Views lined up on an alignment guide along one axis: how far they reach before and after
/// the line, and where each one starts.
struct _AlignedExtent {
    let key: _AlignmentKey
    /// Each view's guide value, from its leading (top) edge.
    let guides: [CGFloat]
    /// The farthest any view reaches before the line, and after it.
    let before: CGFloat
    let after: CGFloat

    init(_ subviews: LayoutSubviews, sizes: [CGSize], key: _AlignmentKey) {
        self.key = key
        guides = zip(subviews, sizes).map { subview, size in subview.guide(key, size: size) }
        before = guides.max() ?? 0
        after = zip(guides, sizes).map { $1[key.axis] - $0 }.max() ?? 0
    }

    /// The length the views cover.
    var length: CGFloat { before + after }

    /// Where the view at `offset` starts in `bounds`: the line sits where the guide's default
    /// puts it when the covered length is aligned in the bounds.
    func position(of offset: Int, in bounds: CGRect) -> CGFloat {
        let start = key.axis == .horizontal ? bounds.minX : bounds.minY
        let boundsLength = bounds.size[key.axis]
        func dimensions(_ length: CGFloat) -> ViewDimensions {
            var size = bounds.size
            size[key.axis] = length
            return ViewDimensions(size: size)
        }
        let line = start + key.defaultValue(dimensions(boundsLength)) - key.defaultValue(dimensions(length)) + before
        return line - guides[offset]
    }
}
