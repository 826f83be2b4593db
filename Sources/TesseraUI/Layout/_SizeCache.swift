/// The sizes an element chose in one layout pass, by proposal.
///
/// A stack asks each subview about several proposals (for its minimum, its maximum, its
/// offer) and again to place it; nested stacks would multiply those questions with their
/// depth. Elements live for one pass, so the answers stay valid while they are kept.
struct _SizeCache {
    private var entries: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size for `proposal`, computed by `measure` the first time.
    mutating func size(for proposal: ProposedViewSize, _ measure: () -> CGSize) -> CGSize {
        if let entry = entries.first(where: { $0.proposal == proposal }) { return entry.size }
        let size = measure()
        entries.append((proposal, size))
        return size
    }
}
