import Foundation

/// The items' file: a property list written with `PropertyListEncoder`, as the book saves
/// them, in the person's data folder.
///
/// The file is a dictionary `{version: 2, items: [...]}`, so that a later LootLogger can
/// change the format and this one can tell. Version 2 stores each item as a short array
/// (``CompactItem``) rather than the dictionary `Item`'s own `Codable` conformance makes:
/// `PropertyListDecoder` reads it in about half the time (a keyed container per item costs
/// a dictionary of its keys and Swift runtime lookups), which keeps launching with 10,000
/// items under 100 ms. Version 1 (the same, with `Item`'s dictionaries) and the book's own
/// file, a bare array of those dictionaries, are read too.
enum ItemArchive {
    /// The format this LootLogger writes and the newest it reads.
    static let currentVersion = 2

    /// What the file holds.
    private struct Contents: Encodable {
        var version: Int
        var items: [CompactItem]
    }

    /// An item as version 2 stores it: `[name, value, date, key]`, then the serial number
    /// when it has one (a property list has no null). The date is its seconds since 2001, as
    /// `Date` itself holds it, so it comes back exactly.
    private struct CompactItem: Codable {
        let item: Item

        init(_ item: Item) { self.item = item }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            let name = try fields.decode(String.self)
            let value = try fields.decode(Int.self)
            let date = Date(timeIntervalSinceReferenceDate: try fields.decode(Double.self))
            let key = try fields.decode(String.self)
            let serial = fields.isAtEnd ? nil : try fields.decode(String.self)
            item = Item(name: name, serialNumber: serial, valueInDollars: value, dateCreated: date, itemKey: key)
        }

        func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(item.name)
            try fields.encode(item.valueInDollars)
            try fields.encode(item.dateCreated.timeIntervalSinceReferenceDate)
            try fields.encode(item.itemKey)
            if let serial = item.serialNumber { try fields.encode(serial) }
        }
    }

    /// Just the version, read before the items so that a newer format is recognised even
    /// when its items would not decode.
    private struct Version: Decodable {
        var version: Int
    }

    /// A file of this format in one decoding: the version, then the items unless the version
    /// is newer (the common case; anything else takes the slower path that says what is wrong).
    private struct CurrentContents: Decodable {
        var items: [Item]?

        private enum CodingKeys: String, CodingKey { case version, items }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(Int.self, forKey: .version) {
            case 1: items = try container.decode([Item].self, forKey: .items)
            case 2: items = try container.decode([CompactItem].self, forKey: .items).map(\.item)
            default: items = nil
            }
        }
    }

    /// `$XDG_DATA_HOME/LootLogger/items.plist`, or `~/.local/share/LootLogger/items.plist`
    /// when `XDG_DATA_HOME` is unset or not an absolute path (the XDG rule): the terminal's
    /// counterpart of the documents directory the book saves in.
    static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let dataHome: URL
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            dataHome = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        return dataHome.appendingPathComponent("LootLogger", isDirectory: true).appendingPathComponent("items.plist")
    }

    /// The items saved at `url`; none when there is no file. Temporary files that a killed
    /// LootLogger left beside it are removed first.
    ///
    /// - Throws: ``ItemArchiveError`` when the file exists but cannot be read, is empty, is
    ///   not a property list (corrupt or cut short), holds something other than items, or was
    ///   written in a newer format.
    static func read(from url: URL) throws(ItemArchiveError) -> [Item] {
        AtomicFileWriter.removeAbandonedTemporaries(of: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        guard !data.isEmpty else { throw .empty }
        let decoder = PropertyListDecoder()
        if let items = (try? decoder.decode(CurrentContents.self, from: data))?.items { return items }
        // Not a file of the current format: find out what it is.
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .notAPropertyList
        }
        if plist is [Any] {
            // The book's format: the items themselves.
            guard let items = try? decoder.decode([Item].self, from: data) else { throw .notItems }
            return items
        }
        // A version this LootLogger reads would have decoded above.
        guard let version = try? decoder.decode(Version.self, from: data), version.version > currentVersion else {
            throw .notItems
        }
        throw .newerVersion(version.version)
    }

    /// Writes `items` to `url` atomically (the book's `data.write(to:options: [.atomic])`, made
    /// to survive `kill -9`: see ``AtomicFileWriter``), making the folder first.
    static func write(_ items: [Item], to url: URL) throws {
        let encoder = PropertyListEncoder()
        let data = try encoder.encode(Contents(version: currentVersion, items: items.map(CompactItem.init)))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFileWriter.write(data, to: url)
    }

    /// Moves the unreadable file at `url` aside, next to it, under a name that says so and
    /// that no file has yet: `items.unreadable-2026-11-28T09.41.00.plist`, with `-2`, `-3`, …
    /// when that is taken. Returns what happened, for the person.
    static func setAside(_ url: URL, because reason: ItemArchiveError, now: Date = Date()) -> ItemArchiveProblem {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH.mm.ss"
        let stem = "\(url.deletingPathExtension().lastPathComponent).unreadable-\(formatter.string(from: now))"
        let folder = url.deletingLastPathComponent()
        var candidate = folder.appendingPathComponent("\(stem).plist")
        var attempt = 1
        while FileManager.default.fileExists(atPath: candidate.path) {
            attempt += 1
            candidate = folder.appendingPathComponent("\(stem)-\(attempt).plist")
        }
        do {
            try FileManager.default.moveItem(at: url, to: candidate)
            return ItemArchiveProblem(error: reason, archiveURL: url, keptAt: candidate)
        } catch {
            return ItemArchiveProblem(error: reason, archiveURL: url, keptAt: nil)
        }
    }
}
