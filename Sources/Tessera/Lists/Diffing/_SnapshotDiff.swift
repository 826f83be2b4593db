import Foundation

/// The batch update that turns one snapshot's sections and items into another's.
///
/// `apply` of `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` turns
/// "current snapshot → new snapshot" into one ``_ListBatch`` of the shared list core, which
/// validates it as any batch. The diff works on identifiers alone; reloads and
/// reconfigurations are the caller's to add.
///
///     // Sections A = [a b c], B = [d]  →  B = [d a], A = [c b]
///     _SnapshotDiff.batch(fromSections: ["A", "B"], items: [["a", "b", "c"], ["d"]],
///                         toSections: ["B", "A"], items: [["d", "a"], ["c", "b"]])
///     // moveSection(1, toSection: 0); moveItem(at: [0, 0], to: [0, 1]);
///     // moveItem(at: [0, 2], to: [1, 0])
///
/// What the batch says, in UIKit's index conventions, so that it reads as UIKit applies a
/// batch (deletes at old index paths, then inserts at new ones; moves go from old to new):
///
/// - Sections only in the old snapshot are deleted, sections only in the new one inserted.
///   Sections in both stay when they keep their order relative to the other sections that
///   stay, and are moved otherwise (see ``_KeptOrder`` for which ones: few, and never one
///   whose order relative to all the others is unchanged).
/// - Items are matched by identifier across the whole snapshot. An item in both snapshots
///   stays when it is in the same section (by identifier, wherever that section moves) and
///   keeps its order relative to the other items of that section that stay; otherwise it is
///   moved, across sections too.
/// - Where UIKit forbids a move, the item is deleted and inserted instead: out of a deleted
///   section ("cannot move a row from a deleted section") and into an inserted one ("cannot
///   move a row into a newly inserted section"). Deletes inside a deleted section and inserts
///   inside an inserted section are not recorded: the section's own delete or insert covers
///   them, as UIKit reads such a batch.
/// - Unchanged content gives an empty batch.
///
/// In the terms of `_ListUpdate`, for every old index path whose item survives,
/// `newIndexPath(forOld:)` is where that identifier is in the new snapshot; the index paths
/// of items deleted and inserted for one of UIKit's rules above map to `nil`.
///
/// Like DifferenceKit's and Paul Heckel's algorithms, the diff is linear: identifiers are found
/// through hash tables of positions (``_IdentifierTable``), and every other step is a sweep over
/// flat `Int32` arrays. First, though, each section's common prefix and suffix with itself in
/// the new snapshot are set aside with `==` alone: they stay, and a small edit of a long list
/// hashes little more than the edited stretch. Unlike DifferenceKit, which splits a diff into
/// stages (`StagedChangeset`) so that no batch mixes section and item changes, the result is
/// one batch, which Tessera's list core validates and maps as a whole, the way
/// `performBatchUpdates` reads it.
struct _SnapshotDiff<Section: Hashable, Item: Hashable> {
    /// The batch update from the old snapshot to the new one.
    ///
    /// `oldItems[s]` are the items of `oldSections[s]`, and `newItems[s]` those of
    /// `newSections[s]`. Section identifiers are unique in each snapshot, and so are item
    /// identifiers (across all of its sections), as a snapshot guarantees; with duplicates
    /// the result is unspecified (debug builds trap).
    ///
    /// - Parameters:
    ///   - oldSections: The sections before the update.
    ///   - oldItems: The items of each section before the update.
    ///   - newSections: The sections after the update.
    ///   - newItems: The items of each section after the update.
    /// - Returns: The deletes, inserts and moves of sections and items; no reloads.
    /// - Complexity: O(n + s) expected time for n items and s sections in the two snapshots:
    ///   each identifier outside the common ends of a section is hashed once, and compared
    ///   once more when found; those of the common ends are compared once. Scratch memory is
    ///   a table of 16 to 32 bytes per old item, 4 to 8 bytes per item in `Int32` arrays, and,
    ///   with more than one old section, one flat copy of the old items.
    static func batch(
        fromSections oldSections: [Section], items oldItems: [[Item]],
        toSections newSections: [Section], items newItems: [[Item]]
    ) -> _ListBatch {
        precondition(oldItems.count == oldSections.count, "One array of items per old section")
        precondition(newItems.count == newSections.count, "One array of items per new section")
        var batch = _ListBatch()
        let sections = SectionMatch(from: oldSections, to: newSections)
        var order = _KeptOrder(capacity: max(sections.surviving, oldItems.lazy.map(\.count).max() ?? 0))
        sections.record(in: &batch, order: &order)
        recordItems(
            from: oldItems, to: newItems, sections: sections, order: &order, in: &batch)
        return batch
    }
}

