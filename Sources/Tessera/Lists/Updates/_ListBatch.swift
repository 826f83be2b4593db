import Foundation

/// The changes recorded between `beginUpdates()`/`endUpdates()` or inside
/// `performBatchUpdates(_:completion:)`, shared by `UITableView` and `UICollectionView`.
///
/// As in UIKit, the order of the calls does not matter: deletes and reloads name index paths
/// before the update, inserts name index paths after it, and moves go from before to after.
/// Nothing is checked while recording; ``_ListUpdate/validate(_:oldCounts:newCounts:kind:)``
/// checks the whole batch against the counts before and after, with UIKit's messages.
///
/// Index paths must hold exactly a section and a row (item); any other length traps, as
/// `IndexPath.row` does.
struct _ListBatch: Sendable {
    /// Sections deleted, by index before the update.
    private(set) var deletedSections = IndexSet()
    /// Sections inserted, by index after the update.
    private(set) var insertedSections = IndexSet()
    /// Sections reloaded, by index before the update.
    private(set) var reloadedSections = IndexSet()
    /// Sections moved, in call order.
    private(set) var sectionMoves: [_ListMove<Int>] = []
    /// Items deleted, by index path before the update, in call order.
    private(set) var deletedItems: [IndexPath] = []
    /// Items inserted, by index path after the update, in call order.
    private(set) var insertedItems: [IndexPath] = []
    /// Items reloaded, by index path before the update, in call order.
    private(set) var reloadedItems: [IndexPath] = []
    /// Items moved, in call order.
    private(set) var itemMoves: [_ListMove<IndexPath>] = []

    init() {}

    /// Whether nothing was recorded.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && sectionMoves.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && reloadedItems.isEmpty && itemMoves.isEmpty
    }

    /// Records `deleteSections(_:with:)`: indexes before the update.
    mutating func deleteSections(_ sections: IndexSet) {
        deletedSections.formUnion(sections)
    }

    /// Records `insertSections(_:with:)`: indexes after the update.
    mutating func insertSections(_ sections: IndexSet) {
        insertedSections.formUnion(sections)
    }

    /// Records `reloadSections(_:with:)`: indexes before the update.
    mutating func reloadSections(_ sections: IndexSet) {
        reloadedSections.formUnion(sections)
    }

    /// Records `moveSection(_:toSection:)`: from before the update to after it.
    mutating func moveSection(_ section: Int, toSection newSection: Int) {
        sectionMoves.append(_ListMove(from: section, to: newSection))
    }

    /// Records `deleteRows(at:with:)` / `deleteItems(at:)`: index paths before the update.
    mutating func deleteItems(at indexPaths: [IndexPath]) {
        deletedItems.append(contentsOf: indexPaths)
    }

    /// Records `insertRows(at:with:)` / `insertItems(at:)`: index paths after the update.
    mutating func insertItems(at indexPaths: [IndexPath]) {
        insertedItems.append(contentsOf: indexPaths)
    }

    /// Records `reloadRows(at:with:)` / `reloadItems(at:)`: index paths before the update.
    mutating func reloadItems(at indexPaths: [IndexPath]) {
        reloadedItems.append(contentsOf: indexPaths)
    }

    /// Records `moveRow(at:to:)` / `moveItem(at:to:)`: from before the update to after it.
    mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        itemMoves.append(_ListMove(from: indexPath, to: newIndexPath))
    }

    /// Adds the changes of a nested `beginUpdates()`/`performBatchUpdates` block.
    ///
    /// Nested blocks are one batch in UIKit: every change still refers to the state before
    /// the outermost update and the state after it.
    mutating func append(_ other: _ListBatch) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        sectionMoves.append(contentsOf: other.sectionMoves)
        deletedItems.append(contentsOf: other.deletedItems)
        insertedItems.append(contentsOf: other.insertedItems)
        reloadedItems.append(contentsOf: other.reloadedItems)
        itemMoves.append(contentsOf: other.itemMoves)
    }
}
