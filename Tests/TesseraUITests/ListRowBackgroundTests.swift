import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable @MainActor
private final class Marks {
    var marked: Set<Int> = [2]
}

/// A background that reads the model: a mark at the row's trailing edge when marked.
private struct MarkBackground: View {
    let number: Int
    let marks: Marks

    var body: some View {
        HStack {
            Spacer()
            Text(marks.marked.contains(number) ? "★\(number)" : "·\(number)")
                .padding(.trailing, 22)
        }
    }
}

private struct MarkedList: View {
    let marks: Marks

    var body: some View {
        List(1...30, id: \.self) { number in
            Text("Row \(number)")
                .listRowBackground(MarkBackground(number: number, marks: marks))
        }
    }
}

@MainActor
struct ListRowBackgroundTests {
    @Test func aViewBackgroundFillsTheRowBehindItsContent() {
        let marks = Marks()
        let stage = Stage(MarkedList(marks: marks), columns: 24, rows: 6)
        stage.flush()
        expectScreen(stage.host.text, """
             Row 1              ·1 ┃
             ───────────────────────
             Row 2              ★2
             ───────────────────────
             Row 3              ·3
             ───────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func aChangeReadByABackgroundRunsOnlyThatBackground() {
        let marks = Marks()
        let stage = Stage(MarkedList(marks: marks), columns: 24, rows: 6)
        stage.flush()
        let before = stage.graph.bodyEvaluations(of: MarkBackground.self)
        marks.marked.insert(3)
        stage.flush()
        #expect(stage.host.text.contains("Row 3              ★3"))
        // Every shown background read the set: each runs again, no row's content does.
        #expect(stage.graph.bodyEvaluations(of: MarkBackground.self) - before == 3)
    }

    @Test func backgroundsAreReusedWithTheirRows() {
        let marks = Marks()
        let stage = Stage(MarkedList(marks: marks), columns: 24, rows: 6)
        stage.flush()
        stage.host.scroll(at: CellGrid.current.point(column: 5, row: 2), by: CGPoint(x: 0, y: -44 * 10))
        stage.flush()
        let lines = stage.host.text.components(separatedBy: "\n").filter { $0.contains("Row") }
        #expect(!lines.isEmpty)
        for line in lines {
            let words = line.split(separator: " ")
            #expect(words.count >= 3 && words[2] == "·\(words[1])", "\(line)")
        }
    }

    @Test func aColourBackgroundStillColoursTheCell() {
        let stage = Stage(List { Text("Red").listRowBackground(Color.red) }, columns: 24, rows: 4)
        stage.flush()
        let table = stage.controller.view.subviews.compactMap { $0 as? UITableView }.first
        let cell = table?.visibleCells.first
        #expect(cell?.backgroundColor?.description == UIColor(Color.red).description)
        #expect(cell?.backgroundView == nil)
    }
}

