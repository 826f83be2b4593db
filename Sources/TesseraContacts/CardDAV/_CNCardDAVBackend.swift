import Foundation

/// The CardDAV backend: each address book of the account is a container.
///
/// Every read syncs first: offline edits are sent, then sync-collection from the last
/// token and addressbook-multiget of what changed; when the server cannot be reached, the
/// cached cards are used. Writes go to the server with preconditions: `If-None-Match: *`
/// to add, `If-Match: <etag>` of the version last read to update and delete.
///
/// When the server cannot be reached, a write is kept instead: the cache shows it at
/// once, and it waits in the cache's offline queue (written atomically with the cache)
/// until a sync reaches the server again, across runs when the account has a cache URL.
///
/// A 412 on update never loses the edit, online or replayed: the card is fetched again
/// and the properties the app changed (compared with the version it read) are applied on
/// top of the server's version, which is sent again. If that fails too, an online edit is
/// reported in a ``CNError`` whose `CNErrorUserInfoAffectedRecordsKey` holds the edited
/// contact, and a replayed edit stays queued. A 412 on delete is not forced: someone
/// else changed the card, which stays.
final class _CNCardDAVBackend: _CNBackend, @unchecked Sendable {
    let client: _CardDAVClient
    private let lock = NSLock()
    private var cache: _CardDAVCache
    /// Whether the cache file may be written: not when a corrupt one could not be set aside.
    private var writesCache = true
    /// An error to report once, from the first call (a corrupt cache).
    private var startupError: (any Error)?
    /// Whether the last sync reached the server.
    private(set) var isOnline = false

    init(account: CardDAVAccount) {
        client = _CardDAVClient(account: account)
        do {
            cache = try _CardDAVCache.read(from: account.cacheURL) ?? _CardDAVCache()
        } catch {
            cache = _CardDAVCache()
            startupError = error
            writesCache = account.cacheURL.map { !FileManager.default.fileExists(atPath: $0.path) } ?? true
        }
    }

