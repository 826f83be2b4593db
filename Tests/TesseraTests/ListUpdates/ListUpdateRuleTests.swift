@testable import Tessera
import Foundation
import Testing

/// One test per UIKit rule, each checking UIKit's exact reason text.
@Suite struct ListUpdateRuleTests {
    // MARK: Valid batches

    @Test func anEmptyBatchWithUnchangedCountsIsValid() {
        #expect(failureReason(_ListBatch(), old: [3, 0], new: [3, 0]) == nil)
    }

    @Test func exactDuplicatesAreDroppedSilently() {
        let duplicated = batch {
            $0.deleteItems(at: [listPath(0, 1), listPath(0, 1)]); $0.insertItems(at: [listPath(0, 0), listPath(0, 0)])
            $0.moveItem(at: listPath(0, 2), to: listPath(0, 3)); $0.moveItem(at: listPath(0, 2), to: listPath(0, 3))
            $0.reloadItems(at: [listPath(0, 0), listPath(0, 0)])
        }
        #expect(failureReason(duplicated, old: [4], new: [4]) == nil)
    }

    @Test func rowDeletesInsideADeletedSectionAreAbsorbed() {
        let deletes = batch { $0.deleteSections([0]); $0.deleteItems(at: [listPath(0, 0), listPath(0, 9)]) }
        #expect(failureReason(deletes, old: [2, 1], new: [1]) == nil)
    }

    @Test func rowInsertsInsideAnInsertedSectionAreAbsorbed() {
        let inserts = batch { $0.insertSections([1]); $0.insertItems(at: [listPath(1, 0), listPath(1, 7)]) }
        #expect(failureReason(inserts, old: [2], new: [2, 3]) == nil)
    }

    @Test func aMoveWithinItsOwnMovedSectionIsNotCountedAsMovedInOrOut() {
        let moves = batch { $0.moveSection(0, toSection: 1); $0.moveItem(at: listPath(0, 0), to: listPath(1, 2)) }
        #expect(failureReason(moves, old: [3, 1], new: [1, 3]) == nil)
        #expect(failureReason(moves, old: [3, 1], new: [1, 4])
            == "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    // MARK: Conflicts

    @Test func deletingAndReloadingTheSameIndexPathIsRejected() {
        let conflict = batch { $0.deleteItems(at: [listPath(0, 1)]); $0.reloadItems(at: [listPath(0, 1)]) }
        #expect(failureReason(conflict, old: [3], new: [2])
            == "attempt to delete and reload the same index path (\(describedPath(0, 1)))")
    }

