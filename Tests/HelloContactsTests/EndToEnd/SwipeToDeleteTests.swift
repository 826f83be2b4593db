import Foundation
import Synchronization
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// Chapter 1's swipe to delete as the book writes it: the delegate's
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` returns one destructive Delete
/// action whose `UIContextualActionHandler` removes the contact, deletes the row between
/// `beginUpdates()` and `endUpdates()` and calls its completion — after the app's confirmation.
@Suite("Hello-Contacts swipe to delete", .serialized, .contactsAuthorized)
@MainActor
struct SwipeToDeleteTests {
    /// Stands between the table and the app's view controller, forwarding every call the table
    /// makes and writing down the ones about rows, so a test sees what the book's code asks.
    @MainActor
    final class CallRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
        let viewController: ViewController
        var log: [String] = []

        init(_ viewController: ViewController) {
            self.viewController = viewController
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            let count = viewController.tableView(tableView, numberOfRowsInSection: section)
            log.append("numberOfRows=\(count)")
            return count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            log.append("cellForRow(\(indexPath.row))")
            return viewController.tableView(tableView, cellForRowAt: indexPath)
        }

        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit(\(indexPath.row))")
            viewController.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }

        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            viewController.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            log.append("trailingSwipeActions(\(indexPath.row))")
            return viewController.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            viewController.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    /// The app with a ``CallRecorder`` between its table and its view controller.
    private func launch(_ store: CNContactStore, options: LaunchOptions = LaunchOptions()) -> (LaunchedApp, CallRecorder) {
        let app = LaunchedApp(store: store, options: options)
        let recorder = CallRecorder(app.viewController)
        app.tableView.dataSource = recorder
        app.tableView.delegate = recorder
        _ = app.host.render()
        recorder.log.removeAll()
        return (app, recorder)
    }

    /// Runs `body`, failing the test on any UIKit exception (an inconsistent batch update).
    private func withoutExceptions(_ body: () -> Void) {
        let raised = Mutex<[String]>([])
        UIKitException.$handler.withValue({ exception in raised.withLock { $0.append(exception.reason) } }) { body() }
        #expect(raised.withLock { $0 }.isEmpty)
    }

    @Test func theDelegateOffersTheBooksDestructiveDeleteAction() throws {
        let app = LaunchedApp(store: GeneratedContactStore(count: 5))
        let configuration = try #require(
            app.viewController.tableView(app.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
        #expect(configuration.actions.count == 1)
        #expect(configuration.actions.first?.style == .destructive)
        #expect(configuration.actions.first?.title == "Delete")
        #expect(app.viewController.tableView(app.tableView, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func leftArrowRevealsDeleteAndReturnDeletesTheRowAndTheContact() {
        let (app, recorder) = launch(GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        let rowsInSight = app.visibleCells.count
        app.host.press(.downArrow)  // row 0
        app.host.press(.downArrow)  // row 1
        app.host.press(.leftArrow)
        #expect(recorder.log == ["trailingSwipeActions(1)"])
        #expect(app.host.text.contains("Delete"), "the action shows beside the row")

        app.host.press(.enter)  // performs Delete: the app asks first
        #expect(app.alert?.title == "Delete Contact?")
        #expect(app.alert?.message?.hasPrefix("\(names[1]) leaves this list") == true)
        #expect(app.viewController.contacts.count == 50, "nothing is removed before the answer")

        withoutExceptions {
            app.host.press(.enter)  // Delete, the alert's highlighted button
            app.host.settle()  // the alert fades out, then its handler runs
            _ = app.host.render()
        }
        #expect(app.alert == nil)
        #expect(app.viewController.contacts.map(\.fullName) == [names[0]] + names[2...])
        // endUpdates() checks the table against its data source: the count is asked again and
        // only the row that scrolled in from below is asked for.
        #expect(recorder.log == ["trailingSwipeActions(1)", "numberOfRows=49", "cellForRow(\(rowsInSight - 1))"])
        #expect(app.tableView.numberOfRows(inSection: 0) == 49)
        #expect(app.visibleCells.prefix(3).map { $0.cell.nameLabel.text } == [names[0], names[2], names[3]].map(Optional.some))
        #expect(!app.host.text.contains("Delete") && !app.host.text.contains(names[1]), "the row closed and went")
    }

    @Test func cancelKeepsTheContactAndClosesTheRow() {
        let (app, recorder) = launch(GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        app.host.press(.downArrow)
        app.host.press(.leftArrow)
        app.host.press(.enter)
        #expect(app.alert?.title == "Delete Contact?")
        app.host.press(.escape)  // Cancel
        app.host.settle()
        _ = app.host.render()
        #expect(app.alert == nil)
        #expect(app.viewController.contacts.map(\.fullName) == names)
        #expect(recorder.log == ["trailingSwipeActions(0)"], "no update: the table is not asked again")
        #expect(!app.host.text.contains("Delete"), "the handler reported no deletion, so the row closed")
    }

    @Test func theHandlersCompletionSaysWhetherTheContactWasDeleted() throws {
        let app = LaunchedApp(store: GeneratedContactStore(count: 5))
        let configuration = try #require(
            app.viewController.tableView(app.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 2, section: 0)))
        let action = try #require(configuration.actions.first)
        var completions: [Bool] = []
        action.handler(action, app.tableView) { completions.append($0) }
        app.host.press(.escape)
        app.host.settle()
        #expect(completions == [false])
        action.handler(action, app.tableView) { completions.append($0) }
        app.host.press(.enter)
        app.host.settle()
        #expect(completions == [false, true])
        #expect(app.viewController.contacts.count == 4)
    }

    @Test func aSidewaysDragWithWriteDeletesTheContactFromTheAddressBook() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-swipe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let book = root.appendingPathComponent("personal")
        try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
        for (file, given, family) in [("ada", "Ada", "Lovelace"), ("alan", "Alan", "Turing"), ("grace", "Grace", "Hopper")] {
            let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(file)\r\nFN:\(given) \(family)\r\nN:\(family);\(given);;;\r\nEND:VCARD\r\n"
            try Data(card.utf8).write(to: book.appendingPathComponent("\(file).vcf"))
        }
        let options = try LaunchOptions(arguments: ["--vdir", root.path, "--write"])
        let (app, recorder) = launch(options.makeStore(), options: options)
        #expect(app.viewController.contacts.map(\.fullName) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])

        let row = app.host.center(of: app.visibleCells[1].cell)
        app.host.drag(from: row, to: CGPoint(x: row.x - 330, y: row.y))
        #expect(recorder.log == ["trailingSwipeActions(1)"])
        #expect(app.host.tap(text: "Delete"))
        #expect(app.alert?.message == "Alan Turing will be deleted from your address book.")
        withoutExceptions {
            app.host.press(.enter)
            app.host.settle()
        }

        #expect(app.viewController.contacts.map(\.fullName) == ["Ada Lovelace", "Grace Hopper"])
        #expect(recorder.log == ["trailingSwipeActions(1)", "numberOfRows=2"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: book.path).sorted() == ["ada.vcf", "grace.vcf"])
        #expect(app.host.text.contains("Grace Hopper") && !app.host.text.contains("Alan Turing"))
    }

    @Test func editModesDeleteControlStillCommitsThroughTheDataSource() {
        let (app, recorder) = launch(GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        app.host.press("e")
        app.host.press(.downArrow)
        app.host.press(.backspace)  // the red control: its Delete button
        app.host.press(.enter)      // commits, which the app confirms
        #expect(recorder.log.contains("commit(0)"))
        #expect(!recorder.log.contains { $0.hasPrefix("trailingSwipeActions") }, "edit mode does not swipe")
        withoutExceptions {
            app.host.press(.enter)
            app.host.settle()
        }
        #expect(app.viewController.contacts.map(\.fullName) == Array(names.dropFirst()))
    }
}
