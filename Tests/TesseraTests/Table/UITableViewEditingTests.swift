@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite struct UITableViewEditingTests {
    private func makeTable(_ source: FruitSource) -> (UITableView, HeadlessHost) {
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        return (table, makeTableHost(table, columns: 32, rows: 14))
    }

    @Test func deleteControlAsksToConfirmThenCommits() {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            table.setEditing(true, animated: false)
            host.render()
            let lime = IndexPath(row: 1, section: 0)
            let cell = table.cellForRow(at: lime)!
            cell._editingControlTapped()
            #expect(cell._showsDeleteConfirmation)
            #expect(source.committed.isEmpty)
            cell._deleteConfirmationTapped()
            #expect(source.committed.map(\.1) == [lime])
            #expect(source.committed.map(\.0) == [.delete])
            #expect(table.numberOfRows(inSection: 0) == 2)
            table.layoutIfNeeded()
            #expect(table.cellForRow(at: lime)?.textLabel?.text == "Orange")
        }
    }

    /// Backspace and the forward Delete key both ask to delete the focused row.
    @Test(arguments: [HeadlessHost.Key.backspace, .deleteForward])
    func keyboardDeleteInEditMode(key: HeadlessHost.Key) {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            table.setEditing(true, animated: false)
            host.press(.downArrow)
            host.press(key)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?._showsDeleteConfirmation == true)
            host.press(.enter)
            #expect(source.sections[0].rows == ["Lime", "Orange"])
        }
    }

    @Test func swipeLeftRevealsDeleteWhenTheDataSourceCommits() {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            host.press(.downArrow)
            host.press(.leftArrow)
            #expect(table.swipe?.indexPath == IndexPath(row: 0, section: 0))
            let frame = host.render().text
            #expect(frame.split(separator: "\n")[1].contains("Delete"))
            host.press(.enter)
            #expect(source.sections[0].rows == ["Lime", "Orange"])
            #expect(table.swipe == nil)
        }
    }

    @Test func swipeActionsFromTheDelegateRunTheirHandler() {
        let source = FruitSource()
        var flagged: [IndexPath] = []
        source.leadingActions = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    flagged.append(indexPath)
                    done(true)
                },
            ])
        }
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            host.press(.downArrow)
            host.press(.downArrow)
            host.press(.rightArrow)
            #expect(table.swipe?.leading == true)
            host.press(.enter)
            #expect(flagged == [IndexPath(row: 1, section: 0)])
        }
    }

    /// As in UIKit, the first action sits at the row's edge: trailing actions read right to left,
    /// and ← walks from the edge into the row.
    @Test func trailingActionsPutTheFirstAtTheEdgeAndLeftArrowWalksIntoTheRow() {
        let source = FruitSource()
        var performed: [String] = []
        source.trailingActions = { _ in
            UISwipeActionsConfiguration(actions: ["Delete", "Archive"].map { title in
                UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) { _, _, done in
                    performed.append(title)
                    done(true)
                }
            })
        }
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            host.press(.downArrow)
            host.press(.leftArrow)
            let row = host.render().text.split(separator: "\n")[1]
            #expect(row.contains(" Archive  Delete"), "Delete at the edge, under the scroll indicator")
            #expect(table.swipeActionsView?.frame.maxX == table.bounds.maxX)
            host.press(.leftArrow)
            host.press(.enter)
            #expect(performed == ["Archive"])
            #expect(table.swipe == nil)
        }
    }

    @Test func reorderWithKeysCallsMoveRowAt() {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            table.setEditing(true, animated: false)
            host.press(.downArrow)
            host.press(HeadlessHost.Key.downArrow.with(.alternate))
            #expect(source.moves.map { [$0.0, $0.1] } == [[IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]])
            #expect(source.sections[0].rows == ["Lime", "Lemon", "Orange"])
            table.layoutIfNeeded()
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Lemon")
            #expect(table.focusedRow == IndexPath(row: 1, section: 0))
        }
    }

    @Test func noReorderControlsWithoutMoveRowAtInAController() {
        final class Controller: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
            }
        }
        let controller = Controller(style: .plain)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 8)
        withExtendedLifetime(host) {
            controller.setEditing(true, animated: false)
            host.render()
            #expect(controller.tableView.isEditing)
            #expect(controller.tableView.visibleCells.allSatisfy { !$0._displayContext.showsReorderControl })
            #expect(controller.tableView.visibleCells.allSatisfy { $0._displayContext.editingStyle == .delete })
        }
    }

    @Test func reorderControlsWhenAControllerOverridesMoveRowAt() {
        final class Controller: UITableViewController {
            var moved: [(IndexPath, IndexPath)] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "C") ?? UITableViewCell(style: .default, reuseIdentifier: "C")
            }
            override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                moved.append((sourceIndexPath, destinationIndexPath))
            }
        }
        let controller = Controller(style: .plain)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 8)
        withExtendedLifetime(host) {
            controller.setEditing(true, animated: false)
            host.render()
            #expect(controller.tableView.visibleCells.allSatisfy { $0._displayContext.showsReorderControl })
            host.press(.downArrow)
            host.press(HeadlessHost.Key.downArrow.with(.alternate))
            #expect(controller.moved.map { [$0.0, $0.1] } == [[IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]])
        }
    }

    @Test func insertControlCommitsAnInsertAtOnce() {
        let source = FruitSource()
        source.editingStyles[IndexPath(row: 2, section: 0)] = .insert
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            table.setEditing(true, animated: false)
            host.render()
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            #expect(cell.editingStyle == .insert)
            cell._editingControlTapped()
            #expect(source.committed.map(\.0) == [.insert])
            #expect(source.committed.map(\.1) == [IndexPath(row: 2, section: 0)])
        }
    }

    @Test func swipingTellsTheDelegateEditingBeganAndEnded() {
        let source = FruitSource()
        let (table, host) = makeTable(source)
        withExtendedLifetime((source, host)) {
            host.press(.downArrow)
            host.press(.leftArrow)
            host.press(.escape)
            #expect(source.editingLog == ["willBeginEditing(0.0)", "didEndEditing(0.0)"])
            #expect(table.swipe == nil)
        }
    }
}
