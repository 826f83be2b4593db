@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite struct UITableViewSelectionTests {
    private func makeTable(rows: Int = 20) -> (UITableView, RecordingTableSource, HeadlessHost) {
        let source = RecordingTableSource(rows: rows)
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        let host = makeTableHost(table, columns: 40, rows: 10)
        source.reset()
        return (table, source, host)
    }

    @Test func tapHighlightsThenSelectsInUIKitsOrder() {
        let (table, source, host) = makeTable()
        withExtendedLifetime((source, host)) {
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(source.log == ["shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)", "willSelect(0.1)", "didSelect(0.1)"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
            source.reset()
            host.tap(at: CGPoint(x: 50, y: 100))
            #expect(source.log == [
                "shouldHighlight(0.2)", "didHighlight(0.2)", "didUnhighlight(0.2)",
                "willSelect(0.2)", "willDeselect(0.1)", "didDeselect(0.1)", "didSelect(0.2)",
            ])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        }
    }

    @Test func multipleSelectionTogglesRows() {
        let (table, source, host) = makeTable()
        table.allowsMultipleSelection = true
        withExtendedLifetime((source, host)) {
            host.tap(at: CGPoint(x: 50, y: 10))
            host.tap(at: CGPoint(x: 50, y: 100))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            source.reset()
            host.tap(at: CGPoint(x: 50, y: 10))
            #expect(source.log == ["shouldHighlight(0.0)", "didHighlight(0.0)", "didUnhighlight(0.0)", "willDeselect(0.0)", "didDeselect(0.0)"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        }
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() {
        let (table, source, host) = makeTable()
        withExtendedLifetime((source, host)) {
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
            table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(source.log.isEmpty)
        }
    }

    @Test func selectingARowOffScreenScrollsToIt() {
        let (table, source, host) = makeTable()
        withExtendedLifetime((source, host)) {
            table.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .middle)
            table.layoutIfNeeded()
            #expect(table.cellForRow(at: IndexPath(row: 15, section: 0))?.isSelected == true)
        }
    }

    @Test func dragScrollsWithoutSelecting() {
        let (table, source, host) = makeTable()
        withExtendedLifetime((source, host)) {
            host.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 50, y: 100))
            #expect(table.contentOffset.y > 0)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(!source.log.contains { $0.hasPrefix("didSelect") })
        }
    }

    @Test func keyboardFocusMovesAndReturnSelects() {
        let (table, source, host) = makeTable()
        withExtendedLifetime((source, host)) {
            host.press(.downArrow)
            host.press(.downArrow)
            #expect(table.focusedRow == IndexPath(row: 1, section: 0))
            host.press(.enter)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            #expect(source.log.contains("didSelect(0.1)"))
            for _ in 0..<10 { host.press(.downArrow) }
            #expect(table.focusedRow == IndexPath(row: 11, section: 0))
            let range = table.rectForRow(at: IndexPath(row: 11, section: 0))
            #expect(range.maxY <= table.contentOffset.y + table.bounds.height, "the focused row is scrolled into view")
        }
    }

    @Test func selectionIsOffWhenNotAllowed() {
        let (table, source, host) = makeTable()
        table.allowsSelection = false
        withExtendedLifetime((source, host)) {
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(source.log.isEmpty)
            #expect(table.indexPathForSelectedRow == nil)
        }
    }

    @Test func reloadDataClearsSelection() {
        let (table, source, host) = makeTable()
        withExtendedLifetime((source, host)) {
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            table.reloadData()
            #expect(table.indexPathForSelectedRow == nil)
        }
    }
}

@MainActor
@Suite struct UITableViewBatchCompletionTests {
    @Test func performBatchUpdatesCallsItsCompletion() {
        let source = RecordingTableSource(rows: 3)
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        let host = makeTableHost(table, columns: 20, rows: 6)
        var finished: [Bool] = []
        withExtendedLifetime((source, host)) {
            // Row 3 is below the screen: nothing moves, so the completion runs at once.
            table.performBatchUpdates({
                source.sections[0].append("Row 3")
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            }, completion: { finished.append($0) })
            #expect(table.numberOfRows(inSection: 0) == 4)
            #expect(finished == [true])
            // A row inserted on screen animates; the completion waits for the animation.
            table.performBatchUpdates({
                source.sections[0].insert("Row new", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: { finished.append($0) })
            #expect(finished == [true])
            host.settle()
            #expect(finished == [true, true])
        }
    }
}
