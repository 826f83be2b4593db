import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import LootLoggerKit

/// An archive LootLogger cannot read: a clear message, the file kept aside under a new name
/// (never overwritten), and the app starts with no items and saves anew.
@Suite("LootLogger: archives it cannot read", .serialized)
@MainActor
struct BadArchiveTests {
    /// A valid archive's bytes, for truncating.
    nonisolated private static func validArchive() throws -> Data {
        let url = temporaryArchiveURL()
        try ItemArchive.write([Item(random: true), Item(random: true), Item(random: true)], to: url)
        return try Data(contentsOf: url)
    }

    nonisolated private static func plist(_ object: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
    }

    nonisolated static let cases: [(String, ItemArchiveError, @Sendable () throws -> Data)] = [
        ("empty", .empty, { Data() }),
        ("corrupt", .notAPropertyList, { Data("this is not a property list \u{0}\u{1}\u{2}".utf8) }),
        ("truncated", .notAPropertyList, { let data = try validArchive(); return data.prefix(data.count / 2) }),
        ("wrong type", .notItems, { try plist(["name": "Sofa", "value": 3]) }),
        ("array of other things", .notItems, { try plist(["Sofa", "Lamp"]) }),
        ("future version", .newerVersion(7), { try plist(["version": 7, "items": [["name": "Sofa"]]]) }),
    ]

    @Test(arguments: 0..<cases.count)
    func anUnreadableArchiveIsKeptAsideAndTheAppStarts(index: Int) throws {
        let (name, expectedError, makeData) = Self.cases[index]
        let url = temporaryArchiveURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bad = try makeData()
        try bad.write(to: url)

        let app = LaunchedLootLogger(archiveURL: url)
        let problem = try #require(app.store.loadProblem, "\(name)")
        #expect(problem.error == expectedError, "\(name)")
        #expect(app.names.isEmpty)
        // The file moved aside, byte for byte, under a name that says so.
        let kept = try #require(problem.keptAt)
        #expect(kept.lastPathComponent.hasPrefix("items.unreadable-") && kept.pathExtension == "plist")
        #expect(try Data(contentsOf: kept) == bad)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        // The person is told, on the list.
        #expect(app.alert?.title == "Your items could not be read")
        #expect(app.alert?.message == problem.message)
        #expect(problem.message.contains(kept.lastPathComponent))
        #expect(problem.message.contains(expectedError.description))
        app.host.press(.enter)
        app.host.settle()
        #expect(app.alert == nil)

        // New items are saved in a new archive; the kept file is untouched.
        app.addItem()
        app.quit()
        #expect(try Data(contentsOf: kept) == bad)
        #expect(try ItemArchive.read(from: url).count == 1)
        #expect(filesBeside(url) == ["items.plist", kept.lastPathComponent].sorted())
    }

    @Test func theMessagesSayWhatIsWrong() {
        #expect(ItemArchiveError.empty.description == "it is empty")
        #expect(ItemArchiveError.notAPropertyList.description == "it is damaged or incomplete (not a property list)")
        #expect(ItemArchiveError.notItems.description == "it does not hold LootLogger items")
        #expect(ItemArchiveError.newerVersion(3).description
            == "it was saved by a newer LootLogger (format 3; this one reads format 2)")
    }

    @Test func aSecondUnreadableArchiveGetsANameOfItsOwn() throws {
        let url = temporaryArchiveURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        try Data("one".utf8).write(to: url)
        let first = ItemArchive.setAside(url, because: .notAPropertyList, now: now)
        try Data("two".utf8).write(to: url)
        let second = ItemArchive.setAside(url, because: .notAPropertyList, now: now)
        #expect(first.keptAt != nil && second.keptAt != nil && first.keptAt != second.keptAt)
        #expect(second.keptAt?.lastPathComponent.hasSuffix("-2.plist") == true)
        #expect(try Data(contentsOf: first.keptAt!) == Data("one".utf8))
        #expect(try Data(contentsOf: second.keptAt!) == Data("two".utf8))
    }

    @Test func anArchiveThatCannotBeMovedAsideIsNeverSavedOver() throws {
        let url = temporaryArchiveURL()
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: url)
        // A read-only folder: the file can be read but not renamed.
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        guard getuid() != 0 else { return }  // root renames anyway

        let store = ItemStore(itemArchiveURL: url)
        #expect(store.loadProblem?.isSetAside == false)
        #expect(store.loadProblem?.message.contains("will not save over it") == true)
        store.createItem()
        #expect(store.saveChanges() == false)
        #expect(try Data(contentsOf: url) == Data("garbage".utf8))
    }

    @Test func theBooksOwnFormatABareArrayOfItemsIsRead() throws {
        let url = temporaryArchiveURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let items = [Item(name: "Sofa", serialNumber: "S1", valueInDollars: 10), Item(name: "Lamp", serialNumber: nil, valueInDollars: 3)]
        try PropertyListEncoder().encode(items).write(to: url)
        let store = ItemStore(itemArchiveURL: url)
        #expect(store.loadProblem == nil)
        #expect(store.allItems == items)
    }

    @Test func versionOneArchivesWithItemsAsDictionariesAreRead() throws {
        let url = temporaryArchiveURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let items = [Item(name: "Sofa", serialNumber: "S1", valueInDollars: 10), Item(name: "Lamp", serialNumber: nil, valueInDollars: 3)]
        struct VersionOne: Encodable { var version = 1; var items: [Item] }
        try PropertyListEncoder().encode(VersionOne(items: items)).write(to: url)
        let store = ItemStore(itemArchiveURL: url)
        #expect(store.loadProblem == nil)
        #expect(store.allItems == items)
        #expect(store.allItems.map(\.itemKey) == items.map(\.itemKey))
    }

    @Test func savedItemsComeBackExactlyWithOrWithoutASerialNumber() throws {
        let url = temporaryArchiveURL()
        let items = [
            Item(name: "Sofa", serialNumber: "S1", valueInDollars: 10), Item(name: "Lamp", serialNumber: nil, valueInDollars: 3),
            Item(name: "", serialNumber: "", valueInDollars: -5),
        ]
        try ItemArchive.write(items, to: url)
        let read = try ItemArchive.read(from: url)
        #expect(read == items)
        #expect(read.map(\.serialNumber) == [Optional("S1"), nil, Optional("")])
        #expect(read.map(\.dateCreated) == items.map(\.dateCreated), "to the last bit")
        #expect(read.map(\.itemKey) == items.map(\.itemKey))
        // What the file says: version 2, each item a short array.
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any]
        #expect(plist?["version"] as? Int == 2)
        #expect((plist?["items"] as? [Any])?.first is [Any])
    }

    @Test func aSaveThatCannotBeWrittenFailsWithItsReason() throws {
        // The archive's folder would have to be made inside a file.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("LootLoggerTests-\(UUID().uuidString)")
        try Data("a file".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let store = ItemStore(itemArchiveURL: file.appendingPathComponent("LootLogger/items.plist"))
        store.createItem()
        #expect(store.saveChanges() == false)
        #expect(store.saveError != nil)
        #expect(try Data(contentsOf: file) == Data("a file".utf8))
    }

    @Test func aMissingArchiveIsAnEmptyStore() {
        let store = ItemStore(itemArchiveURL: temporaryArchiveURL())
        #expect(store.loadProblem == nil)
        #expect(store.allItems.isEmpty)
    }
}
