import Foundation

/// What a CardDAV store knows of the server: per address book, its cards with their
/// etags and the sync token. Kept in a JSON file (written atomically) when the account
/// has a cache URL, so that the store works offline and syncs only changes.
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

    static func read(from url: URL?) -> _CardDAVCache? {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(_CardDAVCache.self, from: data)
    }

    func write(to url: URL?) throws {
        guard let url else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try _CNAtomicFile.write(try encoder.encode(self), to: url)
    }
}
