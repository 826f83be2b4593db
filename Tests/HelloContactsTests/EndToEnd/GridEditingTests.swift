import Foundation
import Synchronization
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// Chapter 2's user interactions in the grid, driven as a person would: deleting the focused
/// card (after the list's confirmation), and reordering cards with a long press and a drag or
/// with ⌥ and the arrows — in both layouts, with the order kept through scrolling.
@Suite("Hello-Contacts grid editing", .serialized, .contactsAuthorized)
@MainActor
struct GridEditingTests {
    /// Runs `body`, failing the test on any UIKit exception (an inconsistent batch update).
    private func withoutExceptions(_ body: () -> Void) {
        let raised = Mutex<[String]>([])
        UIKitException.$handler.withValue({ exception in raised.withLock { $0.append(exception.reason) } }) { body() }
        #expect(raised.withLock { $0 }.isEmpty)
    }

    /// The names on the cards in sight, in item order, and whether each card sits where the
    /// layout puts its item.
    private func cards(of app: LaunchedGrid) -> (names: [String], laidOut: Bool) {
        let cards = app.visibleCards
        let layout = app.collectionView.collectionViewLayout
        let laidOut = cards.allSatisfy { card in
            card.cell.frame == layout.layoutAttributesForItem(at: IndexPath(item: card.item, section: 0))?.frame
        }
        return (cards.map { $0.cell.nameLabel.text ?? "?" }, laidOut)
    }

    /// Whether every card in sight shows the contact the model has at its item.
    private func cardsMatchTheModel(_ app: LaunchedGrid) -> Bool {
        let contacts = app.viewController.contacts.map(\.fullName)
        return app.visibleCards.allSatisfy { $0.cell.nameLabel.text == contacts[$0.item] }
    }

    /// Scrolls down two screens and back to the top.
    private func scrollAwayAndBack(_ app: LaunchedGrid) {
        app.host.press(.pageDown)
        app.host.press(.pageDown)
        _ = app.host.render()
        #expect(app.visibleCards.first.map { $0.item > 6 } == true, "scrolled away")
        #expect(cardsMatchTheModel(app))
        app.host.press(.home)
        _ = app.host.render()
    }

    // MARK: Deleting

