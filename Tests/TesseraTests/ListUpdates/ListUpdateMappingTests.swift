@testable import Tessera
import Foundation
import Testing

/// Index mappings worked out by hand.
@Suite struct ListUpdateMappingTests {
    /// Checks `newIndexPath(forOld:)` for every old row and `oldIndexPath(forNew:)` for every new one.
    private func expectMapping(
        _ update: _ListUpdate, old expectedNew: [IndexPath: IndexPath?], new expectedOld: [IndexPath: IndexPath?],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (old, new) in expectedNew {
            #expect(update.newIndexPath(forOld: old) == new, "old \(old)", sourceLocation: sourceLocation)
        }
        for (new, old) in expectedOld {
            #expect(update.oldIndexPath(forNew: new) == old, "new \(new)", sourceLocation: sourceLocation)
        }
    }

    @Test func anEmptyBatchMapsEveryRowToItself() throws {
        let update = try #require(validUpdate(_ListBatch(), old: [2, 1], new: [2, 1]))
        expectMapping(
            update, old: [listPath(0, 0): listPath(0, 0), listPath(0, 1): listPath(0, 1), listPath(1, 0): listPath(1, 0)],
            new: [listPath(0, 0): listPath(0, 0), listPath(0, 1): listPath(0, 1), listPath(1, 0): listPath(1, 0)])
        #expect(update.newSection(forOld: 1) == 1 && update.oldSection(forNew: 0) == 0)
    }

    /// Rows a b c d e; delete b and d, insert X first and Y last: X a c e Y.
    @Test func deletesAndInsertsInOneSection() throws {
        let changes = batch { $0.deleteItems(at: [listPath(0, 1), listPath(0, 3)]); $0.insertItems(at: [listPath(0, 0), listPath(0, 4)]) }
        let update = try #require(validUpdate(changes, old: [5], new: [5]))
        expectMapping(
            update,
            old: [listPath(0, 0): listPath(0, 1), listPath(0, 1): nil, listPath(0, 2): listPath(0, 2), listPath(0, 3): nil, listPath(0, 4): listPath(0, 3)],
            new: [listPath(0, 0): nil, listPath(0, 1): listPath(0, 0), listPath(0, 2): listPath(0, 2), listPath(0, 3): listPath(0, 4), listPath(0, 4): nil])
    }

    /// [a b c] [d e]; move a to the end of the second section: [b c] [d e a].
    @Test func movesAcrossSections() throws {
        let changes = batch { $0.moveItem(at: listPath(0, 0), to: listPath(1, 2)) }
        let update = try #require(validUpdate(changes, old: [3, 2], new: [2, 3]))
        expectMapping(
            update,
            old: [listPath(0, 0): listPath(1, 2), listPath(0, 1): listPath(0, 0), listPath(0, 2): listPath(0, 1), listPath(1, 0): listPath(1, 0), listPath(1, 1): listPath(1, 1)],
            new: [listPath(1, 2): listPath(0, 0), listPath(0, 0): listPath(0, 1), listPath(0, 1): listPath(0, 2), listPath(1, 0): listPath(1, 0), listPath(1, 1): listPath(1, 1)])
    }

    /// A=[a0 a1] B=[b0 b1 b2] C=[c0]; move A last, a0 to row 1 of A, b2 to the top of A:
    /// B=[b0 b1] C=[c0] A=[b2 a0 a1].
    @Test func sectionMovesWithRowMovesInside() throws {
        let changes = batch {
            $0.moveSection(0, toSection: 2)
            $0.moveItem(at: listPath(0, 0), to: listPath(2, 1))
            $0.moveItem(at: listPath(1, 2), to: listPath(2, 0))
        }
        let update = try #require(validUpdate(changes, old: [2, 3, 1], new: [2, 1, 3]))
        #expect([0, 1, 2].map(update.newSection(forOld:)) == [2, 0, 1])
        #expect([0, 1, 2].map(update.oldSection(forNew:)) == [1, 2, 0])
        expectMapping(
            update,
            old: [listPath(0, 0): listPath(2, 1), listPath(0, 1): listPath(2, 2), listPath(1, 0): listPath(0, 0), listPath(1, 1): listPath(0, 1),
                  listPath(1, 2): listPath(2, 0), listPath(2, 0): listPath(1, 0)],
            new: [listPath(2, 0): listPath(1, 2), listPath(2, 1): listPath(0, 0), listPath(2, 2): listPath(0, 1), listPath(0, 0): listPath(1, 0),
                  listPath(0, 1): listPath(1, 1), listPath(1, 0): listPath(2, 0)])
    }

