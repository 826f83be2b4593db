import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// Hello-Contacts driven as a person would: launch, authorize, scroll 10,000 contacts, select,
/// edit, reorder and delete, asserting frames, the screen and the model.
@Suite("Hello-Contacts end to end", .serialized, .contactsAuthorized)
@MainActor
struct HelloContactsEndToEndTests {
    private let rowHeight: CGFloat = 44
    private let barHeight: CGFloat = 44

    @Test func launchesWithTheTablePinnedUnderTheBarAndCellsLaidOutByConstraints() async {
        let app = LaunchedApp(store: GeneratedContactStore(count: 10_000))
        let bounds = app.viewController.view.bounds
        #expect(bounds.size == CGSize(width: 880, height: 528))
        #expect(app.tableView.frame == bounds, "pinned to its superview's edges")
        #expect(app.tableView.adjustedContentInset.top == barHeight, "the bar's height is in the safe area")
        #expect(app.viewController.contacts.count == 10_000)

        // Content resting at its top stays there when the bar's height joins the adjusted
        // inset: row 0 starts just below the bar.
        #expect(app.tableView.contentOffset.y == -barHeight)
        let visible = app.visibleCells
        #expect(visible.map(\.row) == Array(0..<Int((bounds.height - barHeight) / rowHeight)), "only the rows in sight have cells")
        let (_, first) = visible[0]
        #expect(first.frame == CGRect(x: 0, y: 0, width: 880, height: rowHeight))
        #expect(first.contactImage.frame == CGRect(x: 22, y: 0, width: 44, height: 44))
        #expect(first.contactImage.layer.cornerRadius == 22 && first.contactImage.clipsToBounds, "a round avatar")
        #expect(first.nameLabel.frame == CGRect(x: 88, y: 0, width: 132, height: 22))
        #expect(first.nameLabel.text == "Ada Lovelace")
        #expect(app.tableView.separatorInset.left == 88, "separators start under the names")

        let lines = app.host.lines
        #expect(lines[0].contains("Contacts") && lines[0].contains("Edit"))
        #expect(Array(lines[2]).dropFirst(8).starts(with: "Ada Lovelace"), "the first name is below the bar, at column 8")
        #expect(!lines[3].prefix(8).contains("─") && Array(lines[3])[8] == "─", "separators start under the names")
    }

    /// The first launch asks, with the app's name and usage description, and remembers the
    /// answer. (The contacts that follow are read on the main queue, outside this test's
    /// privacy context; the pseudo-terminal test follows a real first launch to the list.)
    @Test func asksForAccessOnTheFirstLaunchAndRemembersTheAnswer() async throws {
        let sandbox = PromptRecorder(answer: true)
        try await sandbox.run {
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
            let app = LaunchedApp(store: CNContactStore(source: .sample))
            for _ in 0..<100_000 where CNContactStore.authorizationStatus(for: .contacts) == .notDetermined {
                await drainMainQueue()
            }
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
            #expect(sandbox.asked == ["\u{201C}Hello-Contacts\u{201D} Would Like to Access Your Contacts\nHello-Contacts reads your contacts and shows them in a list.\n"])
            _ = app
        }
    }

    @Test(.contactsDenied) func saysWhyTheListIsEmptyWhenDenied() {
        let app = LaunchedApp(store: CNContactStore(source: .sample))
        #expect(app.viewController.contacts.isEmpty)
        #expect((app.viewController.fetchError as? CNError)?.code == .authorizationDenied)
        #expect(app.host.text.contains("may not read your contacts"))
    }

    @Test func scrollsToTheEndOfTenThousandContactsWithAHandfulOfCells() async {
        let app = LaunchedApp(store: GeneratedContactStore(count: 10_000))
        var cellsSeen = Set<ObjectIdentifier>()
        for _ in 0..<40 {
            app.host.press(.pageDown)
            _ = app.host.render()
            cellsSeen.formUnion(app.visibleCells.map { ObjectIdentifier($0.cell) })
        }
        app.host.press(.end)
        _ = app.host.render()
        cellsSeen.formUnion(app.visibleCells.map { ObjectIdentifier($0.cell) })

        let table = app.tableView
        let contentHeight = CGFloat(10_000) * rowHeight
        #expect(table.contentSize.height == contentHeight)
        #expect(table.contentOffset.y == contentHeight - table.bounds.height + table.adjustedContentInset.bottom)
        let visible = app.visibleCells
        #expect(visible.last?.row == 9_999)
        let last = app.viewController.contacts[9_999]
        #expect(visible.last?.cell.nameLabel.text == last.fullName)
        #expect(visible.last?.cell.frame.maxY == contentHeight)
        #expect(app.host.lines.suffix(2).contains { $0.contains(last.fullName) }, "the last contact is on the last rows")
        #expect(cellsSeen.count <= visible.count + 4, "cells are reused: \(cellsSeen.count) made for 10,000 rows")
    }

