import Foundation

/// What a CardDAV store knows of the server: per address book, its cards with their
/// etags and the sync token, and the edits made offline that the server has not seen
/// yet. Kept in a JSON file (written atomically) when the account has a cache URL, so
/// that the store works offline, syncs only changes and keeps offline edits across runs.
struct _CardDAVCache: Codable, Sendable {
    struct Card: Codable, Sendable {
        var etag: String
        var vCard: String
    }

    struct Book: Codable, Sendable {
        var url: URL
        var name: String
        var syncToken: String?
        /// Cards by path on the server.
        var cards: [String: Card] = [:]

        /// The container identifier: the collection's path, ending in `/`.
        var identifier: String {
            let path = url.path
            return path.hasSuffix("/") ? path : path + "/"
        }
    }

    var books: [Book] = []
    /// Offline edits, oldest first.
    var pending: [Edit] = []

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        books = try container.decode([Book].self, forKey: .books)
        // Caches written before the offline queue have no `pending`.
        pending = try container.decodeIfPresent([Edit].self, forKey: .pending) ?? []
    }

    /// The cache at `url`; `nil` when there is none.
    ///
    /// A file that cannot be decoded is not overwritten: it is renamed to
    /// `<name>.corrupt` (it may hold offline edits someone can recover) and reported.
    ///
    /// - Throws: ``CNError`` `.dataAccessError` naming the file, for a corrupt cache.
    static func read(from url: URL?) throws -> _CardDAVCache? {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(_CardDAVCache.self, from: data)
        } catch {
            let kept = url.appendingPathExtension("corrupt")
            try? FileManager.default.removeItem(at: kept)
            let moved = rename(url.path, kept.path) == 0
            throw CNError(.dataAccessError, userInfo: [
                NSLocalizedDescriptionKey: "The CardDAV cache \(url.path) is not readable"
                    + (moved ? "; it was kept as \(kept.lastPathComponent) and the contacts are synced again." : "."),
                NSFilePathErrorKey: url.path,
                NSUnderlyingErrorKey: error,
            ])
        }
    }

    func write(to url: URL?) throws {
        guard let url else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try _CNAtomicFile.write(try encoder.encode(self), to: url)
    }
}
