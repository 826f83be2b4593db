import Foundation

/// A backend over one list of cards with one container: a single .vcf file, read on each
/// call and written back atomically, or the in-memory sample book.
final class _CNCardListBackend: _CNBackend, @unchecked Sendable {
    enum Storage {
        /// A .vcf file.
        case file(URL)
        /// Cards that live as long as the store (the sample book).
        case memory(_CNCardList)
    }

    private let lock = NSLock()
    private var storage: Storage
    let container: CNContainer

    init(file: URL) {
        storage = .file(file)
        let stem = file.deletingPathExtension().lastPathComponent
        container = CNContainer(identifier: file.lastPathComponent, name: stem, type: .local)
    }

    init(memory list: _CNCardList, container: CNContainer) {
        storage = .memory(list)
        self.container = container
    }

    func containers() throws -> [CNContainer] { [container] }

    func records() throws -> [_CNRecord] { try records(.complete).records }

    /// Complete records whatever the plan, with the file's malformed cards.
    func records(_ plan: _CNFetchPlan) throws -> _CNReading {
        lock.lock()
        defer { lock.unlock() }
        let list = try load()
        var reading = _CNReading(records: list.contacts.map { _CNRecord(storage: $0, container: container.identifier) })
        if case .file(let url) = storage {
            reading.malformed = list.errors.map { CNContactStore.MalformedCard(url: url, error: $0) }
        }
        return reading
    }

    func groups() throws -> [_CNGroupRecord] {
        lock.lock()
        defer { lock.unlock() }
        guard case .file(let url) = storage, let data = FileManager.default.contents(atPath: url.path) else { return [] }
        let stem = url.deletingPathExtension().lastPathComponent
        let cards = data.withUnsafeBytes { raw in
            VCardParser._parse(raw.bindMemory(to: UInt8.self), filter: _CNGroupRecord.filter).cards
        }
        return cards.filter(_VDirectory.isGroup).enumerated().map { position, card in
            _CNGroupRecord(card: card, container: container.identifier, fallbackIdentifier: "\(stem)-group-\(position + 1)")
        }
    }

    /// The current cards: the file's, or the ones in memory.
    private func load() throws -> _CNCardList {
        switch storage {
        case .memory(let list): return list
        case .file(let url):
            guard FileManager.default.fileExists(atPath: url.path) else { return _CNCardList() }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CNError(.dataAccessError, userInfo: [NSFilePathErrorKey: url.path])
            }
            return _CNCardList(data: data, stem: url.deletingPathExtension().lastPathComponent)
        }
    }

    private func save(_ list: _CNCardList) throws {
        switch storage {
        case .memory: storage = .memory(list)
        case .file(let url): try _CNAtomicFile.write(list.data, to: url)
        }
    }

    func execute(_ changes: [CNSaveRequest._Change], applied: inout Int) throws {
        lock.lock()
        defer { lock.unlock() }
        var list = try load()
        let before = applied
        do {
            for change in changes {
                switch change {
                case .add(let contact, let target):
                    let storage = contact._storage
                    if list.position(of: storage.identifier) != nil {
                        throw CNError(.insertedRecordAlreadyExists, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [storage.identifier]])
                    }
                    if let target, target != container.identifier { throw _missing(target) }
                    list.pieces.append(.contact(_complete(storage), original: nil))
                case .update(let contact):
                    guard let position = list.position(of: contact.identifier),
                        case .contact(let stored, _) = list.pieces[position]
                    else { throw _missing(contact.identifier) }
                    list.pieces[position] = .contact(_merge(stored, with: contact._storage), original: nil)
                case .delete(let contact):
                    guard let position = list.position(of: contact.identifier) else { throw _missing(contact.identifier) }
                    list.pieces.remove(at: position)
                }
                applied += 1
            }
        } catch {
            // The changes before the failing one stay applied, as in the vdir backend.
            if applied > before { try save(list) }
            throw error
        }
        if applied > before { try save(list) }
    }
}
