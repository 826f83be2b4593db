import Foundation

extension _SnapshotDiff {
    /// Which sections of the old snapshot are in the new one, and where.
    struct SectionMatch {
        /// By old section: its index after the update, or -1 if it is deleted.
        var target: [Int32]
        /// By new section: its index before the update, or -1 if it is inserted.
        var source: [Int32]
        /// How many sections are in both snapshots.
        var surviving: Int

        /// - Complexity: O(s) expected.
        init(from oldSections: [Section], to newSections: [Section]) {
            target = [Int32](repeating: -1, count: oldSections.count)
            source = [Int32](repeating: -1, count: newSections.count)
            surviving = 0
            // A single section that stays the same is the common case: no table for it.
            if oldSections.count == 1 && newSections.count == 1 && oldSections[0] == newSections[0] {
                target[0] = 0
                source[0] = 0
                surviving = 1
                return
            }
            _IdentifierTable(oldSections).positions(of: newSections) { new, old in
                guard old >= 0 else { return }
                source[new] = old
                target[Int(old)] = Int32(truncatingIfNeeded: new)
                surviving += 1
            }
        }

        /// Records the section deletes, inserts and moves.
        func record(in batch: inout _ListBatch, order: inout _KeptOrder) {
            var deleted = IndexSet()
            var inserted = IndexSet()
            // The rank of every surviving new section among the surviving ones.
            var survivingRank = [Int32](repeating: -1, count: source.count)
            var rank: Int32 = 0
            for new in source.indices {
                if source[new] < 0 {
                    inserted.insert(new)
                } else {
                    survivingRank[new] = rank
                    rank += 1
                }
            }
            order.removeAll()
            for old in target.indices {
                if target[old] < 0 {
                    deleted.insert(old)
                } else {
                    order.append(newRank: survivingRank[Int(target[old])])
                }
            }
            if order.solve() > 0 {
                var rank = 0
                for old in target.indices where target[old] >= 0 {
                    if order.isMoved[rank] { batch.moveSection(old, toSection: Int(target[old])) }
                    rank += 1
                }
            }
            if !deleted.isEmpty { batch.deleteSections(deleted) }
            if !inserted.isEmpty { batch.insertSections(inserted) }
        }
    }
}