    /// Runs `body` under the lock, reporting a pending startup error first and
    /// unreachability as ``CNError`` `.communicationError`.
    private func locked<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if let error = startupError {
            startupError = nil
            throw error
        }
        do {
            return try body()
        } catch let unreachable as _CardDAVUnreachable {
            throw unreachable.error
        }
    }

    private func persist() throws {
        guard writesCache else { return }
        try cache.write(to: client.account.cacheURL)
    }

    // MARK: Reading

    func containers() throws -> [CNContainer] {
        try locked {
            try sync()
            return cache.books.map { CNContainer(identifier: $0.identifier, name: $0.name, type: .cardDAV) }
        }
    }

    func records() throws -> [_CNRecord] { try records(.complete).records }

    /// Complete records whatever the plan, with the malformed cards of the address books,
    /// each reported with its resource's URL.
    func records(_ plan: _CNFetchPlan) throws -> _CNReading {
        try locked {
            try sync()
            var reading = _CNReading(records: [])
            for book in cache.books {
                for (path, card) in book.cards.sorted(by: { $0.key < $1.key }) {
                    let parsed = VCardParser.parse(card.vCard)
                    if !parsed.errors.isEmpty {
                        let url = URL(string: path, relativeTo: book.url)?.absoluteURL ?? book.url.appendingPathComponent(path)
                        reading.malformed += parsed.errors.map { CNContactStore.MalformedCard(url: url, error: $0) }
                    }
                    guard let storage = Self.storage(parsed, path: path) else { continue }
                    reading.records.append(_CNRecord(storage: storage, container: book.identifier))
                }
            }
            return reading
        }
    }

    static func storage(_ text: String, path: String) -> CNContact._Storage? {
        storage(VCardParser.parse(text), path: path)
    }

    /// The contact of a resource's first well-formed card; its path names it when it has no `UID`.
    static func storage(_ parsed: VCardParseResult, path: String) -> CNContact._Storage? {
        guard let card = parsed.cards.first else { return nil }
        var storage = _VCardToContact.storage(from: card)
        if card.first(named: "UID") == nil { storage.identifier = path }
        return storage
    }

    /// Sends the offline edits, then brings the cache up to date; keeps it as it is when
    /// the server is unreachable and there is a cache to fall back on.
    private func sync() throws {
        do {
            let found = try client.addressBooks()
            replayPending()
            var books: [_CardDAVCache.Book] = []
            for address in found {
                var book = cache.books.first { $0.url == address.url } ?? _CardDAVCache.Book(url: address.url, name: address.name)
                book.name = address.name
                try syncBook(&book)
                books.append(book)
            }
            cache.books = books
            // Edits still waiting (their books are gone, or a conflict repeated) stay visible.
            for edit in cache.pending { show(edit) }
            isOnline = true
            if cache.pending.isEmpty {
                try? persist()  // Only a copy of the server's state: it can be synced again.
            } else {
                try persist()
            }
        } catch where !cache.books.isEmpty && (error is _CardDAVUnreachable || (error as? CNError)?.code == .communicationError) {
            isOnline = false  // Offline, or the server fails: the cache answers.
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
        try locked {
            // Changes apply to the versions the app last read (the cache), not to a fresh
            // sync: a card someone else changed since then answers 412 and is merged.
            if cache.books.isEmpty { try sync() }
            if !cache.pending.isEmpty { replayPending() }
            // Once the server is out of reach (or older edits still wait), later changes
            // queue too, so that the server sees them in order.
            var offline = !cache.pending.isEmpty
            defer { try? persist() }
            for change in changes {
                if !offline {
                    do {
                        try send(change)
                        applied += 1
                        continue
                    } catch is _CardDAVUnreachable {
                        offline = true
                    }
                }
                // The edit is saved once it is on disk; if it cannot be written, it is undone.
                let before = cache
                do {
                    try queue(change)
                    try persist()
                } catch {
                    cache = before
                    throw error
                }
                applied += 1
            }
        }
    }

    /// Sends one change to the server and records the result in the cache.
    private func send(_ change: CNSaveRequest._Change) throws {
        switch change {
        case .add(let contact, let target):
            let (index, path, text) = try prepareAdd(contact, to: target)
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
    }

    /// The book, path and text of a contact to add.
    private func prepareAdd(_ contact: CNContact, to target: String?) throws -> (Int, String, String) {
        let storage = contact._storage
        if locate(storage.identifier) != nil {
            throw CNError(.insertedRecordAlreadyExists, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [storage.identifier]])
        }
        guard let index = target.map({ t in cache.books.firstIndex { $0.identifier == t } }) ?? (cache.books.isEmpty ? nil : 0)
        else { throw _missing(target ?? "default") }
        let complete = _complete(storage)
        return (index, Self.newPath(for: complete.identifier, in: cache.books[index]), Self.vCardText(complete))
    }

    // MARK: Offline queue

    /// Queues a change made while the server is out of reach, and shows it in the cache.
    ///
    /// Edits of the same card are folded into one, as the server would have seen them:
    /// an update keeps the version the first edit was made against.
    private func queue(_ change: CNSaveRequest._Change) throws {
        var edit: _CardDAVCache.Edit
        switch change {
        case .add(let contact, let target):
            let (index, path, text) = try prepareAdd(contact, to: target)
            edit = _CardDAVCache.Edit(kind: .add, book: cache.books[index].url, path: path, vCard: text)
        case .update(let contact):
            guard let (index, path) = locate(contact.identifier), let card = cache.books[index].cards[path],
                let base = Self.storage(card.vCard, path: path)
            else { throw _missing(contact.identifier) }
            let changed = Self.changes(of: contact._storage, from: base).fetchedKeys ?? _allContactKeys
            let merged = Self.vCardText(_merge(base, with: contact._storage))
            edit = _CardDAVCache.Edit(
                kind: .update, book: cache.books[index].url, path: path, vCard: merged, baseETag: card.etag,
                baseVCard: card.vCard, changedKeys: changed.sorted())
        case .delete(let contact):
            guard let (index, path) = locate(contact.identifier), let card = cache.books[index].cards[path] else {
                throw _missing(contact.identifier)
            }
            edit = _CardDAVCache.Edit(kind: .delete, book: cache.books[index].url, path: path, baseETag: card.etag)
        }
        if let earlier = cache.pending.lastIndex(where: { $0.book == edit.book && $0.path == edit.path }) {
            let first = cache.pending.remove(at: earlier)
            switch (first.kind, edit.kind) {
            case (.add, .update): edit = _CardDAVCache.Edit(kind: .add, book: first.book, path: first.path, vCard: edit.vCard)
            case (.add, .delete):
                // Never sent: there is nothing to send.
                show(edit)
                return
            case (.update, .update):
                edit.baseETag = first.baseETag
                edit.baseVCard = first.baseVCard
                edit.changedKeys = Array(Set(first.changedKeys ?? []).union(edit.changedKeys ?? [])).sorted()
            case (.update, .delete): edit.baseETag = first.baseETag
            default: break
            }
        }
        cache.pending.append(edit)
        show(edit)
    }

    /// Shows a queued edit in the cache, as the server will have it once it is sent.
    private func show(_ edit: _CardDAVCache.Edit) {
        guard let index = cache.books.firstIndex(where: { $0.url == edit.book }) else { return }
        switch edit.kind {
        case .add, .update:
            if let text = edit.vCard {
                cache.books[index].cards[edit.path] = _CardDAVCache.Card(etag: edit.baseETag ?? "", vCard: text)
            }
        case .delete:
            cache.books[index].cards[edit.path] = nil
        }
    }

    /// Sends the queued edits in order; an edit that fails for any reason but
    /// unreachability is kept (and those after it on the same card), nothing is lost.
    private func replayPending() {
        var kept: [_CardDAVCache.Edit] = []
        var unreachable = false
        for edit in cache.pending {
            if unreachable || kept.contains(where: { $0.book == edit.book && $0.path == edit.path }) {
                kept.append(edit)
                continue
            }
            do {
                if let done = try replay(edit) { apply(done, of: edit) } else { kept.append(edit) }
            } catch is _CardDAVUnreachable {
                unreachable = true
                kept.append(edit)
            } catch {
                kept.append(edit)
            }
        }
        cache.pending = kept
    }

    /// The card as the server now has it after sending `edit` (`nil` text when it is
    /// gone), or `nil` when the edit must wait.
    private func replay(_ edit: _CardDAVCache.Edit) throws -> (text: String?, etag: String?)? {
        switch edit.kind {
        case .add:
            guard let text = edit.vCard else { return (nil, nil) }
            do {
                return (text, try client.put(Data(text.utf8), at: edit.path, in: edit.book, ifMatch: nil))
            } catch is _CardDAVConflict {
                // The path is taken, maybe by this very add sent before a dropped answer:
                // the app's card is the one it meant to save.
                guard let current = try client.cards(in: edit.book, paths: [edit.path])[edit.path] else { return nil }
                return (text, try client.put(Data(text.utf8), at: edit.path, in: edit.book, ifMatch: current.etag))
            }
        case .update:
            guard let text = edit.vCard else { return (nil, nil) }
            do {
                if let etag = edit.baseETag, !etag.isEmpty {
                    return (text, try client.put(Data(text.utf8), at: edit.path, in: edit.book, ifMatch: etag))
                }
                throw _CardDAVConflict()
            } catch is _CardDAVConflict {
                return try rebase(edit, text: text)
            }
        case .delete:
            do {
                try client.delete(at: edit.path, in: edit.book, ifMatch: edit.baseETag ?? "*")
                return (nil, nil)
            } catch is _CardDAVConflict {
                // Someone changed the card since it was read: it stays, as online.
                return (try client.cards(in: edit.book, paths: [edit.path])[edit.path]?.data, nil)
            }
        }
    }

    /// A conflicting update: its changed keys applied on the server's version, as online;
    /// a card deleted on the server meanwhile is created again with the edit.
    private func rebase(_ edit: _CardDAVCache.Edit, text: String) throws -> (text: String?, etag: String?)? {
        guard let current = try client.cards(in: edit.book, paths: [edit.path])[edit.path] else {
            do {
                return (text, try client.put(Data(text.utf8), at: edit.path, in: edit.book, ifMatch: nil))
            } catch is _CardDAVConflict {
                return nil
            }
        }
        guard let remote = Self.storage(current.data, path: edit.path), var mine = Self.storage(text, path: edit.path) else {
            return nil
        }
        mine.fetchedKeys = Set(edit.changedKeys ?? Array(_allContactKeys))
        let rebased = Self.vCardText(_merge(remote, with: mine))
        do {
            return (rebased, try client.put(Data(rebased.utf8), at: edit.path, in: edit.book, ifMatch: current.etag))
        } catch is _CardDAVConflict {
            return nil
        }
    }

    /// Records in the cache what a replayed edit left on the server.
    private func apply(_ done: (text: String?, etag: String?), of edit: _CardDAVCache.Edit) {
        guard let index = cache.books.firstIndex(where: { $0.url == edit.book }) else { return }
        if let text = done.text {
            // Without an etag, the next sync fetches the card again.
            cache.books[index].cards[edit.path] = _CardDAVCache.Card(etag: done.etag ?? "", vCard: text)
        } else {
            cache.books[index].cards[edit.path] = nil
        }
    }

    // MARK: Online edits

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
            } catch let unreachable as _CardDAVUnreachable {
                throw unreachable
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
