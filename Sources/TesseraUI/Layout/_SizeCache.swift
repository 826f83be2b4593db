/// The sizes a view chose, by proposal.
///
/// A stack asks each subview about several proposals (for its minimum, its maximum, its
/// offer) and again to place it; nested stacks would multiply those questions with their
/// depth. A node keeps its sizes across layout passes until it or a view below it changes
/// (``_ViewNode/invalidateLayout()``), so after a change only the changed view and its
/// ancestors measure again; other elements keep theirs for one pass.
struct _SizeCache {
    /// The first size, kept inline: most views are asked about one proposal, and an array
    /// would be an allocation per view measured.
    private var first: (proposal: ProposedViewSize, size: CGSize)?
    /// The sizes for the other proposals, in the order they were stored.
    private var others: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size remembered for `proposal`.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        return others.first(where: { $0.proposal == proposal })?.size
    }

    /// Remembers `size` for `proposal`.
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if first == nil {
            first = (proposal, size)
        } else {
            others.append((proposal, size))
        }
    }

    var isEmpty: Bool { first == nil }

    /// Forgets the sizes, keeping the storage for the next ones.
    mutating func removeAll() {
        first = nil
        others.removeAll(keepingCapacity: true)
    }
}

extension _ViewNode {
    /// The size for `proposal` from the node's sizes, measured by `measure` the first time.
    ///
    /// The cache is read and written around `measure`, never during it: measuring may
    /// invalidate caches (a geometry reader builds its content during layout).
    func layoutSize(for proposal: ProposedViewSize, _ measure: () -> CGSize) -> CGSize {
        if let size = layoutSizes.size(for: proposal) { return size }
        let size = measure()
        layoutSizes.store(size, for: proposal)
        return size
    }
}
