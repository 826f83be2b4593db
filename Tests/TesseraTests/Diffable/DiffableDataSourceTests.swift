import Foundation
import Testing

@testable import Tessera

/// A table of 44-point rows in a 40 × 10 window (five rows in sight) shown by a diffable data
/// source whose cell provider logs the items it configures.
/// Completion handlers' calls, in order.
@MainActor
final class CompletionLog {
    var names: [String] = []
}

@MainActor
final class DiffableTable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    let table = UITableView(frame: .zero, style: .plain)
    let host: HeadlessHost
    private(set) var dataSource: UITableViewDiffableDataSource<String, Int>!
    /// The items the cell provider was asked for, in order.
    var configured: [Int] = []

    typealias Source = UITableViewDiffableDataSource<String, Int>

    /// `make` makes the data source from the table and the cell provider (a subclass, say).
    init(make: (UITableView, @escaping Source.CellProvider) -> Source = { Source(tableView: $0, cellProvider: $1) }) {
        table.rowHeight = 44
        table.register(ModelCell.self, forCellReuseIdentifier: "Cell")
        host = makeTableHost(table, columns: 40, rows: 10)
        dataSource = make(table) { [unowned self] tableView, indexPath, item in
            configured.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
    }

    /// The items of the rows on screen, read from their cells.
    var shownItems: [Int] {
        (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0)?.textLabel?.text }.compactMap { Int($0.dropFirst(5)) }
    }

    /// The cells on screen by the item they show.
    var cellsByItem: [Int: UITableViewCell] {
        var cells: [Int: UITableViewCell] = [:]
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            if let cell = table.cellForRow(at: indexPath), let item = dataSource.itemIdentifier(for: indexPath) { cells[item] = cell }
        }
        return cells
    }

    /// A snapshot of one section "S" holding `items`.
    static func snapshot(_ items: [Int], section: String = "S") -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([section])
        snapshot.appendItems(items)
        return snapshot
    }
}