    @Test func deletingAndReloadingTheSameSectionIsRejected() {
        let conflict = batch { $0.deleteSections([1]); $0.reloadSections([1]) }
        #expect(failureReason(conflict, old: [1, 1], new: [1])
            == "attempt to delete and reload the same section (1)")
    }

    @Test func deletingAndMovingTheSameSectionIsRejected() {
        let conflict = batch { $0.deleteSections([0]); $0.moveSection(0, toSection: 1) }
        #expect(failureReason(conflict, old: [1, 1], new: [1])
            == "attempt to perform a delete and a move from the same section (0)")
    }

    @Test func deletingAndMovingTheSameIndexPathIsRejected() {
        let conflict = batch { $0.deleteItems(at: [listPath(0, 2)]); $0.moveItem(at: listPath(0, 2), to: listPath(0, 0)) }
        #expect(failureReason(conflict, old: [3], new: [2])
            == "attempt to perform a delete and a move from the same index path (\(describedPath(0, 2)))")
    }

    /// As reported in rdar://33662307: a reload is a delete, so UIKit names the delete.
    @Test func reloadingAndMovingTheSameIndexPathIsRejectedAsADeleteAndAMove() {
        let conflict = batch { $0.reloadItems(at: [listPath(0, 1)]); $0.moveItem(at: listPath(0, 1), to: listPath(0, 0)) }
        #expect(failureReason(conflict, old: [2], new: [2])
            == "attempt to perform a delete and a move from the same index path (\(describedPath(0, 1)))")
    }

    @Test func movingARowOutOfADeletedSectionIsRejected() {
        let conflict = batch { $0.deleteSections([0]); $0.moveItem(at: listPath(0, 0), to: listPath(0, 0)) }
        #expect(failureReason(conflict, old: [1, 1], new: [2])
            == "cannot move a row from a deleted section (0)")
        #expect(failureReason(conflict, old: [1, 1], new: [2], kind: .collection)
            == "cannot move an item from a deleted section (0)")
    }

    @Test func movingARowOutOfAReloadedSectionIsRejected() {
        let conflict = batch { $0.reloadSections([1]); $0.moveItem(at: listPath(1, 0), to: listPath(0, 0)) }
        #expect(failureReason(conflict, old: [1, 1], new: [2, 1])
            == "cannot move a row from a deleted section (1)")
    }

    @Test func insertingAndMovingToTheSameSectionIsRejected() {
        let conflict = batch { $0.insertSections([0]); $0.moveSection(1, toSection: 0) }
        #expect(failureReason(conflict, old: [1, 1], new: [1, 1, 1])
            == "attempt to perform an insert and a move to the same section (0)")
    }

    @Test func insertingAndMovingToTheSameIndexPathIsRejected() {
        let conflict = batch { $0.insertItems(at: [listPath(0, 0)]); $0.moveItem(at: listPath(0, 1), to: listPath(0, 0)) }
        #expect(failureReason(conflict, old: [2], new: [3])
            == "attempt to perform an insert and a move to the same index path (\(describedPath(0, 0)))")
    }

    @Test func movingARowIntoAnInsertedSectionIsRejected() {
        let conflict = batch { $0.insertSections([1]); $0.moveItem(at: listPath(0, 0), to: listPath(1, 0)) }
        #expect(failureReason(conflict, old: [2], new: [1, 1])
            == "cannot move a row into a newly inserted section (1)")
        #expect(failureReason(conflict, old: [2], new: [1, 1], kind: .collection)
            == "cannot move an item into a newly inserted section (1)")
    }

    @Test func movingARowIntoAReloadedSectionIsRejected() {
        let conflict = batch { $0.reloadSections([1]); $0.moveItem(at: listPath(0, 0), to: listPath(1, 0)) }
        #expect(failureReason(conflict, old: [2, 1], new: [1, 2])
            == "cannot move a row into a newly inserted section (1)")
    }

    // MARK: Ranges

    @Test func deletingASectionThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.deleteSections([2]) }, old: [1, 1], new: [1])
            == "attempt to delete section 2, but there are only 2 sections before the update")
    }

    @Test func reloadingASectionThatDoesNotExistIsRejectedAsADelete() {
        #expect(failureReason(batch { $0.reloadSections([1]) }, old: [1], new: [1])
            == "attempt to delete section 1, but there are only 1 sections before the update")
    }

    @Test func deletingARowFromASectionThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.deleteItems(at: [listPath(3, 0)]) }, old: [1], new: [1])
            == "attempt to delete row 0 from section 3, but there are only 1 sections before the update")
        #expect(failureReason(batch { $0.deleteItems(at: [listPath(3, 0)]) }, old: [1], new: [1], kind: .collection)
            == "attempt to delete item 0 from section 3, but there are only 1 sections before the update")
    }

    @Test func deletingARowThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.deleteItems(at: [listPath(0, 3)]) }, old: [3], new: [2])
            == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
        #expect(failureReason(batch { $0.deleteItems(at: [listPath(0, 20)]) }, old: [20], new: [19], kind: .collection)
            == "attempt to delete item 20 from section 0 which only contains 20 items before the update")
    }

    @Test func reloadingARowThatDoesNotExistIsRejectedAsADelete() {
        #expect(failureReason(batch { $0.reloadItems(at: [listPath(0, 1)]) }, old: [1], new: [1])
            == "attempt to delete row 1 from section 0 which only contains 1 rows before the update")
    }

    @Test func insertingASectionBeyondTheEndIsRejected() {
        #expect(failureReason(batch { $0.insertSections([3]) }, old: [1, 1], new: [1, 1, 1])
            == "attempt to insert section 3 but there are only 3 sections after the update")
    }

    @Test func insertingARowIntoASectionThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.insertItems(at: [listPath(2, 0)]) }, old: [1, 1], new: [1, 1])
            == "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
    }

    @Test func insertingARowBeyondTheEndOfItsSectionIsRejected() {
        #expect(failureReason(batch { $0.insertItems(at: [listPath(0, 8)]) }, old: [7], new: [8])
            == "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update")
        #expect(failureReason(batch { $0.insertItems(at: [listPath(0, 8)]) }, old: [7], new: [8], kind: .collection)
            == "attempt to insert item 8 into section 0, but there are only 8 items in section 0 after the update")
    }

    @Test func movingASectionThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.moveSection(2, toSection: 0) }, old: [1, 1], new: [1, 1])
            == "attempt to move section 2, but there are only 2 sections before the update")
    }

    /// UIKit's text really says "to to".
    @Test func movingASectionBeyondTheEndIsRejected() {
        #expect(failureReason(batch { $0.moveSection(0, toSection: 2) }, old: [1, 1], new: [1, 1])
            == "attempt to to move section 0 to section 2, but there are only 2 sections after the update")
    }

    @Test func movingARowFromASectionThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.moveItem(at: listPath(1, 0), to: listPath(0, 0)) }, old: [1], new: [1])
            == "attempt to move index path (\(describedPath(1, 0))) from a section that does not exist - there are only 1 sections before the update")
    }

    @Test func movingARowThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.moveItem(at: listPath(0, 2), to: listPath(0, 0)) }, old: [2], new: [2])
            == "attempt to move index path (\(describedPath(0, 2))) that does not exist - there are only 2 rows in section 0 before the update")
        #expect(failureReason(batch { $0.moveItem(at: listPath(0, 2), to: listPath(0, 0)) }, old: [2], new: [2], kind: .collection)
            == "attempt to move index path (\(describedPath(0, 2))) that does not exist - there are only 2 items in section 0 before the update")
    }

    @Test func movingARowIntoASectionThatDoesNotExistIsRejected() {
        #expect(failureReason(batch { $0.moveItem(at: listPath(0, 0), to: listPath(1, 0)) }, old: [2], new: [2])
            == "attempt to move index path (\(describedPath(0, 0))) to index path (\(describedPath(1, 0))) in section that does not exist - there are only 1 sections after the update")
    }

    @Test func movingARowBeyondTheEndOfItsNewSectionIsRejected() {
        #expect(failureReason(batch { $0.moveItem(at: listPath(0, 0), to: listPath(0, 2)) }, old: [2], new: [2])
            == "attempt to move index path (\(describedPath(0, 0))) to index path (\(describedPath(0, 2))) that does not exist - there are only 2 rows in section 0 after the update")
    }

    // MARK: Moving twice

    @Test func movingASectionToTwoPlacesIsRejected() {
        let twice = batch { $0.moveSection(0, toSection: 1); $0.moveSection(0, toSection: 2) }
        #expect(failureReason(twice, old: [1, 1, 1], new: [1, 1, 1])
            == "attempt to move section 0 to both section 1 and section 2")
    }

    @Test func movingTwoSectionsToOnePlaceIsRejected() {
        let twice = batch { $0.moveSection(0, toSection: 2); $0.moveSection(1, toSection: 2) }
        #expect(failureReason(twice, old: [1, 1, 1], new: [1, 1, 1])
            == "attempt to move both section 0 and section 1 to section 2")
    }

    @Test func movingARowToTwoPlacesIsRejected() {
        let twice = batch { $0.moveItem(at: listPath(0, 0), to: listPath(0, 1)); $0.moveItem(at: listPath(0, 0), to: listPath(0, 2)) }
        #expect(failureReason(twice, old: [3], new: [3])
            == "attempt to move row at index path \(describedPath(0, 0)) to both \(describedPath(0, 1)) and \(describedPath(0, 2))")
        #expect(failureReason(twice, old: [3], new: [3], kind: .collection)
            == "attempt to move item at index path \(describedPath(0, 0)) to both \(describedPath(0, 1)) and \(describedPath(0, 2))")
    }

    @Test func movingTwoRowsToOnePlaceIsRejected() {
        let twice = batch { $0.moveItem(at: listPath(0, 0), to: listPath(0, 2)); $0.moveItem(at: listPath(0, 1), to: listPath(0, 2)) }
        #expect(failureReason(twice, old: [3], new: [3])
            == "attempt to move both row at index path \(describedPath(0, 0)) and \(describedPath(0, 1)) to \(describedPath(0, 2))")
    }

    // MARK: Counts

    @Test func aWrongNumberOfSectionsIsRejected() {
        let sections = batch { $0.insertSections([0]); $0.deleteSections([1]) }
        #expect(failureReason(sections, old: [1, 1], new: [1, 1, 1])
            == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted).")
        #expect(failureReason(_ListBatch(), old: [1], new: [1, 1], kind: .collection)
            == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test func aReloadedSectionCountsAsOneInsertedAndOneDeleted() {
        #expect(failureReason(batch { $0.reloadSections([0]) }, old: [1], new: [1, 1])
            == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted).")
    }

    /// The message of issue #4, verbatim.
    @Test func aWrongNumberOfRowsIsRejectedWithTheIssuesMessage() {
        let rows = batch { $0.insertItems(at: [listPath(0, 0), listPath(0, 1)]); $0.deleteItems(at: [listPath(0, 3), listPath(0, 4)]) }
        #expect(failureReason(rows, old: [11], new: [12])
            == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (11), plus or minus the number of rows inserted or deleted from that section (2 inserted, 2 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test func aWrongNumberOfItemsIsRejectedWithTheCollectionViewsMessage() {
        #expect(failureReason(_ListBatch(), old: [1245], new: [1260], kind: .collection)
            == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1260) must be equal to the number of items contained in that section before the update (1245), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test func rowsMovedAcrossSectionsAreCountedInAndOut() {
        let moves = batch { $0.moveItem(at: listPath(0, 0), to: listPath(1, 0)); $0.moveItem(at: listPath(0, 1), to: listPath(1, 1)) }
        #expect(failureReason(moves, old: [2, 1], new: [2, 3])
            == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 2 moved out).")
    }

    @Test func aReloadedRowCountsAsOneInsertedAndOneDeleted() {
        #expect(failureReason(batch { $0.reloadItems(at: [listPath(0, 0)]) }, old: [2], new: [3])
            == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    /// The count check names the section by its index after the update.
    @Test func theWrongSectionIsNamedByItsIndexAfterTheUpdate() {
        let moved = batch { $0.moveSection(0, toSection: 1) }
        #expect(failureReason(moved, old: [4, 1], new: [1, 5])
            == "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test func insertedAndReloadedSectionsAreNotCounted() {
        let sections = batch { $0.insertSections([0]); $0.reloadSections([0]) }
        #expect(failureReason(sections, old: [3], new: [7, 9]) == nil)
    }

    @Test func rangeChecksComeBeforeCountChecks() {
        let both = batch { $0.deleteItems(at: [listPath(0, 5)]) }
        #expect(failureReason(both, old: [5], new: [9])
            == "attempt to delete row 5 from section 0 which only contains 5 rows before the update")
    }

    @Test func theExceptionIsAnInternalInconsistency() throws {
        let result = _ListUpdate.validate(batch { $0.deleteSections([4]) }, oldCounts: [1], newCounts: [1], kind: .table)
        #expect(throws: UIKitException.internalInconsistency(
            "attempt to delete section 4, but there are only 1 sections before the update")) { try result.get() }
    }
}