extension _SnapshotDiff {
    /// Records the item deletes, inserts and moves, once the sections are matched.
    ///
    /// - Complexity: O(n) expected.
    private static func recordItems(
        from oldItems: [[Item]], to newItems: [[Item]], sections: SectionMatch,
        order: inout _KeptOrder, in batch: inout _ListBatch
    ) {
        // Items by flat position: section by section, in order.
        var oldStart = [Int](repeating: 0, count: oldItems.count + 1)
        for section in oldItems.indices { oldStart[section + 1] = oldStart[section] + oldItems[section].count }
        var newStart = [Int](repeating: 0, count: newItems.count + 1)
        for section in newItems.indices { newStart[section + 1] = newStart[section] + newItems[section].count }
        let oldCount = oldStart[oldItems.count], newCount = newStart[newItems.count]

        // The common prefix and suffix of every section with itself in the new snapshot stay
        // where they are: they are compared with `==` alone, and neither hashed nor visited
        // again. (No other item can be one of theirs: identifiers are unique.)
        var middles = [Range<Int>](repeating: 0..<0, count: oldItems.count)
        var newMiddles = [Range<Int>](repeating: 0..<0, count: newItems.count)
        for newSection in newItems.indices {
            let oldSection = Int(sections.source[newSection])
            guard oldSection >= 0 else {
                newMiddles[newSection] = newItems[newSection].indices
                continue
            }
            let (prefix, suffix) = commonEnds(oldItems[oldSection], newItems[newSection])
            middles[oldSection] = prefix..<(oldItems[oldSection].count - suffix)
            newMiddles[newSection] = prefix..<(newItems[newSection].count - suffix)
        }
        for oldSection in oldItems.indices where sections.target[oldSection] < 0 {
            middles[oldSection] = oldItems[oldSection].indices
        }

        var flatOldItems: [Item]
        if oldItems.count == 1 {
            flatOldItems = oldItems[0]
        } else {
            flatOldItems = []
            flatOldItems.reserveCapacity(oldCount)
            for items in oldItems { flatOldItems.append(contentsOf: items) }
        }
        let table = _IdentifierTable(
            flatOldItems, ranges: oldItems.indices.map { middles[$0].offset(by: oldStart[$0]) })
        flatOldItems = []

        // By old flat position: the new flat position, or -1 if the item is deleted.
        var target = [Int32](repeating: -1, count: oldCount)
        // By new flat position: for an item that stays in the same section, its rank among
        // the items of its section that come from that section (the ones that may stay).
        var sameSectionRank = [Int32](repeating: -1, count: newCount)
        // By new flat position, with more than one new section: its section.
        var newSectionOf: [Int32] = []
        if newItems.count > 1 { newSectionOf.reserveCapacity(newCount) }
        var inserts: [IndexPath] = []

        for newSection in newItems.indices {
            let source = Int(sections.source[newSection])
            let sourceRange = source >= 0 ? oldStart[source]..<oldStart[source + 1] : 0..<0
            var rank: Int32 = 0
            let start = newStart[newSection]
            table.positions(of: newItems[newSection], in: newMiddles[newSection]) { row, old in
                let flat = start + row
                if old >= 0 {
                    target[Int(old)] = Int32(truncatingIfNeeded: flat)
                    if sourceRange.contains(Int(old)) {
                        sameSectionRank[flat] = rank
                        rank += 1
                    }
                } else if source >= 0 {
                    // Inserts into an inserted section are covered by the section's insert.
                    inserts.append(path(newSection, row))
                }
            }
            if newItems.count > 1 {
                newSectionOf.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: newSection), count: newItems[newSection].count))
            }
        }

        var deletes: [IndexPath] = []
        for oldSection in oldItems.indices {
            let start = oldStart[oldSection], end = oldStart[oldSection + 1]
            let targetSection = Int(sections.target[oldSection])
            guard targetSection >= 0 else {
                // Out of a deleted section: no moves. The section's delete covers its items;
                // the ones that survive are inserted where they arrive, unless that section
                // is inserted too.
                for old in start..<end where target[old] >= 0 {
                    let new = Int(target[old])
                    let newSection = newItems.count > 1 ? Int(newSectionOf[new]) : 0
                    if sections.source[newSection] >= 0 { inserts.append(path(newSection, new - newStart[newSection])) }
                }
                continue
            }
            let targetRange = newStart[targetSection]..<newStart[targetSection + 1]
            let middle = middles[oldSection].offset(by: start)
            order.removeAll()
            for old in middle {
                let new = Int(target[old])
                if new < 0 {
                    deletes.append(path(oldSection, old - start))
                } else if targetRange.contains(new) {
                    order.append(newRank: sameSectionRank[new])
                } else {
                    let newSection = newItems.count > 1 ? Int(newSectionOf[new]) : 0
                    if sections.source[newSection] < 0 {
                        // Into an inserted section: deleted here, covered by that section's insert.
                        deletes.append(path(oldSection, old - start))
                    } else {
                        batch.moveItem(at: path(oldSection, old - start), to: path(newSection, new - newStart[newSection]))
                    }
                }
            }
            guard order.solve() > 0 else { continue }
            var rank = 0
            for old in middle {
                let new = Int(target[old])
                guard new >= 0 && targetRange.contains(new) else { continue }
                if order.isMoved[rank] {
                    batch.moveItem(at: path(oldSection, old - start), to: path(targetSection, new - targetRange.lowerBound))
                }
                rank += 1
            }
        }
        if !deletes.isEmpty { batch.deleteItems(at: deletes) }
        if !inserts.isEmpty { batch.insertItems(at: inserts) }
    }

    /// The lengths of the longest common prefix of `old` and `new` and of the longest
    /// common suffix of what remains of them.
    ///
    /// - Complexity: O(p + q) for the lengths returned.
    private static func commonEnds(_ old: [Item], _ new: [Item]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let shorter = min(old.count, new.count)
                var prefix = 0
                while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
                    suffix += 1
                }
                return (prefix, suffix)
            }
        }
    }

    /// A two-index path without the array that `IndexPath(indexes:)` takes.
    @inline(__always)
    private static func path(_ section: Int, _ item: Int) -> IndexPath {
        var path = IndexPath(index: section)
        path.append(item)
        return path
    }
}

extension Range<Int> {
    /// The range shifted by `offset`.
    fileprivate func offset(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}
