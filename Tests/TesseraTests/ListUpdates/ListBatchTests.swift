@testable import Tessera
import Foundation
import Testing

@Suite struct ListBatchTests {
    @Test func aNewBatchIsEmpty() {
        #expect(_ListBatch().isEmpty)
    }

    @Test func everyKindOfChangeMakesTheBatchNonEmpty() {
        let recorders: [(inout _ListBatch) -> Void] = [
            { $0.deleteSections([0]) }, { $0.insertSections([0]) }, { $0.reloadSections([0]) },
            { $0.moveSection(0, toSection: 1) }, { $0.deleteItems(at: [listPath(0, 0)]) },
            { $0.insertItems(at: [listPath(0, 0)]) }, { $0.reloadItems(at: [listPath(0, 0)]) },
            { $0.moveItem(at: listPath(0, 0), to: listPath(0, 1)) },
        ]
        for record in recorders {
            #expect(!batch(record).isEmpty)
        }
    }

    @Test func appendMergesANestedBatchIntoOne() {
        var outer = batch { $0.deleteItems(at: [listPath(0, 1)]); $0.insertSections([2]) }
        outer.append(batch {
            $0.deleteItems(at: [listPath(0, 0)]); $0.insertSections([3]); $0.moveSection(1, toSection: 0)
            $0.reloadItems(at: [listPath(1, 0)]); $0.moveItem(at: listPath(1, 1), to: listPath(0, 0))
        })
        #expect(outer.deletedItems == [listPath(0, 1), listPath(0, 0)])
        #expect(outer.insertedSections == [2, 3])
        #expect(outer.sectionMoves == [_ListMove(from: 1, to: 0)])
        #expect(outer.reloadedItems == [listPath(1, 0)])
        #expect(outer.itemMoves == [_ListMove(from: listPath(1, 1), to: listPath(0, 0))])
    }

    @Test func appendingAnEmptyBatchChangesNothing() {
        var recorded = batch { $0.insertItems(at: [listPath(0, 0)]) }
        recorded.append(_ListBatch())
        #expect(recorded.insertedItems == [listPath(0, 0)])
        #expect(recorded.deletedItems.isEmpty && recorded.itemMoves.isEmpty)
    }
}
