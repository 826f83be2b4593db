@testable import Tessera
import Foundation
import Testing

/// Issue #4: "cell instances alive ≤ visible + 2 per identifier after scrolling end to end".
///
/// A 120×40 screen shows 20 rows of 44 points (21 when a row is cut in half).
@MainActor
@Suite struct TableReuseTests {
    /// Rows "Row N" made as the books make them, counting the cells made.
    final class CountingSource: NSObject, UITableViewDataSource {
        let rowCount: Int
        private(set) var cellsCreated = 0

        init(rowCount: Int) { self.rowCount = rowCount }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? {
                cellsCreated += 1
                return UITableViewCell(style: .default, reuseIdentifier: "Row")
            }()
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func scrollEndToEnd(rows: Int, step: CGFloat) -> (source: CountingSource, table: UITableView, mostVisible: Int) {
        let source = CountingSource(rowCount: rows)
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        let host = makeTableHost(table, columns: 120, rows: 40)
        var mostVisible = table.visibleCells.count
        let end = table.contentSize.height - table.bounds.height
        var offset: CGFloat = 0
        while offset < end {
            offset = min(end, offset + step)
            table.contentOffset = CGPoint(x: 0, y: offset)
            // Layout decides which cells exist; compositing every step would only slow the test.
            table.layoutIfNeeded()
            mostVisible = max(mostVisible, table.visibleCells.count)
        }
        #expect(table.contentOffset.y == end)
        _ = host.render()
        #expect(table.visibleCells.last?.textLabel?.text == "Row \(rows - 1)")
        return (source, table, mostVisible)
    }

    @Test(arguments: [22, 44, 66] as [CGFloat])
    func scrollingEndToEndKeepsAtMostTheVisibleCellsPlusTwo(step: CGFloat) {
        let (source, table, mostVisible) = scrollEndToEnd(rows: 1_000, step: step)
        #expect(mostVisible <= 21)
        #expect(source.cellsCreated <= mostVisible + 2)
        #expect(
            table.visibleCells.count + table.cellQueue.waitingCount("Row") == source.cellsCreated,
            "every cell on screen or waiting for reuse is one the data source made: nothing is registered")
    }

    @Test func scrollingAMillionRowsByScreensKeepsAtMostTheVisibleCellsPlusTwo() {
        // 50,000 rows at a time: every step replaces every cell on screen.
        let (source, _, mostVisible) = scrollEndToEnd(rows: 1_000_000, step: 2_200_000)
        #expect(source.cellsCreated <= mostVisible + 2)
    }
}