    @Test func selectingARowShowsItsNameAndTheAlertsButtonDeselectsIt() async {
        let app = LaunchedApp(store: GeneratedContactStore(count: 10_000))
        let row = 2
        let name = app.viewController.contacts[row].fullName
        #expect(app.host.tap(text: name))
        #expect(app.alert?.title == "Contact tapped")
        #expect(app.alert?.message == "You tapped \(name)")
        #expect(app.tableView.indexPathForSelectedRow == IndexPath(row: row, section: 0), "the row stays selected under the alert")
        app.host.settle()  // the alert fades in
        #expect(app.host.text.contains("You tapped \(name)"))

        app.host.press(.enter)
        app.host.settle()
        #expect(app.alert?.title == nil, "Ok dismisses the alert")
        #expect(app.tableView.indexPathForSelectedRow == nil, "Ok deselects the row")
    }

    @Test func theKeyboardSelectsTooAndQuestionMarkShowsTheKeys() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 50))
        // The first ↓ focuses the first row in sight (below the bar), the second the next one.
        let top = app.tableView.contentOffset.y + app.tableView.adjustedContentInset.top
        let firstInSight = app.visibleCells.first { $0.cell.frame.minY >= top }?.row ?? 0
        app.host.press(.downArrow)
        app.host.press(.downArrow)
        app.host.press(.enter)
        #expect(app.alert?.message == "You tapped \(app.viewController.contacts[firstInSight + 1].fullName)")
        app.host.press(.enter)
        app.host.settle()
        #expect(app.alert?.title == nil)

        app.host.press("?")
        #expect(app.alert?.title == "Keys")
        app.host.settle()
        #expect(app.host.text.contains("Edit / Done"))
        app.host.press(.enter)
        app.host.settle()
        #expect(app.alert?.title == nil)

        var quits = 0
        app.viewController.quit = { quits += 1 }
        app.host.press("q")
        #expect(quits == 1)
    }

    @Test func editTogglesEditingAndTheButtonReadsDone() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 50))
        #expect(app.host.tap(text: "Edit"))
        #expect(app.viewController.isEditing && app.tableView.isEditing)
        #expect(app.viewController.editButtonItem.title == "Done")
        #expect(app.host.lines[0].contains("Done"))
        app.host.press("e")
        #expect(!app.viewController.isEditing && !app.tableView.isEditing)
        #expect(app.host.lines[0].contains("Edit"))
    }

    @Test func reorderingMovesTheContactInTheModelAndOnScreen() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        app.viewController.setEditing(true, animated: false)
        // What the table does when a reorder drag ends: the data source moves the contact,
        // the table moves the row.
        let source = IndexPath(row: 0, section: 0)
        let destination = IndexPath(row: 3, section: 0)
        app.viewController.tableView(app.tableView, moveRowAt: source, to: destination)
        app.tableView.moveRow(at: source, to: destination)
        _ = app.host.render()
        let expected = Array(names[1...3]) + [names[0]] + Array(names[4...])
        #expect(app.viewController.contacts.map(\.fullName) == expected)
        #expect(app.visibleCells.prefix(5).map { $0.cell.nameLabel.text } == expected.prefix(5).map(Optional.some))
    }

    @Test func deletingAsksFirstAndCancelKeepsTheContact() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        app.viewController.setEditing(true, animated: false)
        app.viewController.tableView(app.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        #expect(app.alert?.title == "Delete Contact?")
        #expect(app.alert?.message?.contains("--write") == true, "says the address book is not changed")
        app.host.press(.escape)
        app.host.settle()
        #expect(app.alert?.title == nil)
        #expect(app.viewController.contacts.map(\.fullName) == names)

        app.viewController.tableView(app.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        app.host.press(.enter)  // Delete is the highlighted button
        app.host.settle()
        _ = app.host.render()
        #expect(app.viewController.contacts.map(\.fullName) == [names[0]] + names[2...])
        #expect(app.tableView.numberOfRows(inSection: 0) == 49)
        #expect(app.visibleCells[1].cell.nameLabel.text == names[2])
    }
}

/// The list fits any terminal, and follows it when it is resized.
@Suite("Hello-Contacts at any size", .serialized, .contactsAuthorized)
@MainActor
struct HelloContactsSizeTests {
    @Test(arguments: [(1, 1), (12, 4), (40, 12), (80, 24), (132, 43), (250, 80)])
    func fillsTheTerminal(columns: Int, rows: Int) {
        let app = LaunchedApp(store: CNContactStore(source: .sample), columns: columns, rows: rows)
        let size = CellGrid.current.size(columns: columns, rows: rows)
        #expect(app.tableView.frame == CGRect(origin: .zero, size: size))
        let lines = app.host.lines
        #expect(lines.count <= rows)
        #expect(lines.allSatisfy { $0.count <= columns })
        let rowsInSight = Int((size.height / 44).rounded(.up))
        #expect(app.visibleCells.count <= min(6, rowsInSight))
        #expect(app.visibleCells.allSatisfy { $0.cell.frame.width == size.width })
    }

    @Test func followsAResize() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 100), columns: 80, rows: 24)
        let smaller = HeadlessHost(window: app.window, columns: 40, rows: 12)
        _ = smaller.render()
        #expect(app.tableView.frame == CGRect(x: 0, y: 0, width: 440, height: 264))
        #expect(app.visibleCells.first?.cell.frame.width == 440)
        #expect(app.visibleCells.count <= 6)
        #expect(smaller.text.contains("Ada Lovelace"))
        #expect(smaller.lines.count == 12 && smaller.lines.allSatisfy { $0.count <= 40 })
    }
}
