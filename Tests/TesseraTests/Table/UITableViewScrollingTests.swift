@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite struct UITableViewScrollingTests {
    private let rowHeight: CGFloat = 44

    private func makeTable(rows: Int) -> (UITableView, RecordingTableSource) {
        let source = RecordingTableSource(rows: rows)
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = rowHeight
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }

    @Test func scrollingOneRowEndsOneAndDisplaysOne() {
        let (table, source) = makeTable(rows: 100)
        let host = makeTableHost(table, columns: 40, rows: 10)
        withExtendedLifetime(host) {
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            source.reset()
            table.contentOffset.y = rowHeight
            table.layoutIfNeeded()
            #expect(source.log == ["didEndDisplaying(0.0)", "cellForRow(0.5)", "willDisplay(0.5)"])
            // The cell that left is the one reused for the row that arrived.
            #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) === first)
            #expect(table.indexPathsForVisibleRows == (1...5).map { IndexPath(row: $0, section: 0) })
        }
    }

    @Test func halfRowOffsetShowsBothPartialRows() {
        let (table, source) = makeTable(rows: 100)
        let host = makeTableHost(table, columns: 40, rows: 10)
        withExtendedLifetime((host, source)) {
            table.contentOffset.y = 22
            table.layoutIfNeeded()
            #expect(table.indexPathsForVisibleRows == (0...5).map { IndexPath(row: $0, section: 0) })
        }
    }

    @Test func scrollingEndToEndKeepsAtMostVisiblePlusOneCells() {
        let (table, source) = makeTable(rows: 2_000)
        var made = 0
        let counting = CountingSource(base: source) { made += 1 }
        table.dataSource = counting
        let host = makeTableHost(table, columns: 40, rows: 10)
        withExtendedLifetime((host, counting)) {
            var offset: CGFloat = 0
            while offset < table.contentSize.height - table.bounds.height {
                offset += 22
                table.contentOffset.y = offset
                table.layoutIfNeeded()
            }
            #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 1_999, section: 0))
            #expect(made <= 6 + 2)
            #expect(
                table.visibleCells.count + table.cellQueue.waitingCount("Cell") == made,
                "every cell on screen or waiting for reuse is one the data source made: nothing is registered")
        }
    }

    @Test func prefetchesAScreenAheadAndCancelsWhenTheDirectionTurns() {
        let (table, source) = makeTable(rows: 100)
        table.prefetchDataSource = source
        let host = makeTableHost(table, columns: 40, rows: 10)
        withExtendedLifetime(host) {
            #expect(source.log.filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == ["prefetch(0.5,0.6,0.7,0.8,0.9)"])
            source.reset()
            table.contentOffset.y = rowHeight
            table.layoutIfNeeded()
            // Row 5 showed (no cancel); the window moved on by one.
            #expect(source.log.filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == ["prefetch(0.10)"])
            table.contentOffset.y = 3 * rowHeight
            table.layoutIfNeeded()
            source.reset()
            table.contentOffset.y = 2 * rowHeight
            table.layoutIfNeeded()
            #expect(source.log.filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == [
                "cancel(0.8,0.9,0.10,0.11,0.12)", "prefetch(0.1,0.0)",
            ])
        }
    }

    @Test func scrollToRowPlacesTheRow() {
        let (table, source) = makeTable(rows: 100)
        let host = makeTableHost(table, columns: 40, rows: 10)
        withExtendedLifetime((host, source)) {
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == 50 * rowHeight)
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
            #expect(table.contentOffset.y == 51 * rowHeight - table.bounds.height)
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == table.contentSize.height - table.bounds.height, "clamped at the end")
            let raised = collectingExceptions {
                table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
            }
            #expect(raised.map(\.reason) == ["Attempted to scroll the table view to an out-of-bounds row (100) when there are only 100 rows in section 0."])
        }
    }

    @Test func queriesAnswerInTableCoordinates() {
        let (table, source) = makeTable(rows: 10)
        let host = makeTableHost(table, columns: 40, rows: 10)
        withExtendedLifetime((host, source)) {
            #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 440, height: 44))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 140)) == IndexPath(row: 3, section: 0))
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 900)) == nil)
            #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 50)) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
            #expect(table.numberOfSections == 1)
            #expect(table.numberOfRows(inSection: 0) == 10)
            #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 440, height: 440))
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
            #expect(cell.flatMap(table.indexPath(for:)) == IndexPath(row: 2, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 8, section: 0)) == nil)
        }
    }
}

/// Wraps a data source and counts the cells it makes.
@MainActor
final class CountingSource: NSObject, UITableViewDataSource {
    let base: RecordingTableSource
    let onMake: () -> Void

    init(base: RecordingTableSource, onMake: @escaping () -> Void) {
        self.base = base
        self.onMake = onMake
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        base.sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? {
            onMake()
            return UITableViewCell(style: .default, reuseIdentifier: "Cell")
        }()
        cell.textLabel?.text = base.sections[indexPath.section][indexPath.row]
        return cell
    }
}
