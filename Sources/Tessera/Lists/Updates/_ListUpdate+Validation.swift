import Foundation

extension _ListUpdate {
    /// Validates `batch` against the row counts before the update (`oldCounts[section]`) and
    /// after it (queried from the data source by the caller) with UIKit's rules.
    ///
    /// The checks run in UIKit's order and the first failure is returned as the
    /// `NSInternalInconsistencyException` UIKit would raise, with its reason text:
    ///
    /// 1. A row (item) or section both deleted and reloaded.
    /// 2. Deletes and reloads, which are deletes at the old index path (descending): a move
    ///    from the same place or out of a deleted section, then the range before the update.
    ///    Row deletes inside a deleted section are absorbed by it.
    /// 3. Inserts (ascending): a move to the same place or into an inserted section, then the
    ///    range after the update. Row inserts inside an inserted section are absorbed by it.
    /// 4. Moves: both ends in range, then no position moved twice or two moved to one place.
    /// 5. The number of sections; a reloaded section counts as one deleted and one inserted.
    /// 6. No move into a reloaded section, whose new contents are an inserted section.
    /// 7. The number of rows (items) in every section that exists before and after the
    ///    update: a move counts as moved out of its old section and into its new one unless
    ///    it stays in the same (possibly moved) section; a reload counts as one delete and
    ///    one insert.
    ///
    /// Where UIKit's own arithmetic goes wrong (a reload combined with a section move, see
    /// rdar://27041784), Tessera keeps the reloaded row in its moved section instead.
    ///
    /// - Parameters:
    ///   - batch: The recorded changes.
    ///   - oldCounts: The rows (items) of every section before the update.
    ///   - newCounts: The rows (items) of every section after the update.
    ///   - kind: Which words the messages use.
    /// - Returns: The mapping, or the exception to raise.
    /// - Complexity: O(u log u + s) for u recorded changes and s sections; never O(rows).
    static func validate(
        _ batch: _ListBatch, oldCounts: [Int], newCounts: [Int], kind: _ListKind
    ) -> Result<_ListUpdate, UIKitException> {
        Result { () throws(UIKitException) in
            try _ListUpdateValidator(batch: batch, oldCounts: oldCounts, newCounts: newCounts, kind: kind)
                .validate()
        }
    }
}
