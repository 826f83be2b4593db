import Foundation

/// The CardDAV backend: each address book of the account is a container.
///
/// Every read syncs first (sync-collection from the last token, then
/// addressbook-multiget of what changed); when the server cannot be reached, the cached
/// cards are used. Writes go straight to the server with preconditions:
/// `If-None-Match: *` to add, `If-Match: <etag>` of the version last read to update and
/// delete; offline, they fail with ``CNError`` `.communicationError` (there is no queue
/// of offline edits).
///
/// A 412 on update never loses the edit: the card is fetched again and the properties
/// the app changed (compared with the version it read) are applied on top of the
/// server's version, which is sent again. If that fails too, the edit is reported in a
/// ``CNError`` whose `CNErrorUserInfoAffectedRecordsKey` holds the edited contact. A 412 on
/// delete is reported, not forced: someone else changed the card.
final class _CNCardDAVBackend: _CNBackend, @unchecked Sendable {
    let client: _CardDAVClient
    private let lock = NSLock()
    private var cache: _CardDAVCache
    /// Whether the last sync reached the server.
    private(set) var isOnline = false

    init(account: CardDAVAccount) {
        client = _CardDAVClient(account: account)
        cache = _CardDAVCache.read(from: account.cacheURL) ?? _CardDAVCache()
    }

    // MARK: Reading

    func containers() throws -> [CNContainer] {
        lock.lock()
        defer { lock.unlock() }
        try sync()
        return cache.books.map { CNContainer(identifier: $0.identifier, name: $0.name, type: .cardDAV) }
    }

    func records() throws -> [_CNRecord] {
        lock.lock()
        defer { lock.unlock() }
        try sync()
        var result: [_CNRecord] = []
        for book in cache.books {
            for (path, card) in book.cards.sorted(by: { $0.key < $1.key }) {
                guard let storage = Self.storage(card.vCard, path: path) else { continue }
                result.append(_CNRecord(storage: storage, container: book.identifier))
            }
        }
        return result
    }

    static func storage(_ text: String, path: String) -> CNContact._Storage? {
        guard let card = VCardParser.parse(text).cards.first else { return nil }
        var storage = _VCardToContact.storage(from: card)
        if card.first(named: "UID") == nil { storage.identifier = path }
        return storage
    }

    /// Brings the cache up to date; keeps it as it is when the server is unreachable and
    /// there is a cache to fall back on.
    private func sync() throws {
        do {
            let found = try client.addressBooks()
            var books: [_CardDAVCache.Book] = []
            for address in found {
                var book = cache.books.first { $0.url == address.url } ?? _CardDAVCache.Book(url: address.url, name: address.name)
                book.name = address.name
                try syncBook(&book)
                books.append(book)
            }
            cache.books = books
            isOnline = true
            try? cache.write(to: client.account.cacheURL)
        } catch let error as CNError where error.code == .communicationError && !cache.books.isEmpty {
            isOnline = false  // Offline: the cache answers.
        }
    }

    private func syncBook(_ book: inout _CardDAVCache.Book) throws {
        var changes = try client.changes(in: book.url, since: book.syncToken)
        if changes == nil {
            // The token expired: start over.
            book.cards = [:]
            changes = try client.changes(in: book.url, since: nil)
        }
        guard let (changed, deleted, token) = changes else {
            throw CNError(.communicationError, userInfo: [NSLocalizedDescriptionKey: "sync-collection failed on \(book.url.path)."])
        }
        if book.syncToken == nil {
            // A full listing: what is not listed is gone.
            for path in book.cards.keys where changed[path] == nil { book.cards[path] = nil }
        }
        for path in deleted { book.cards[path] = nil }
        let stale = changed.filter { book.cards[$0.key]?.etag != $0.value }.map(\.key).sorted()
        for (path, card) in try client.cards(in: book.url, paths: stale) {
            book.cards[path] = _CardDAVCache.Card(etag: card.etag, vCard: card.data)
        }
        book.syncToken = token
    }

    // MARK: Writing

