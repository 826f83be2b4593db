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

    /// The stack's size: its subviews' sizes and the gaps along the axis, the largest across.
    func size(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> CGSize {
        let sizes = sizes(subviews, proposal: proposal)
        var size = CGSize.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps(subviews).reduce(0, +)
        size[axis.other] = sizes.map { $0[axis.other] }.max() ?? 0
        return size
    }

    /// Places the subviews one after the other from the leading (top) edge of `bounds`,
    /// aligned across by `alignment` (the fraction of the free space before a subview, or
    /// its position for baselines).
    func place(
        _ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, across alignment: (CGSize, CGRect) -> CGFloat
    ) {
        let offers = offers(subviews, proposal: proposal)
        let gaps = gaps(subviews) + [0]
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let size = offers[offset].size
            let crossPosition = alignment(size, bounds)
            let point = axis == .horizontal ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
            subview.place(at: point, proposal: offers[offset].proposal)
            position += size[axis] + gaps[offset]
        }
    }
}
