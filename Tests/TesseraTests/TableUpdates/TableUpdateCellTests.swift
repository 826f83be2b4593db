@testable import Tessera
import Foundation
import Testing

/// Worked examples of how a batch update treats the cells on screen: surviving rows keep
/// their cells, and only rows that come into sight (or are reloaded) are asked for cells.
///
/// Every table here is 40×10 cells: rows of 44 points, five rows in sight.
@MainActor
@Suite struct TableUpdateCellTests {
    private func makeTable(rows: Int = 20) -> ModelTable {
        ModelTable(sections: [(0..<rows).map { "r\($0)" }])
    }

    private func cells(_ model: ModelTable) -> [UITableViewCell] { (0..<5).compactMap { model.table.cellForRow(at: IndexPath(row: $0, section: 0)) } }

    private func texts(_ model: ModelTable) -> [String?] { cells(model).map { $0.textLabel?.text } }

    @Test func deletingAVisibleRowKeepsTheOtherCellsAndAsksOnlyForTheRowScrollingIn() {
        let model = makeTable()
        let before = cells(model)
        let created = ModelCell.made
        model.source.requestedIDs.removeAll()

        model.source.sections[0].remove(at: 1)
        // Without animation a leaving cell is reused at once (animated: TableUpdateAnimationTests).
        UIView.performWithoutAnimation { model.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic) }

        #expect(texts(model) == ["r0", "r2", "r3", "r4", "r5"])
        let after = cells(model)
        #expect(after[0] === before[0])
        #expect(after[1] === before[2] && after[2] === before[3] && after[3] === before[4])
        #expect(model.source.requestedIDs == ["r5"])
        // The deleted row's cell went to the reuse queue and came back for the new row.
        #expect(after[4] === before[1])
        #expect(ModelCell.made == created)
        #expect(model.table.contentSize.height == 19 * TableUpdateModelTests.rowHeight)
    }

    @Test func insertingAtTheTopShiftsTheCellsDownAndAsksOnlyForTheNewRow() {
        let model = makeTable()
        let before = cells(model)
        model.source.requestedIDs.removeAll()

        model.source.sections[0].insert("new", at: 0)
        // Without animation a leaving cell is reused at once (animated: TableUpdateAnimationTests).
        UIView.performWithoutAnimation { model.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top) }

        #expect(texts(model) == ["new", "r0", "r1", "r2", "r3"])
        let after = cells(model)
        #expect(Array(after[1...]).elementsEqual(before[0..<4], by: ===))
        #expect(model.source.requestedIDs == ["new"])
        // Row 4 scrolled out; its cell was reused for the inserted row.
        #expect(after[0] === before[4])
    }

    @Test func reloadingARowAsksTheDataSourceForAFreshCell() {
        let model = makeTable()
        let before = cells(model)
        let prepared = before.map { ($0 as! ModelCell).preparedForReuse }
        model.source.requestedIDs.removeAll()

        model.source.sections[0][2] = "r2 edited"
        // Without animation a leaving cell is reused at once (animated: TableUpdateAnimationTests).
        UIView.performWithoutAnimation { model.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade) }

        #expect(texts(model) == ["r0", "r1", "r2 edited", "r3", "r4"])
        #expect(model.source.requestedIDs == ["r2 edited"])
        let after = cells(model)
        #expect(after[0] === before[0] && after[1] === before[1] && after[3] === before[3] && after[4] === before[4])
        // The reloaded row's cell came through the reuse queue: prepared for reuse.
        let reloaded = after[2] as! ModelCell
        #expect(reloaded.preparedForReuse == (reloaded === before[2] ? prepared[2] + 1 : 1))
    }

    @Test func movingARowKeepsItsCell() {
        let model = makeTable()
        let before = cells(model)
        model.source.requestedIDs.removeAll()

        let moved = model.source.sections[0].remove(at: 0)
        model.source.sections[0].insert(moved, at: 3)
        model.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))

        #expect(texts(model) == ["r1", "r2", "r3", "r0", "r4"])
        let after = cells(model)
        #expect(after[3] === before[0])
        #expect(after[0] === before[1] && after[1] === before[2] && after[2] === before[3] && after[4] === before[4])
        #expect(model.source.requestedIDs == [])
    }

    @Test func reconfiguringARowHandsBackTheSameCellWithoutPrepareForReuse() {
        let model = makeTable()
        let before = cells(model)
        let cell = before[1] as! ModelCell
        let prepared = cell.preparedForReuse
        model.source.requestedIDs.removeAll()

        model.source.sections[0][1] = "r1 edited"
        model.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])

        #expect(model.source.requestedIDs == ["r1 edited"])
        #expect(model.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.textLabel?.text == "r1 edited")
        #expect(cell.preparedForReuse == prepared)
        #expect(cells(model).elementsEqual(before, by: ===))
    }

    @Test func aSelectedRowStaysSelectedWhenRowsAreInsertedAboveIt() {
        let model = makeTable()
        model.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cell = cells(model)[2]

        model.source.sections[0].insert(contentsOf: ["a", "b"], at: 0)
        model.table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)

        #expect(model.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(model.table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        #expect(cell.isSelected)
        #expect(cells(model).filter(\.isSelected).count == 1)
    }

    @Test func reloadingASelectedRowDeselectsIt() {
        let model = makeTable()
        model.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)

        model.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)

        #expect(model.table.indexPathsForSelectedRows == nil)
        #expect(cells(model).allSatisfy { !$0.isSelected })
    }

    @Test func anEmptyBatchChecksTheCounts() {
        let model = makeTable()
        model.source.sections[0].append("extra")

        let exceptions = collectingExceptions {
            model.table.beginUpdates()
            model.table.endUpdates()
        }

        #expect(exceptions.map(\.reason) == [
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (21) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
        ])
        #expect(model.table.numberOfRows(inSection: 0) == 21)
    }
}
