@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite struct UITableViewDisplayTests {
    @Test func firstLayoutAsksCountsThenCellsOnlyForVisibleRows() {
        let source = RecordingTableSource(rows: 100)
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 40, rows: 10)
        withExtendedLifetime(host) {
            // 10 terminal rows = 220 pt = 5 rows of 44 pt.
            #expect(source.log == [
                "numberOfSections", "numberOfRows(0)",
                "cellForRow(0.0)", "willDisplay(0.0)", "cellForRow(0.1)", "willDisplay(0.1)",
                "cellForRow(0.2)", "willDisplay(0.2)", "cellForRow(0.3)", "willDisplay(0.3)",
                "cellForRow(0.4)", "willDisplay(0.4)",
            ])
            #expect(table.contentSize.height == 4400)
            #expect(table.visibleCells.count == 5)
        }
    }

    @Test func rendersRowsWithSeparators() {
        let source = RecordingTableSource(rows: 100)
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        let host = makeTableHost(table, columns: 30, rows: 6)
        print(host.render().text)
    }
}