    /// a b c d; reload b, delete a, insert X last: b' c d X, where b' is a fresh cell for b.
    @Test func aReloadedRowKeepsItsPlaceButNeedsANewCell() throws {
        let changes = batch {
            $0.reloadItems(at: [listPath(0, 1)]); $0.deleteItems(at: [listPath(0, 0)]); $0.insertItems(at: [listPath(0, 3)])
        }
        let update = try #require(validUpdate(changes, old: [4], new: [4]))
        expectMapping(
            update,
            old: [listPath(0, 0): nil, listPath(0, 1): listPath(0, 0), listPath(0, 2): listPath(0, 1), listPath(0, 3): listPath(0, 2)],
            new: [listPath(0, 0): nil, listPath(0, 1): listPath(0, 2), listPath(0, 2): listPath(0, 3), listPath(0, 3): nil])
        #expect(update.isReloaded(old: listPath(0, 1)))
        #expect(!update.isReloaded(old: listPath(0, 2)))
    }

    /// [a b] [c d e] [f]; delete the first section, reload the last, insert one at the top:
    /// [new] [c d e] [fresh contents of the last section].
    @Test func aReloadedSectionKeepsItsPlaceWithAllRowsNew() throws {
        let changes = batch { $0.deleteSections([0]); $0.reloadSections([2]); $0.insertSections([0]) }
        let update = try #require(validUpdate(changes, old: [2, 3, 1], new: [4, 3, 2]))
        #expect([0, 1, 2].map(update.newSection(forOld:)) == [nil, 1, 2])
        #expect([0, 1, 2].map(update.oldSection(forNew:)) == [nil, 1, nil])
        #expect(update.isSectionReloaded(old: 2) && !update.isSectionReloaded(old: 1))
        expectMapping(
            update,
            old: [listPath(0, 1): nil, listPath(1, 2): listPath(1, 2), listPath(2, 0): nil],
            new: [listPath(0, 3): nil, listPath(1, 0): listPath(1, 0), listPath(2, 0): nil, listPath(2, 1): nil])
        #expect(update.isReloaded(old: listPath(2, 0)))
    }

    /// UIKit miscounts this batch (rdar://27041784); Tessera reloads the row where its section goes.
    @Test func aReloadedRowTravelsWithItsMovedSection() throws {
        let changes = batch { $0.reloadItems(at: [listPath(1, 0)]); $0.moveSection(1, toSection: 0) }
        let update = try #require(validUpdate(changes, old: [2, 3], new: [3, 2]))
        #expect(update.newIndexPath(forOld: listPath(1, 0)) == listPath(0, 0))
        #expect(update.isReloaded(old: listPath(1, 0)))
        #expect(update.oldIndexPath(forNew: listPath(0, 0)) == nil)
        #expect(update.oldIndexPath(forNew: listPath(0, 1)) == listPath(1, 1))
        #expect(update.oldIndexPath(forNew: listPath(1, 1)) == listPath(0, 1))
    }

    @Test func positionsOutOfRangeMapToNil() throws {
        let update = try #require(validUpdate(_ListBatch(), old: [2], new: [2]))
        #expect(update.newIndexPath(forOld: listPath(0, 2)) == nil)
        #expect(update.oldIndexPath(forNew: listPath(1, 0)) == nil)
        #expect(update.newSection(forOld: -1) == nil && update.oldSection(forNew: 1) == nil)
    }

    /// A million rows, a handful of changes: every query touches only the changes.
    @Test func aMillionRowsMapThroughAFewChanges() throws {
        let changes = batch {
            $0.deleteItems(at: [listPath(0, 10), listPath(0, 500_000)])
            $0.insertItems(at: [listPath(0, 0)])
            $0.moveItem(at: listPath(0, 999_999), to: listPath(0, 1))
        }
        let update = try #require(validUpdate(changes, old: [1_000_000], new: [999_999]))
        // Old rows 0...9 move down by the insert and the moved row; row 11 moves past the delete.
        #expect(update.newIndexPath(forOld: listPath(0, 9)) == listPath(0, 11))
        #expect(update.newIndexPath(forOld: listPath(0, 11)) == listPath(0, 12))
        #expect(update.newIndexPath(forOld: listPath(0, 500_001)) == listPath(0, 500_001))
        #expect(update.newIndexPath(forOld: listPath(0, 999_998)) == listPath(0, 999_998))
        #expect(update.newIndexPath(forOld: listPath(0, 999_999)) == listPath(0, 1))
        #expect(update.oldIndexPath(forNew: listPath(0, 500_001)) == listPath(0, 500_001))
        #expect(update.oldIndexPath(forNew: listPath(0, 500_000)) == listPath(0, 499_999))
        #expect(update.oldIndexPath(forNew: listPath(0, 0)) == nil)
    }
}
