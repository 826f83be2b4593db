@testable import Tessera
import Foundation
import Testing

/// Rows whose text wraps to `lines[row]` lines at a 20-column width.
@MainActor
final class WrappingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var lines: [Int]
    var heightCalls: [Int] = []
    var cellCalls: [Int] = []

    init(lines: [Int]) { self.lines = lines }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellCalls.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Wrap") ?? UITableViewCell(style: .default, reuseIdentifier: "Wrap")
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = (0..<lines[indexPath.row]).map { _ in "wrapping words" }.joined(separator: " ")
        return cell
    }
}

@MainActor
@Suite struct UITableViewSelfSizingTests {
    @Test func visibleRowsAreMeasuredAndTheRestEstimated() {
        let source = WrappingSource(lines: Array(repeating: 3, count: 1_000))
        let table = UITableView(frame: .zero, style: .plain)
        table.estimatedRowHeight = 44
        table.dataSource = source
        let host = makeTableHost(table, columns: 20, rows: 10)
        withExtendedLifetime((source, host)) {
            let measured = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            #expect(measured > 44, "three lines of text need more than one 44-point row")
            let visible = table.indexPathsForVisibleRows?.count ?? 0
            #expect(source.cellCalls == Array(0..<visible), "only rows in sight were asked for cells")
            // Unmeasured rows still count as estimates.
            #expect(table.contentSize.height == CGFloat(visible) * measured + CGFloat(1_000 - visible) * 44)
        }
    }

    @Test func contentDoesNotJumpWhenRowsAboveAreMeasured() {
        let source = WrappingSource(lines: Array(repeating: 3, count: 200))
        let table = UITableView(frame: .zero, style: .plain)
        table.estimatedRowHeight = 44
        table.dataSource = source
        let host = makeTableHost(table, columns: 20, rows: 10)
        withExtendedLifetime((source, host)) {
            // Jump into the middle: rows there are measured, rows above are still estimates.
            table.contentOffset.y = 44 * 100
            table.layoutIfNeeded()
            let anchor = table.indexPathsForVisibleRows!.first!
            let anchorOnScreen = table.rectForRow(at: anchor).minY - table.contentOffset.y
            // Scroll up by one terminal row: the row above is measured (taller than estimated);
            // the row that was on screen must move by exactly the scrolled distance.
            table.contentOffset.y -= 22
            table.layoutIfNeeded()
            let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
            #expect(after == anchorOnScreen + 22)
            #expect(table.indexPathsForVisibleRows!.first!.row == anchor.row - 1)
        }
    }

    @Test func delegateHeightsTurnOffSelfSizingPerRow() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var asked: [Int] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                asked.append(indexPath.row)
                return indexPath.row.isMultiple(of: 2) ? 22 : 66
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 20, rows: 10)
        withExtendedLifetime((source, host)) {
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 22, width: 220, height: 66))
            #expect(source.asked.count < 100, "heights are asked as rows come into sight, not for all rows")
        }
    }

    @Test func estimatesOffAsksEveryHeightAtLoad() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var asked = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                asked += 1
                return 44
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.estimatedRowHeight = 0
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 20, rows: 10)
        withExtendedLifetime((source, host)) {
            #expect(source.asked >= 50)
            let expected: CGFloat = 50 * 44
            #expect(table.contentSize.height == expected)
        }
    }
}
