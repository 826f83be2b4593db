import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import LootLoggerKit

/// The list chapters, through the running app: the store injected by the scene delegate,
/// Right-Detail-style rows, Add at the end, editing mode, deleting after the book's
/// confirmation, moving.
@Suite("LootLogger: the list", .serialized)
@MainActor
struct ItemsListTests {
    @Test func launchesWithTheStoreTheSceneDelegateInjectedAndNoItems() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        #expect(app.store === app.sceneDelegate.itemStore)
        #expect(app.names.isEmpty)
        let bar = app.lines[0]
        #expect(bar.contains("Edit") && bar.contains("LootLogger") && bar.trimmingCharacters(in: .whitespaces).hasSuffix("+"))
        #expect(app.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test func addAppendsARandomItemShownWithItsSerialAndColouredValue() throws {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        let item = app.addItem()
        #expect(app.store.allItems.count == 1)
        let adjectives = ["Fluffy", "Rusty", "Shiny"], nouns = ["Bear", "Spork", "Mac"]
        let words = item.name.split(separator: " ").map(String.init)
        #expect(words.count == 2 && adjectives.contains(words[0]) && nouns.contains(words[1]))
        #expect((0..<100).contains(item.valueInDollars))
        #expect(item.serialNumber?.count == 8)
        // Name and value on the first row, the serial number under the name.
        let lines = app.lines
        let nameRow = try #require(lines.firstIndex { $0.contains(item.name) })
        #expect(lines[nameRow].trimmingCharacters(in: .whitespaces).hasSuffix("$\(item.valueInDollars)"))
        #expect(lines[nameRow + 1].contains(item.serialNumber!))
        let cell = try #require(app.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ItemCell)
        #expect(cell.valueLabel.textColor == (item.valueInDollars < 50 ? UIColor.systemGreen : UIColor.systemRed))
    }

    @Test func theCellsLabelsUseDynamicTypeFonts() throws {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        app.addItem()
        let cell = try #require(app.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ItemCell)
        #expect(cell.reuseIdentifier == "ItemCell")
        #expect(cell.nameLabel.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(cell.serialNumberLabel.font == UIFont.preferredFont(forTextStyle: .caption1))
        #expect(cell.valueLabel.font == UIFont.preferredFont(forTextStyle: .body))
        #expect([cell.nameLabel, cell.serialNumberLabel, cell.valueLabel].allSatisfy { $0!.adjustsFontForContentSizeCategory })
        #expect(app.tableView.rowHeight == UITableView.automaticDimension)
        #expect(app.tableView.estimatedRowHeight == 65)
    }

    @Test func addingManyItemsKeepsTheNewestInView() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        for _ in 0..<15 { app.addItem() }
        #expect(app.store.allItems.count == 15)
        let last = app.store.allItems[14]
        #expect(app.tableView.indexPathsForVisibleRows?.contains(IndexPath(row: 14, section: 0)) == true)
        #expect(app.host.text.contains(last.serialNumber!))
    }

    @Test func rowsSizeThemselvesToTheCellsLabels() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        app.addItem()
        app.addItem()
        // Two text rows and the separator's row: 66 points, whatever the estimate.
        #expect(app.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        #expect(app.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 66)
    }

    @Test func deleteInEditingModeAsksFirstAndCancelKeepsTheItem() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        for _ in 0..<3 { app.addItem() }
        let names = app.names
        app.host.press("e")
        #expect(app.tableView.isEditing)
        #expect(app.lines[0].contains("Done"))
        app.host.press(.downArrow)  // focuses row 0
        app.host.press(.downArrow)  // row 1
        app.host.press(.backspace)  // the row's delete control: its Delete button
        app.host.press(.enter)      // commits, which the app confirms with an action sheet
        app.host.settle()
        #expect(app.alert?.title == "Delete \(names[1])?")
        #expect(app.alert?.message == "Are you sure you want to delete this item?")
        #expect(app.alert?.preferredStyle == .actionSheet)
        #expect(app.alert?.actions.map(\.title) == ["Cancel", "Delete"])
        app.host.press(.escape)  // Cancel
        app.host.settle()
        #expect(app.alert == nil)
        #expect(app.names == names)
    }

    @Test func deleteInEditingModeRemovesTheItemOnceConfirmed() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        for _ in 0..<3 { app.addItem() }
        let items = app.store.allItems
        app.host.press("e")
        app.host.press(.downArrow)
        app.host.press(.downArrow)
        app.host.press(.backspace)
        app.host.press(.enter)
        app.host.settle()
        let delete = app.alert?.actions.first { $0.title == "Delete" }
        #expect(delete?.style == .destructive)
        #expect(app.host.tap(button: "Delete"))
        app.host.settle()
        #expect(app.alert == nil)
        #expect(app.store.allItems.map(\.itemKey) == [items[0].itemKey, items[2].itemKey])
        #expect(app.tableView.numberOfRows(inSection: 0) == 2)
        #expect(!app.host.text.contains(items[1].serialNumber!))
    }

    @Test func optionArrowsMoveTheFocusedRowAndTheStoreFollows() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        for _ in 0..<3 { app.addItem() }
        let keys = app.store.allItems.map(\.itemKey)
        app.host.press("e")
        app.host.press(.downArrow)  // row 0
        app.host.press(HeadlessHost.Key.downArrow.with(.alternate))
        app.host.press(HeadlessHost.Key.downArrow.with(.alternate))
        #expect(app.store.allItems.map(\.itemKey) == [keys[1], keys[2], keys[0]])
        app.host.press("e")
        #expect(!app.tableView.isEditing)
    }

    @Test func questionMarkListsTheKeys() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        app.host.press("?")
        app.host.settle()
        #expect(app.alert?.title == "Keys")
        #expect(app.host.text.contains("Add an item"))
        app.host.press(.enter)
        app.host.settle()
        #expect(app.alert == nil)
    }

    @Test func qQuits() {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        var quits = 0
        app.itemsController.quit = { quits += 1 }
        app.host.press("q")
        #expect(quits == 1)
    }
}

/// Any terminal size: the list and the detail page keep their bars and fields on small and
/// large screens.
@Suite("LootLogger: terminal sizes", .serialized)
@MainActor
struct TerminalSizeTests {
    @Test(arguments: [(40, 10), (60, 16), (132, 43)])
    func theListAndTheDetailPageFit(columns: Int, rows: Int) throws {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL(), columns: columns, rows: rows)
        for _ in 0..<6 { app.addItem() }
        var lines = app.lines
        #expect(lines.count == rows)
        #expect(lines[0].contains("Edit") && lines[0].trimmingCharacters(in: .whitespaces).hasSuffix("+"))
        let last = app.store.allItems[5]
        #expect(app.host.text.contains(last.serialNumber!), "the newest row is in view")
        #expect(app.host.tap(text: last.serialNumber!))
        app.host.settle()
        let detail = try #require(app.detail)
        lines = app.lines
        #expect(lines.contains { $0.contains("Name") && $0.contains("[") })
        #expect(lines.contains { $0.contains("Value") })
        #expect(lines.last?.contains("◉") == true, "the toolbar at the bottom")
        #expect(detail.nameField.frame.width > 0)
    }
}
