import Foundation
import Testing
import TesseraContacts
import TesseraTestSupport
@_spi(TerminalHost) import Tessera
@testable import HelloContactsKit
@testable import TesseraUI

/// Hello-Contacts in SwiftUI (`--swiftui`): the list, the selection alert, Edit, delete and
/// move, a contact's page, at 10,000 contacts.
@Suite(.contactsAuthorized)
@MainActor
struct SwiftUIHelloContactsTests {
    @MainActor private struct App {
        let window: UIWindow
        let host: HeadlessHost
        let controller: SwiftUIContactsController

        init(count: Int) throws {
            window = AppDelegate.makeWindow(options: try LaunchOptions(arguments: ["--swiftui"]), store: GeneratedContactStore(count: count))
            controller = window.rootViewController as! SwiftUIContactsController
            host = HeadlessHost(window: window, columns: 60, rows: 12)
            window.makeKeyAndVisible()
            flush()
        }

        func flush() {
            controller._graph.runTurn()
            _ = host.render()
        }

        var navigationController: UINavigationController {
            controller.children.compactMap { $0 as? UINavigationController }.first!
        }

        var table: UITableView {
            navigationController.viewControllers[0].view.subviews.compactMap { $0 as? UITableView }.first!
        }

        var alert: UIAlertController? { controller.presentedViewController as? UIAlertController }
    }

    @Test func tenThousandContactsBuildOnlyTheRowsOnScreen() throws {
        let app = try App(count: 10_000)
        let rows = app.table.numberOfRows(inSection: 0)
        #expect(rows == 10_000)
        let text = app.host.text
        #expect(text.contains("Contacts") && text.contains("Edit") && text.contains("Ada Lovelace"))
        let visible = app.table.indexPathsForVisibleRows?.count ?? 0
        #expect(visible == 5)
        let bodies = app.controller._graph.bodyEvaluations(of: ContactRow.self)
        #expect(bodies == visible)
    }

    @Test func aTapShowsTheSelectionAlertAndDetailsPushesTheContactsPage() throws {
        let app = try App(count: 100)
        let name = app.controller.model.contacts[1].fullName
        app.host.tap(app.table.cellForRow(at: IndexPath(row: 1, section: 0))!)
        app.flush()
        app.host.settle()
        let title = app.alert?.title, message = app.alert?.message
        #expect(title == "Contact tapped")
        #expect(message == "You tapped \(name)")
        let selectedRow = app.table.indexPathForSelectedRow
        #expect(selectedRow == IndexPath(row: 1, section: 0))
        let tappedDetails = app.host.tap(text: "Details")
        #expect(tappedDetails)
        app.flush()
        app.host.settle()
        app.flush()
        app.host.settle()
        let alertTitle = app.alert?.title
        #expect(alertTitle == nil)
        let pages = app.navigationController.viewControllers.count
        #expect(pages == 2)
        let page = app.host.text
        #expect(page.contains(name))
        let selected = app.table.indexPathForSelectedRow
        #expect(selected == nil, "dismissing the alert deselects the row")
    }

    @Test func editShowsDeleteControlsAndDeletingAndMovingChangeTheModel() throws {
        let app = try App(count: 100)
        let model = app.controller.model
        let names = model.contacts.prefix(3).map(\.fullName)
        let tappedEdit = app.host.tap(text: "Edit")
        #expect(tappedEdit)
        app.flush()
        app.host.settle()
        let editing = app.table.isEditing
        #expect(editing)
        let screen = app.host.text
        #expect(screen.contains("Done"))
        app.table.dataSource?.tableView(app.table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        app.flush()
        app.host.settle()
        let count = model.contacts.count, shown = app.table.numberOfRows(inSection: 0)
        #expect(count == 99)
        #expect(shown == 99)
        app.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        app.table.dataSource?.tableView(app.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        app.flush()
        let moved = model.contacts.prefix(2).map(\.fullName)
        #expect(moved == [names[2], names[1]])
        let shownAfterMove = app.table.numberOfRows(inSection: 0)
        #expect(shownAfterMove == 99)
    }
}
