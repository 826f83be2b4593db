/// One recorded move: a position before the update and where it goes after it.
///
/// `Position` is a section index (`Int`) or an index path.
package struct _ListMove<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the update.
    package var from: Position
    /// The position after the update.
    package var to: Position

    package init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}
