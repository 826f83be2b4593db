import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import LootLoggerKit

/// Saving and loading, through the app's life cycle: the items are saved when the scene
/// enters the background (quit, Ctrl-Z) and found again at the next launch.
@Suite("LootLogger: saving", .serialized)
@MainActor
struct SavingTests {
    @Test func quittingSavesAndRelaunchingFindsEverythingInOrder() throws {
        let url = temporaryArchiveURL()
        let first = LaunchedLootLogger(archiveURL: url)
        for _ in 0..<4 { first.addItem() }
        // Edit one on its detail page.
        let edited = first.store.allItems[2]
        #expect(first.host.tap(text: edited.serialNumber!))
        first.host.settle()
        let detail = try #require(first.detail)
        detail.nameField.text = "Grandfather Clock"
        detail.serialNumberField.text = "GC-1"
        detail.valueField.text = "75"
        first.host.press(.escape)
        first.host.settle()
        // Delete the first and move the last to the top.
        first.host.press("e")
        first.host.press(.downArrow)
        first.host.press(.backspace)
        first.host.press(.enter)
        first.host.settle()
        #expect(first.host.tap(button: "Delete"))
        first.host.settle()
        first.host.press(.end)
        first.host.press(HeadlessHost.Key.upArrow.with(.alternate))
        first.host.press(HeadlessHost.Key.upArrow.with(.alternate))
        first.host.press("e")
        let expected = first.store.allItems.map { [$0.name, $0.serialNumber ?? "-", "\($0.valueInDollars)", $0.itemKey] }
        let dates = first.store.allItems.map(\.dateCreated)
        #expect(expected.count == 3)
        #expect(expected.contains(["Grandfather Clock", "GC-1", "75", edited.itemKey]))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        first.quit()
        #expect(FileManager.default.fileExists(atPath: url.path))

        let second = LaunchedLootLogger(archiveURL: url)
        #expect(second.store.loadProblem == nil)
        #expect(second.store.allItems.map { [$0.name, $0.serialNumber ?? "-", "\($0.valueInDollars)", $0.itemKey] } == expected)
        #expect(second.store.allItems.map(\.dateCreated) == dates)
        #expect(second.host.text.contains("Grandfather Clock"))
        #expect(filesBeside(url) == ["items.plist"])
    }

    @Test func quittingOnAnItemsPageSavesWhatWasTypedThere() throws {
        let url = temporaryArchiveURL()
        let app = LaunchedLootLogger(archiveURL: url)
        let item = app.addItem()
        #expect(app.host.tap(text: item.serialNumber!))
        app.host.settle()
        let detail = try #require(app.detail)
        app.host.tap(detail.nameField)
        for _ in 0..<item.name.count { app.host.press(.backspace) }
        app.host.type("Typewriter")
        app.quit()  // still on the page, still editing
        #expect(try ItemArchive.read(from: url).map(\.name) == ["Typewriter"])
    }

    @Test func suspendingSavesToo() {
        let url = temporaryArchiveURL()
        let app = LaunchedLootLogger(archiveURL: url)
        app.addItem()
        app.application.enterBackground()
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect((try? ItemArchive.read(from: url).map(\.itemKey)) == app.store.allItems.map(\.itemKey))
        app.application.enterForeground()
        app.quit()
    }

    @Test func theArchiveIsInTheXDGDataFolder() {
        #expect(ItemArchive.defaultURL(environment: ["XDG_DATA_HOME": "/example/data", "HOME": "/example/ada"]).path
            == "/example/data/LootLogger/items.plist")
        #expect(ItemArchive.defaultURL(environment: ["HOME": "/example/ada"]).path
            == "/example/ada/.local/share/LootLogger/items.plist")
        // A relative XDG_DATA_HOME is ignored, as the XDG rule says.
        #expect(ItemArchive.defaultURL(environment: ["XDG_DATA_HOME": "data", "HOME": "/example/ada"]).path
            == "/example/ada/.local/share/LootLogger/items.plist")
    }
}
