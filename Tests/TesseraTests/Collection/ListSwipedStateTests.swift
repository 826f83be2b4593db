import Foundation
import Testing
import TesseraTestSupport

@_spi(TerminalHost) @testable import Tessera

/// While a row's swipe actions are revealed its cell's `configurationState.isSwiped` is on (and
/// its configuration updates when that changes); a sideways wheel turn reveals and closes them
/// as a two-finger swipe on a trackpad does, and a vertical one closes them, as scrolling does.
@MainActor
@Suite("Swiped state and closing swipes with the wheel")
struct ListSwipedStateTests {
    typealias List = ListSwipeActionsTests.List

    private static let second = IndexPath(item: 1, section: 0)

    /// Records every `isSwiped` the cell of item 1 is configured with, from now on.
    private func recordSwipedStates(of list: List) -> () -> [Bool] {
        var states: [Bool] = []
        let cell = list.collectionView.cellForItem(at: Self.second)!
        cell.configurationUpdateHandler = { _, state in states.append(state.isSwiped) }
        list.collectionView.layoutIfNeeded()
        return { states }
    }

    @Test func aCellIsSwipedWhileItsActionsAreRevealedAndItsConfigurationUpdates() {
        let list = List.trailing()
        let states = recordSwipedStates(of: list)
        #expect(states() == [false])
        list.host.drag(from: list.point(inItem: 1, x: 280), to: list.point(inItem: 1, x: 120))
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.cellForItem(at: Self.second)!.configurationState.isSwiped)
        #expect(!list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.configurationState.isSwiped)
        #expect(states() == [false, true])
        list.host.press(.escape)
        list.collectionView.layoutIfNeeded()
        #expect(states() == [false, true, false])
        #expect(!list.collectionView.cellForItem(at: Self.second)!.configurationState.isSwiped)
    }

    @Test func revealingAnotherRowMovesTheSwipedState() {
        let list = List.trailing()
        list.host.drag(from: list.point(inItem: 1, x: 280), to: list.point(inItem: 1, x: 120))
        list.collectionView.openSwipeActions(at: IndexPath(item: 2, section: 0), leading: false)
        let swiped = (0..<3).map { list.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))!.configurationState.isSwiped }
        #expect(swiped == [false, false, true])
    }

    @Test func aReusedCellIsNotSwiped() {
        let list = List(items: (0..<40).map { "Item \($0)" }) { list, configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned list] in list.actions(for: $0) }
        }
        list.collectionView.openSwipeActions(at: Self.second, leading: false)
        let swipedCell = list.collectionView.cellForItem(at: Self.second)!
        // Scrolling closes the actions; far enough, the cell comes back for another item.
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: 0, y: -22 * 20))
        list.collectionView.layoutIfNeeded()
        #expect(list.open == nil)
        #expect(!swipedCell.configurationState.isSwiped)
        #expect(list.collectionView.visibleCells.allSatisfy { !$0.configurationState.isSwiped })
    }

    // MARK: The wheel

    @Test func aSidewaysTurnBackTowardsTheActionsEdgeClosesThem() {
        let list = List.trailing()
        list.collectionView.openSwipeActions(at: Self.second, leading: false)
        // A turn the way the row moved to reveal them (leftwards) keeps them and performs nothing.
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: -33, y: 0))
        #expect(list.open?.indexPath == Self.second && list.log.isEmpty)
        // Back the other way: they close, and the list does not scroll.
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: 33, y: 0))
        #expect(list.open == nil)
        #expect(list.collectionView.contentOffset == .zero)
        list.host.settle()
        expectScreen(list.host.text, """
             Apple
             ─────────────────────────────
             Banana
             ─────────────────────────────
             Cherry
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func leadingActionsCloseWithATurnTheOtherWay() {
        let list = List { list, configuration in
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned list] in list.actions(for: $0) }
        }
        list.collectionView.openSwipeActions(at: Self.second, leading: true)
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: 33, y: 0))
        #expect(list.open != nil)
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: -33, y: 0))
        #expect(list.open == nil)
    }

    @Test func aSidewaysTurnOverARowRevealsItsActionsAsATrackpadSwipeDoes() {
        let list = List.trailing()
        // A turn to the right moves the row left, as a drag to the left: the trailing actions.
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: -33, y: 0))
        #expect(list.open?.indexPath == Self.second && list.open?.leading == false)
        #expect(list.collectionView.cellForItem(at: Self.second)!.configurationState.isSwiped)
        expectScreen(list.host.text, """
             Apple
             ─────────────────────────────
             Banana          Flag  Delete
             ───────────────
             Cherry
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
        // A turn to the left over a row of a list with only trailing actions reveals nothing.
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: 33, y: 0))
        list.host.scroll(at: list.point(inItem: 2, x: 100), by: CGPoint(x: 33, y: 0))
        #expect(list.open == nil)
    }

    @Test func aSidewaysTurnOverAListWithoutSwipesDoesNothing() {
        let list = List()
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: -33, y: 0))
        #expect(list.open == nil)
        #expect(list.collectionView.contentOffset == .zero)
    }

    @Test func aVerticalTurnClosesThemAndScrolls() {
        let list = List(items: (0..<40).map { "Item \($0)" }) { list, configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned list] in list.actions(for: $0) }
        }
        list.collectionView.openSwipeActions(at: Self.second, leading: false)
        list.host.scroll(at: list.point(inItem: 1, x: 100), by: CGPoint(x: 0, y: -22))
        #expect(list.open == nil)
        #expect(list.collectionView.contentOffset.y == 22)
    }

    // MARK: The table

    /// A table of three rows with a trailing Delete action, whose cells record `isSwiped`.
    @MainActor
    final class Table: NSObject, UITableViewDataSource, UITableViewDelegate {
        let table = UITableView(frame: .zero, style: .plain)
        var states: [String] = []
        var host: HeadlessHost!

        override init() {
            super.init()
            table.dataSource = self
            table.delegate = self
            host = makeTableHost(table, columns: 30, rows: 8)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.configurationUpdateHandler = { [unowned self] _, state in states.append("\(indexPath.row) \(state.isSwiped)") }
            return cell
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
    }

    @Test func aTableRowIsSwipedWhileItsActionsShowAndTheWheelClosesThem() throws {
        let fixture = Table()
        let table = fixture.table
        table.layoutIfNeeded()
        fixture.states = []
        table.openSwipeActions(at: IndexPath(row: 1, section: 0), leading: false)
        table.layoutIfNeeded()
        #expect(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).configurationState.isSwiped)
        #expect(fixture.states == ["1 true"])
        let row = table.convert(CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: 1, section: 0)).midY), to: nil)
        fixture.host.scroll(at: row, by: CGPoint(x: 33, y: 0))
        table.layoutIfNeeded()
        #expect(table.swipe == nil)
        #expect(fixture.states == ["1 true", "1 false"])
        // A turn to the right over row 2 reveals its trailing Delete.
        let other = table.convert(CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: 2, section: 0)).midY), to: nil)
        fixture.host.scroll(at: other, by: CGPoint(x: -33, y: 0))
        table.layoutIfNeeded()
        #expect(table.swipe?.indexPath == IndexPath(row: 2, section: 0))
        #expect(fixture.states == ["1 true", "1 false", "2 true"])
    }
}