    @Test(arguments: GridViewController.Layout.allCases, [HeadlessHost.Key.backspace, .deleteForward])
    func deleteDeletesTheFocusedCardAfterConfirmation(layout: GridViewController.Layout, key: HeadlessHost.Key) {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 50), layout: layout)
        let names = app.viewController.contacts.map(\.fullName)
        app.host.press(.downArrow)   // focuses the first card
        app.host.press(.rightArrow)  // the second
        let before = cards(of: app)
        app.host.press(key)
        #expect(app.alert?.title == "Delete Contact?")
        #expect(app.alert?.message?.hasPrefix("\(names[1]) leaves this list") == true)
        #expect(app.viewController.contacts.count == 50, "nothing goes before the answer")

        withoutExceptions {
            app.host.press(.enter)  // Delete
            app.host.settle()  // the alert fades out, then its handler runs
            _ = app.host.render()
        }
        #expect(app.alert == nil)
        #expect(app.viewController.contacts.map(\.fullName) == [names[0]] + names[2...])
        #expect(app.collectionView.numberOfItems(inSection: 0) == 49)
        let after = cards(of: app)
        #expect(after.laidOut, "the cards after it moved up into the layout's places")
        #expect(Array(after.names.prefix(before.names.count - 1)) == [names[0]] + names[2..<before.names.count])
        #expect(!app.host.text.contains(names[1]))
    }

    @Test func cancelKeepsTheCardAndDeleteWithoutAFocusDoesNothing() {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 20))
        let names = app.viewController.contacts.map(\.fullName)
        app.host.press(.backspace)
        #expect(app.alert == nil, "no card has the focus yet")
        app.host.press(.downArrow)
        app.host.press(.backspace)
        #expect(app.alert?.title == "Delete Contact?")
        app.host.press(.escape)
        app.host.settle()
        #expect(app.alert == nil)
        #expect(app.viewController.contacts.map(\.fullName) == names)
    }

    @Test func withWriteDeletingACardDeletesTheContactFromTheAddressBook() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-grid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let book = root.appendingPathComponent("personal")
        try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
        for (file, given, family) in [("ada", "Ada", "Lovelace"), ("alan", "Alan", "Turing"), ("grace", "Grace", "Hopper")] {
            let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(file)\r\nFN:\(given) \(family)\r\nN:\(family);\(given);;;\r\nEND:VCARD\r\n"
            try Data(card.utf8).write(to: book.appendingPathComponent("\(file).vcf"))
        }
        let options = try LaunchOptions(arguments: ["--vdir", root.path, "--layout", "grid", "--write"])
        let window = AppDelegate.makeWindow(options: options, store: options.makeStore())
        let grid = try #require((window.rootViewController as? UINavigationController)?.topViewController as? GridViewController)
        #expect(grid.writesAddressBook)
        let host = HeadlessHost(window: window, columns: 80, rows: 24)
        window.makeKeyAndVisible()
        _ = host.render()

        host.press(.downArrow)
        host.press(.rightArrow)
        host.press(.deleteForward)
        let alert = grid.presentedViewController as? UIAlertController
        #expect(alert?.message == "Alan Turing will be deleted from your address book.")
        host.press(.enter)
        host.settle()
        #expect(grid.contacts.map(\.fullName) == ["Ada Lovelace", "Grace Hopper"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: book.path).sorted() == ["ada.vcf", "grace.vcf"])
        #expect(host.text.contains("Grace Hopper") && !host.text.contains("Alan Turing"))
    }

    // MARK: Reordering

    @Test(arguments: GridViewController.Layout.allCases)
    func aLongPressAndADragReorderTheCards(layout: GridViewController.Layout) {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 60), layout: layout)
        let names = app.viewController.contacts.map(\.fullName)
        let picked = app.visibleCards[0].cell
        let start = app.host.center(of: picked)
        let target = app.host.center(of: app.visibleCards[4].cell)

        app.host.touchDown(at: start)
        app.host.advanceTime(by: 0.6)  // held: the card is picked up
        app.host.touchMove(to: CGPoint(x: (start.x + target.x) / 2, y: (start.y + target.y) / 2))
        app.host.touchMove(to: target)
        #expect(app.viewController.contacts.map(\.fullName) == names, "the contacts move when the card is dropped")
        app.host.touchUp()
        _ = app.host.render()

        let expected = Array(names[1...4]) + [names[0]] + names[5...]
        #expect(app.viewController.contacts.map(\.fullName) == expected)
        #expect(app.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === picked, "the card itself moved")
        let shown = cards(of: app)
        #expect(shown.laidOut)
        #expect(shown.names == Array(expected.prefix(shown.names.count)))
        #expect(app.collectionView.indexPathsForSelectedItems == nil && app.alert == nil, "a long press does not select")

        scrollAwayAndBack(app)
        #expect(cards(of: app).names == Array(expected.prefix(shown.names.count)), "the order survives scrolling")
    }

    @Test(arguments: GridViewController.Layout.allCases)
    func optionArrowsMoveTheFocusedCard(layout: GridViewController.Layout) {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 60), layout: layout)
        let names = app.viewController.contacts.map(\.fullName)
        let columns = layout == .flow ? 3 : 4
        app.host.press(.downArrow)  // focuses the first card
        app.host.press(HeadlessHost.Key.rightArrow.with(.alternate))
        #expect(app.viewController.contacts.map(\.fullName).prefix(2) == [names[1], names[0]])
        app.host.press(HeadlessHost.Key.downArrow.with(.alternate))  // from item 1 to the item below it
        var expected = [names[1]] + names[2...]
        expected.insert(names[0], at: 1 + columns)
        #expect(app.viewController.contacts.map(\.fullName) == expected)
        let focused = app.collectionView.visibleCells.first { $0.isFocused } as? ContactCollectionViewCell
        #expect(focused?.nameLabel.text == names[0], "the focus moves with the card")
        #expect(cardsMatchTheModel(app) && cards(of: app).laidOut)

        scrollAwayAndBack(app)
        #expect(cards(of: app).names == Array(expected.prefix(cards(of: app).names.count)), "the order survives scrolling")
    }

    @Test func questionMarkListsTheGridsKeys() {
        let app = LaunchedGrid(store: GeneratedContactStore(count: 5))
        app.host.press("?")
        #expect(app.alert?.title == "Keys")
        #expect(app.alert?.message?.contains("Delete  delete the card") == true)
        #expect(app.alert?.message?.contains("⌥← ⌥→ ⌥↑ ⌥↓  move the card") == true)
    }
}