@MainActor
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
    @Test func applyingShowsTheSnapshotAndAnswersQueries() {
        let model = DiffableTable()
        var snapshot = DiffableTable.snapshot(Array(0..<20))
        snapshot.appendSections(["T"])
        snapshot.appendItems([100, 101])
        var completed = false
        model.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        model.table.layoutIfNeeded()
        #expect(model.table.numberOfSections == 2 && model.table.numberOfRows(inSection: 0) == 20)
        #expect(model.shownItems == [0, 1, 2, 3, 4])
        #expect(model.configured == [0, 1, 2, 3, 4])
        #expect(model.dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
        #expect(model.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == 101)
        #expect(model.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == nil)
        #expect(model.dataSource.indexPath(for: 100) == IndexPath(row: 0, section: 1))
        #expect(model.dataSource.indexPath(for: 999) == nil)
        #expect(model.dataSource.sectionIdentifier(for: 1) == "T" && model.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(model.dataSource.index(for: "T") == 1 && model.dataSource.index(for: "Q") == nil)
        #expect(model.table.dataSource === model.dataSource)
    }

    @Test func anApplyConfiguresOnlyTheRowsThatComeIntoSight() {
        let model = DiffableTable()
        model.dataSource.apply(DiffableTable.snapshot(Array(0..<20)))
        model.table.layoutIfNeeded()
        let before = model.cellsByItem
        let made = ModelCell.made
        model.configured.removeAll()

        // Delete 1, insert 50 after 3, move 0 to the end; without animation, so that the
        // cells that leave are reused at once (animated: TableUpdateAnimationTests).
        model.dataSource.apply(DiffableTable.snapshot([2, 3, 50] + Array(4..<20) + [0]), animatingDifferences: false)
        model.table.layoutIfNeeded()

        #expect(model.shownItems == [2, 3, 50, 4, 5])
        #expect(model.configured == [50, 5], "only the inserted row and the row scrolling in are configured")
        let after = model.cellsByItem
        for item in [2, 3, 4] { #expect(after[item] === before[item], "item \(item) keeps its cell") }
        #expect(ModelCell.made == made, "the cells that left are reused")
    }

    @Test func reconfiguredRowsKeepTheirCellAndReloadedRowsAreDequeuedAgain() throws {
        let model = DiffableTable()
        model.dataSource.apply(DiffableTable.snapshot(Array(0..<10)))
        model.table.layoutIfNeeded()
        let cell = try #require(model.cellsByItem[1] as? ModelCell)
        let reusedBefore = cell.preparedForReuse
        model.configured.removeAll()

        var snapshot = model.dataSource.snapshot()
        snapshot.reconfigureItems([1])
        model.dataSource.apply(snapshot)
        #expect(model.configured == [1])
        #expect(model.cellsByItem[1] === cell && cell.preparedForReuse == reusedBefore, "reconfiguring hands back the same cell without prepareForReuse")

        model.configured.removeAll()
        snapshot = model.dataSource.snapshot()
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty, "the data source keeps its snapshot without marks")
        snapshot.reloadItems([2])
        model.dataSource.apply(snapshot)
        model.table.layoutIfNeeded()
        #expect(model.configured == [2])
        #expect(model.shownItems == [0, 1, 2, 3, 4])
    }

    @Test func reloadDataShowsASnapshotWithoutDiffing() {
        let model = DiffableTable()
        model.dataSource.apply(DiffableTable.snapshot(Array(0..<10)))
        model.table.layoutIfNeeded()
        model.configured.removeAll()
        var completed = false
        model.dataSource.applySnapshotUsingReloadData(DiffableTable.snapshot([7, 8, 9])) { completed = true }
        model.table.layoutIfNeeded()
        #expect(completed && model.shownItems == [7, 8, 9] && model.configured == [7, 8, 9])
    }

    @Test func rowsAreNotEditableOrMovableUnlessASubclassSaysSo() {
        let model = DiffableTable()
        model.dataSource.apply(DiffableTable.snapshot([1, 2, 3]))
        let first = IndexPath(row: 0, section: 0)
        #expect(!model.dataSource.tableView(model.table, canEditRowAt: first))
        #expect(!model.dataSource.tableView(model.table, canMoveRowAt: first))
        #expect(model.dataSource.tableView(model.table, titleForHeaderInSection: 0) == nil)
    }

    /// A data source as the books write one: rows can be deleted by swiping.
    final class DeletingDataSource: UITableViewDiffableDataSource<String, Int> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            apply(snapshot)
        }
    }

    @Test func aSubclassDeletesBySwipingAndReordersIntoTheSnapshot() {
        let model = DiffableTable { DeletingDataSource(tableView: $0, cellProvider: $1) }
        model.dataSource.apply(DiffableTable.snapshot([1, 2, 3]))
        model.host.press(.downArrow)
        model.host.press(.leftArrow)
        #expect(model.table.swipe?.indexPath == IndexPath(row: 0, section: 0))
        model.host.press(.enter)
        model.table.layoutIfNeeded()
        #expect(model.dataSource.snapshot().itemIdentifiers == [2, 3])
        #expect(model.shownItems == [2, 3])

        // The table moved the row already; the data source follows.
        model.dataSource.tableView(model.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(model.dataSource.snapshot().itemIdentifiers == [3, 2])
    }

    @Test func applyingFromABackgroundQueueArrivesInOrderOnTheMainQueue() async {
        let model = DiffableTable()
        let dataSource = model.dataSource!
        let completions = CompletionLog()
        let first = DiffableTable.snapshot([1, 2, 3]), second = DiffableTable.snapshot([3, 4])
        await Task.detached {
            dataSource.apply(first) { completions.names.append("first") }
            dataSource.apply(second, animatingDifferences: false) { completions.names.append("second") }
        }.value
        // This test resumes on the main queue after both queued applies ran, in order.
        #expect(dataSource.snapshot().itemIdentifiers == [3, 4])
        model.table.layoutIfNeeded()
        #expect(model.shownItems == [3, 4])
        // The first apply animates on the window's clock: its completion waits for it.
        #expect(completions.names == ["second"])
        model.host.settle()
        #expect(completions.names == ["second", "first"])
    }

    @Test func aNilCellStopsWithAMessage() {
        let table = UITableView(frame: .zero, style: .plain)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
        let host = makeTableHost(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        let raised = collectingExceptions {
            dataSource.apply(snapshot)
            table.layoutIfNeeded()
        }
        #expect(raised.map(\.reason) == ["UITableView failed to obtain a cell from its dataSource (UITableViewDiffableDataSource<Int, Int>)"])
        withExtendedLifetime(host) {}
    }
}
