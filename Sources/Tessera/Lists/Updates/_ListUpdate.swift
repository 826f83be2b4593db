import Foundation

/// A validated batch update: how every index path before the update maps to its index path
/// after it, for `UITableView` and `UICollectionView` alike.
///
/// Create one with ``validate(_:oldCounts:newCounts:kind:)``. The mapping follows UIKit's
/// model of a batch: deleted and moved-out positions leave, inserted and moved-in positions
/// arrive, and every other position (including reloaded ones) keeps its relative order. A
/// reload is a delete and an insert at the same place: the position survives, but it needs a
/// fresh cell, so ``oldIndexPath(forNew:)`` answers `nil` for it and ``isReloaded(old:)`` is
/// `true`. A reloaded section likewise keeps its place while all of its rows are new.
///
/// Queries cost O(log u) in the number of recorded changes u and never depend on the number
/// of rows, so a table of 1,000,000 rows maps only the cells it shows.
struct _ListUpdate: Sendable {
    /// Rows (items) per section before the update.
    let oldCounts: [Int]
    /// Rows (items) per section after the update.
    let newCounts: [Int]

    /// Old sections that do not keep their relative order: deleted or moved.
    let departedSections: _MarkedIndexes
    /// New sections that are placed explicitly: inserted or moved to.
    let arrivedSections: _MarkedIndexes
    let deletedSections: Set<Int>
    let insertedSections: Set<Int>
    let reloadedSections: Set<Int>
    let sectionMovesByOld: [Int: Int]
    let sectionMovesByNew: [Int: Int]

    // Rows are looked up per section by integer, so that the common case (a row the batch
    // does not name) needs no hashing of index paths.
    /// Per old section: rows deleted or moved out.
    let departedItems: [Int: _MarkedIndexes]
    /// Per new section: rows inserted or moved in.
    let arrivedItems: [Int: _MarkedIndexes]
    /// Per old section: rows reloaded (outside reloaded sections).
    let reloadedItems: [Int: _MarkedIndexes]
    let itemMovesByOld: [IndexPath: IndexPath]
    let itemMovesByNew: [IndexPath: IndexPath]

    /// The index of section `section` after the update; `nil` if it is deleted.
    ///
    /// A reloaded section answers the index where its new contents appear.
    /// - Complexity: O(log u).
    func newSection(forOld section: Int) -> Int? {
        guard oldCounts.indices.contains(section), !deletedSections.contains(section) else { return nil }
        if let moved = sectionMovesByOld[section] { return moved }
        return arrivedSections.unmarked(atRank: departedSections.unmarkedRank(of: section))
    }

    /// The index before the update of the section at `section` after it; `nil` if it is
    /// inserted or is the new contents of a reloaded section.
    /// - Complexity: O(log u).
    func oldSection(forNew section: Int) -> Int? {
        guard newCounts.indices.contains(section), !insertedSections.contains(section) else { return nil }
        if let moved = sectionMovesByNew[section] { return moved }
        let old = departedSections.unmarked(atRank: arrivedSections.unmarkedRank(of: section))
        return reloadedSections.contains(old) ? nil : old
    }

    /// Where the row (item) at `indexPath` before the update is after it; `nil` if it is
    /// deleted or its section is deleted or reloaded.
    ///
    /// A reloaded row answers where its fresh cell appears.
    /// - Complexity: O(log u).
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        let section = indexPath.section, item = indexPath.row
        guard oldCounts.indices.contains(section), (0..<oldCounts[section]).contains(item),
            !reloadedSections.contains(section), let newSection = newSection(forOld: section)
        else { return nil }
        let departed = departedItems[section]
        if let departed, departed.contains(item) { return itemMovesByOld[indexPath] }
        let rank = departed?.unmarkedRank(of: item) ?? item
        let newItem = arrivedItems[newSection]?.unmarked(atRank: rank) ?? rank
        return IndexPath(indexes: [newSection, newItem])
    }

    /// Where the row (item) at `indexPath` after the update was before it; `nil` if it is
    /// inserted, reloaded (a new cell is needed) or in an inserted or reloaded section.
    /// - Complexity: O(log u).
    func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        let section = indexPath.section, item = indexPath.row
        guard newCounts.indices.contains(section), (0..<newCounts[section]).contains(item),
            let oldSection = oldSection(forNew: section)
        else { return nil }
        let arrived = arrivedItems[section]
        if let arrived, arrived.contains(item) { return itemMovesByNew[indexPath] }
        let rank = arrived?.unmarkedRank(of: item) ?? item
        let oldItem = departedItems[oldSection]?.unmarked(atRank: rank) ?? rank
        if reloadedItems[oldSection]?.contains(oldItem) == true { return nil }
        return IndexPath(indexes: [oldSection, oldItem])
    }

    /// Where the row (item) at `indexPath` after the update was before it, when it is the
    /// fresh cell of a reloaded row or section; `nil` otherwise.
    /// - Complexity: O(log u).
    func reloadedIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        let section = indexPath.section, item = indexPath.row
        guard newCounts.indices.contains(section), (0..<newCounts[section]).contains(item),
            !insertedSections.contains(section)
        else { return nil }
        let oldSection = sectionMovesByNew[section] ?? departedSections.unmarked(atRank: arrivedSections.unmarkedRank(of: section))
        if reloadedSections.contains(oldSection) { return IndexPath(indexes: [oldSection, item]) }
        if arrivedItems[section]?.contains(item) == true { return nil }
        let rank = arrivedItems[section]?.unmarkedRank(of: item) ?? item
        let oldItem = departedItems[oldSection]?.unmarked(atRank: rank) ?? rank
        return reloadedItems[oldSection]?.contains(oldItem) == true ? IndexPath(indexes: [oldSection, oldItem]) : nil
    }

    /// Whether the row (item) at `indexPath` before the update is reloaded, by itself or
    /// with its section: its cell is replaced by a fresh one.
    /// - Complexity: O(log u).
    func isReloaded(old indexPath: IndexPath) -> Bool {
        reloadedSections.contains(indexPath.section)
            || reloadedItems[indexPath.section]?.contains(indexPath.row) == true
    }

    /// Whether the section at `section` before the update is reloaded.
    /// - Complexity: O(1).
    func isSectionReloaded(old section: Int) -> Bool {
        reloadedSections.contains(section)
    }
}