    func execute(_ changes: [CNSaveRequest._Change], applied: inout Int) throws {
        lock.lock()
        defer { lock.unlock() }
        // Changes apply to the versions the app last read (the cache), not to a fresh
        // sync: a card someone else changed since then answers 412 and is merged.
        if cache.books.isEmpty { try sync() }
        defer { try? cache.write(to: client.account.cacheURL) }
        for change in changes {
            switch change {
            case .add(let contact, let target):
                let storage = contact._storage
                if locate(storage.identifier) != nil {
                    throw CNError(.insertedRecordAlreadyExists, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [storage.identifier]])
                }
                guard let index = target.map({ t in cache.books.firstIndex { $0.identifier == t } }) ?? (cache.books.isEmpty ? nil : 0)
                else { throw _missing(target ?? "default") }
                let complete = _complete(storage)
                let path = Self.newPath(for: complete.identifier, in: cache.books[index])
                let text = Self.vCardText(complete)
                let etag = try client.put(Data(text.utf8), at: path, in: cache.books[index].url, ifMatch: nil)
                try store(text, etag: etag, at: path, in: index)
            case .update(let contact):
                guard let (index, path) = locate(contact.identifier), let card = cache.books[index].cards[path],
                    let base = Self.storage(card.vCard, path: path)
                else { throw _missing(contact.identifier) }
                try update(base: base, edit: contact._storage, etag: card.etag, path: path, book: index)
            case .delete(let contact):
                guard let (index, path) = locate(contact.identifier), let card = cache.books[index].cards[path] else {
                    throw _missing(contact.identifier)
                }
                do {
                    try client.delete(at: path, in: cache.books[index].url, ifMatch: card.etag)
                } catch is _CardDAVConflict {
                    throw CNError(.communicationError, userInfo: [
                        NSLocalizedDescriptionKey: "The contact changed on the server since it was read; it was not deleted.",
                        CNErrorUserInfoAffectedRecordIdentifiersKey: [contact.identifier],
                    ])
                }
                cache.books[index].cards[path] = nil
            }
            applied += 1
        }
    }

    /// Saves an edit, merging it with the server's version on a 412.
    private func update(base: CNContact._Storage, edit: CNContact._Storage, etag: String, path: String, book index: Int) throws {
        let url = cache.books[index].url
        let merged = _merge(base, with: edit)
        let text = Self.vCardText(merged)
        do {
            let newTag = try client.put(Data(text.utf8), at: path, in: url, ifMatch: etag)
            try store(text, etag: newTag, at: path, in: index)
            return
        } catch is _CardDAVConflict {}
        // Someone else changed the card: apply what this edit changed to their version.
        var lastError: any Error = _CardDAVConflict()
        if let fresh = try client.cards(in: url, paths: [path])[path], let remote = Self.storage(fresh.data, path: path) {
            let rebased = _merge(remote, with: Self.changes(of: edit, from: base))
            let rebasedText = Self.vCardText(rebased)
            do {
                let newTag = try client.put(Data(rebasedText.utf8), at: path, in: url, ifMatch: fresh.etag)
                try store(rebasedText, etag: newTag, at: path, in: index)
                return
            } catch { lastError = error }
        }
        throw CNError(.communicationError, userInfo: [
            NSLocalizedDescriptionKey: "The contact changed on the server while it was being saved; the edit was not saved and is returned.",
            CNErrorUserInfoAffectedRecordsKey: [CNMutableContact(_storage: merged)],
            NSUnderlyingErrorKey: lastError,
        ])
    }

    /// The edit, restricted to the keys whose values differ from `base` (the version the
    /// app read), so that a merge does not undo someone else's change of another key.
    static func changes(of edit: CNContact._Storage, from base: CNContact._Storage) -> CNContact._Storage {
        guard let keys = edit.fetchedKeys else { return edit }
        var changed = Set<String>()
        for key in keys {
            var a = base
            a.fetchedKeys = [key]
            var b = edit
            b.fetchedKeys = [key]
            let left = _ContactToVCard.properties(from: CNContact(_storage: a), version: .v3_0).filter { $0.name != "UID" }
            let right = _ContactToVCard.properties(from: CNContact(_storage: b), version: .v3_0).filter { $0.name != "UID" }
            if left.dropLast(a.unmappedProperties.count) != right.dropLast(b.unmappedProperties.count) { changed.insert(key) }
        }
        var result = edit
        result.fetchedKeys = changed
        return result
    }

    private func store(_ text: String, etag: String?, at path: String, in index: Int) throws {
        var tag = etag
        if tag == nil {
            // The server did not return the new etag: ask for it.
            tag = try client.cards(in: cache.books[index].url, paths: [path])[path]?.etag
        }
        cache.books[index].cards[path] = _CardDAVCache.Card(etag: tag ?? "", vCard: text)
    }

    private func locate(_ identifier: String) -> (Int, String)? {
        for (index, book) in cache.books.enumerated() {
            for (path, card) in book.cards where Self.storage(card.vCard, path: path)?.identifier == identifier {
                return (index, path)
            }
        }
        return nil
    }

    /// vCard 3.0 text: photos as `ENCODING=b`, which CardDAV servers keep intact.
    static func vCardText(_ storage: CNContact._Storage) -> String {
        VCardWriter(version: .v3_0).string(for: [VCard(contact: CNContact(_storage: storage), version: .v3_0)])
    }

    static func newPath(for identifier: String, in book: _CardDAVCache.Book) -> String {
        let safe = String(identifier.unicodeScalars.map { s -> Character in
            s.value < 128 && (CharacterSet.alphanumerics.contains(s) || "-_".unicodeScalars.contains(s)) ? Character(s) : "_"
        })
        var folder = book.url.path
        if !folder.hasSuffix("/") { folder += "/" }
        var path = folder + (safe.isEmpty ? _CNIdentifier.make() : safe) + ".vcf"
        var n = 1
        while book.cards[path] != nil {
            n += 1
            path = folder + safe + "-\(n).vcf"
        }
        return path
    }
}
