import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// Editing with the keyboard, through the table view's own keys: Edit, the focused row's delete
/// control and its confirmation, the app's confirmation alert, and moving a row.
@Suite("Hello-Contacts editing with the keyboard", .serialized, .contactsAuthorized)
@MainActor
struct KeyboardEditingTests {
    @Test func deleteKeyInEditModeDeletesTheFocusedRowAfterBothConfirmations() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        app.host.press("e")
        #expect(app.tableView.isEditing)
        app.host.press(.downArrow)  // focuses row 0
        app.host.press(.downArrow)  // row 1
        app.host.press(.backspace)  // the row's delete control: shows its Delete button
        app.host.press(.enter)      // the Delete button: commits the deletion, which the app confirms
        #expect(app.alert?.title == "Delete Contact?")
        #expect(app.alert?.message?.hasPrefix(names[1]) == true)
        app.host.press(.enter)
        app.host.settle()  // the alert fades out, then its handler runs
        #expect(app.alert?.title == nil)
        #expect(app.viewController.contacts.map(\.fullName) == [names[0]] + names[2...])
        #expect(app.host.text.contains(names[2]) && !app.host.text.contains(names[1]))
    }

    @Test func optionArrowsMoveTheFocusedRowInEditMode() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        app.host.press("e")
        app.host.press(.downArrow)  // row 0
        app.host.press(HeadlessHost.Key.downArrow.with(.alternate))
        app.host.press(HeadlessHost.Key.downArrow.with(.alternate))
        let expected = [names[1], names[2], names[0]] + names[3...]
        #expect(app.viewController.contacts.map(\.fullName) == expected)
        #expect(app.visibleCells.prefix(3).map { $0.cell.nameLabel.text } == expected.prefix(3).map(Optional.some))
    }

    @Test func swipingARowOffersDeleteWhichTheAppConfirms() {
        let app = LaunchedApp(store: GeneratedContactStore(count: 50))
        let names = app.viewController.contacts.map(\.fullName)
        let row = app.host.center(of: app.visibleCells[2].cell)
        app.host.drag(from: row, to: CGPoint(x: row.x - 330, y: row.y))
        #expect(app.host.tap(text: "Delete"))
        #expect(app.alert?.title == "Delete Contact?")
        app.host.press(.enter)
        app.host.settle()
        #expect(app.viewController.contacts.map(\.fullName) == Array(names[0...1]) + names[3...])
    }
}
