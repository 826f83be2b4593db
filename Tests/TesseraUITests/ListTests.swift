import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A row that counts its body evaluations by type.
private struct NumberRow: View {
    let number: Int
    var body: some View { Text("Row \(number)") }
}

private struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// A row with state of its own, to see it kept or lost with the row's identity.
private struct CounterRow: View {
    let item: Item
    @State var taps = 0
    var body: some View {
        Button("\(item.name) \(taps)") { taps += 1 }
    }
}

@Observable @MainActor
private final class Model {
    var items: [Item]
    init(_ items: [Item]) { self.items = items }
}

@MainActor
private struct Editable: View {
    let model: Model
    var body: some View {
        List {
            ForEach(model.items) { item in CounterRow(item: item) }
                .onDelete { model.items.remove(atOffsets: $0) }
                .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

@MainActor
extension Stage {
    var table: UITableView {
        flush()
        return controller.view.subviews.compactMap { $0 as? UITableView }.first!
    }

    /// The visible cells' texts, top to bottom.
    var rowTexts: [String] {
        let table = table
        return (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0) }.map { cell in
            cell.contentView.subviews.compactMap { view in
                (view as? UILabel)?.text ?? view.subviews.compactMap { ($0 as? UILabel)?.text }.first
            }.joined(separator: " ")
        }
    }
}

@MainActor
struct ListTests {
    @Test func staticRowsAreTableRowsWithSeparators() {
        let stage = Stage(List { Text("One"); Text("Two") }, columns: 20, rows: 5)
        expectScreen(stage.text, """
             One
             ───────────────────
             Two
             ───────────────────

            """, ignoringTrailingBlanks: true)
    }

    @Test func aMillionRowsBuildOnlyTheVisibleOnes() {
        let stage = Stage(List(0..<1_000_000, id: \.self) { NumberRow(number: $0) }, columns: 20, rows: 8)
        stage.flush()
        #expect(stage.table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(stage.rowTexts == ["Row 0", "Row 1", "Row 2", "Row 3"])
        let first = stage.graph.bodyEvaluations(of: NumberRow.self)
        #expect(first == 4)
        // One row's scroll: one row enters, its body alone runs.
        stage.table.contentOffset.y = 44
        stage.flush()
        #expect(stage.rowTexts == ["Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(stage.graph.bodyEvaluations(of: NumberRow.self) == first + 1)
        // Far away: the screen's rows, and no more.
        stage.table.contentOffset.y = 44 * 500_000
        stage.flush()
        #expect(stage.rowTexts == ["Row 500000", "Row 500001", "Row 500002", "Row 500003"])
        #expect(stage.graph.bodyEvaluations(of: NumberRow.self) == first + 5)
    }

    @Test func insertingKeepsTheCellsAndStateOfRowsThatKeepTheirIdentity() {
        let model = Model([Item(id: 1, name: "a"), Item(id: 2, name: "b")])
        let stage = Stage(Editable(model: model), columns: 20, rows: 8)
        stage.tap(row: 1)
        #expect(stage.rowTexts == ["a 0", "b 1"])
        let cellB = stage.table.cellForRow(at: IndexPath(row: 1, section: 0))
        model.items.insert(Item(id: 3, name: "c"), at: 0)
        stage.flush()
        #expect(stage.rowTexts == ["c 0", "a 0", "b 1"])
        #expect(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB)
        // Deleting "a" moves nothing else; "b" keeps its state.
        model.items.removeAll { $0.id == 1 }
        stage.flush()
        #expect(stage.rowTexts == ["c 0", "b 1"])
        #expect(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
    }

    @Test func aChangeToOneItemEvaluatesThatRowAlone() {
        let model = Model((0..<50).map { Item(id: $0, name: "n\($0)") })
        let stage = Stage(Editable(model: model), columns: 20, rows: 8)
        stage.flush()
        let before = stage.graph.bodyEvaluations(of: CounterRow.self)
        model.items[2].name = "changed"
        stage.flush()
        #expect(stage.rowTexts == ["n0 0", "n1 0", "changed 0", "n3 0"])
        #expect(stage.graph.bodyEvaluations(of: CounterRow.self) == before + 1)
    }

    @Test func swipeToDeleteCallsOnDeleteWithTheOffset() {
        let model = Model([Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")])
        let stage = Stage(Editable(model: model), columns: 20, rows: 8)
        let table = stage.table
        #expect(table.dataSource?.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)) == true)
        table.dataSource?.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        #expect(model.items.map(\.name) == ["a", "c"])
        stage.flush()
        #expect(stage.rowTexts == ["a 0", "c 0"])
    }

    @Test func movingARowCallsOnMoveAndTheTableDoesNotMoveItTwice() {
        let model = Model([Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")])
        let stage = Stage(Editable(model: model), columns: 20, rows: 8)
        let table = stage.table
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        table.dataSource?.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(model.items.map(\.name) == ["b", "c", "a"])
        stage.flush()
        #expect(stage.rowTexts == ["b 0", "c 0", "a 0"])
    }

    @Test func duplicateIdentifiersAreReportedWithSwiftUIsMessage() {
        let model = Model([Item(id: 1, name: "a"), Item(id: 2, name: "b")])
        let stage = Stage(Editable(model: model), columns: 20, rows: 8)
        stage.flush()
        let messages = Messages()
        _RuntimeIssue.$handler.withValue({ message in messages.append(message) }) {
            model.items.append(Item(id: 1, name: "again"))
            stage.flush()
        }
        #expect(messages.all == ["List: the ID 1 occurs multiple times within the collection, this will give undefined results!"])
        #expect(stage.rowTexts == ["a 0", "b 0", "again 0"])
    }
}

/// Messages collected by a handler.
private final class Messages: @unchecked Sendable {
    private(set) var all: [String] = []
    func append(_ message: String) { all.append(message) }
}

@MainActor
extension Stage {
    /// Taps the row at `row` of the first section (its content, where a button is).
    func tap(row: Int) {
        let table = table
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) else {
            Issue.record("No row \(row) on screen")
            return
        }
        let target = cell.contentView.subviews.first ?? cell
        host.tap(target)
        flush()
    }
}
