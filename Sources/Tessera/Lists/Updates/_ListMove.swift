/// One recorded move: a position before the update and where it goes after it.
///
/// `Position` is a section index (`Int`) or an index path.
struct _ListMove<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the update.
    var from: Position
    /// The position after the update.
    var to: Position

    init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}
