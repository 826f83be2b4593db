import Foundation

/// The user's contacts: on Linux, a vdir folder of vCard files.
///
/// The store reads `$XDG_DATA_HOME/contacts` (by default `~/.local/share/contacts`),
/// where each subfolder is an address book (``CNContainer``) and each `.vcf` file one
/// contact, the layout vdirsyncer, khard and Evolution's exports use. Writes are
/// atomic: each file is written to a temporary file and renamed into place.
///
///     let store = CNContactStore()
///     let keys = [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]
///     let found = try store.unifiedContacts(
///         matching: CNContact.predicateForContacts(matchingName: "John"), keysToFetch: keys)
///
/// Contacts come back with only the keys asked for; reading another property raises
/// `CNPropertyNotFetchedException`, as on Apple platforms. Authorization is not
/// modelled yet: every call is allowed.
///
/// - Complexity: Every fetch reads and parses the folder, O(*n*) in its size.
open class CNContactStore: NSObject, @unchecked Sendable {
    let _vdir: _VDirectory

    /// A store over `$XDG_DATA_HOME/contacts`.
    public override init() {
        _vdir = _VDirectory(root: CNContactStore.defaultDirectoryURL)
        super.init()
    }

    /// A store over another vdir folder (a Tessera addition, for tests and tools).
    ///
    /// - Parameter directoryURL: The folder whose subfolders are address books.
    public init(directoryURL: URL) {
        _vdir = _VDirectory(root: directoryURL)
        super.init()
    }

    /// `$XDG_DATA_HOME/contacts`, or `~/.local/share/contacts` when the variable is unset.
    public static var defaultDirectoryURL: URL {
        _directoryURL(
            environment: ProcessInfo.processInfo.environment, home: FileManager.default.homeDirectoryForCurrentUser)
    }

    /// The XDG rule: `$XDG_DATA_HOME/contacts` when the variable holds an absolute path
    /// (a relative one is invalid and ignored), else `~/.local/share/contacts`.
    static func _directoryURL(environment: [String: String], home: URL) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("contacts", isDirectory: true)
        }
        return home.appendingPathComponent(".local/share/contacts", isDirectory: true)
    }

    // MARK: Containers

    /// The identifier of the container new contacts go to: the first address book by
    /// folder name, or `default` (created on first save) when there is none.
    open func defaultContainerIdentifier() -> String {
        _vdir.containers().first?.identifier ?? "default"
    }

    /// The containers matching a predicate from ``CNContainer``, or all of them.
    ///
    /// - Throws: ``CNError`` `.predicateInvalid` for a predicate not made by `CNContainer`.
    open func containers(matching predicate: NSPredicate?) throws -> [CNContainer] {
        let all = _vdir.containers()
        guard let predicate else { return all }
        guard let ours = predicate as? _CNPredicate else { throw CNError(.predicateInvalid) }
        switch ours.kind {
        case .containers(let ids): return all.filter { ids.contains($0.identifier) }
        case .containerOfContact(let id):
            let owner = _vdir.records(in: all).first { $0.storage.identifier == id }?.container
            return all.filter { $0.identifier == owner }
        default: throw CNError(.predicateInvalid)
        }
    }

    // MARK: Fetching

    /// The contacts matching a predicate from ``CNContact``, with only `keys` fetched.
    ///
    /// - Parameters:
    ///   - predicate: From `CNContact.predicateForContacts(…)`.
    ///   - keys: The keys to fetch.
    /// - Returns: Immutable contacts, in file order.
    /// - Throws: ``CNError`` `.predicateInvalid` for a predicate not made by `CNContact`.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        try _fetch(predicate, keys: keys, mutable: false, sortOrder: .none)
    }

    /// The contact with an identifier, with only `keys` fetched.
    ///
    /// - Throws: ``CNError`` `.recordDoesNotExist` when there is no such contact.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        let found = try _fetch(CNContact.predicateForContacts(withIdentifiers: [identifier]), keys: keys, mutable: false, sortOrder: .none)
        guard let contact = found.first else {
            throw CNError(.recordDoesNotExist, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [identifier]])
        }
        return contact
    }

    /// Calls `block` with each contact the request matches, until it sets `stop`.
    ///
    /// - Throws: ``CNError`` `.predicateInvalid` for a predicate not made by `CNContact`.
    open func enumerateContacts(
        with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    ) throws {
        let contacts = try _fetch(
            fetchRequest.predicate, keys: fetchRequest.keysToFetch, mutable: fetchRequest.mutableObjects,
            sortOrder: fetchRequest.sortOrder)
        var stop: ObjCBool = false
        for contact in contacts {
            block(contact, &stop)
            if stop.boolValue { break }
        }
    }

    func _fetch(_ predicate: NSPredicate?, keys: [CNKeyDescriptor], mutable: Bool, sortOrder: CNContactSortOrder) throws -> [CNContact] {
        var filter: _CNPredicate?
        if let predicate {
            guard let ours = predicate as? _CNPredicate else { throw CNError(.predicateInvalid) }
            if case .containers = ours.kind { throw CNError(.predicateInvalid) }
            if case .containerOfContact = ours.kind { throw CNError(.predicateInvalid) }
            filter = ours
        }
        var keySet = Set<String>()
        for descriptor in keys { keySet.formUnion(descriptor._contactKeys) }
        var records = _vdir.records(in: _vdir.containers())
        if let filter { records = records.filter { filter.matches($0.storage, container: $0.container) } }
        switch sortOrder {
        case .none: break
        case .userDefault, .givenName:
            records.sort { Self.ordered(($0.storage.givenName, $0.storage.familyName), ($1.storage.givenName, $1.storage.familyName)) }
        case .familyName:
            records.sort { Self.ordered(($0.storage.familyName, $0.storage.givenName), ($1.storage.familyName, $1.storage.givenName)) }
        }
        return records.map { record in
            var storage = record.storage
            storage.fetchedKeys = keySet
            return mutable ? CNMutableContact(_storage: storage) : CNContact(_storage: storage)
        }
    }

    private static func ordered(_ a: (String, String), _ b: (String, String)) -> Bool {
        let first = a.0.localizedCaseInsensitiveCompare(b.0)
        if first != .orderedSame { return first == .orderedAscending }
        return a.1.localizedCaseInsensitiveCompare(b.1) == .orderedAscending
    }

    // MARK: Saving

    /// Applies a save request's changes in order, writing each file atomically.
    ///
    /// Changes are applied one by one; when one fails, the ones before it stay applied.
    /// After any change, `CNContactStoreDidChange` is posted.
    ///
    /// - Throws: ``CNError`` `.insertedRecordAlreadyExists` when an added contact's
    ///   identifier exists, `.recordDoesNotExist` when an updated or deleted contact
    ///   does not, `.dataAccessError` when a file cannot be written.
    open func execute(_ saveRequest: CNSaveRequest) throws {
        var applied = 0
        defer {
            if applied > 0 { NotificationCenter.default.post(name: .CNContactStoreDidChange, object: self) }
        }
        // The folder is read once; the changes keep this picture up to date.
        let containers = _vdir.containers()
        var records = _vdir.records(in: containers)
        var index: [String: Int] = [:]
        for (position, record) in records.enumerated() where index[record.storage.identifier] == nil {
            index[record.storage.identifier] = position
        }
        func missing(_ identifier: String) -> CNError {
            CNError(.recordDoesNotExist, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [identifier]])
        }
        for change in saveRequest._changes {
            switch change {
            case .add(let contact, let container):
                let storage = contact._storage
                if index[storage.identifier] != nil {
                    throw CNError(.insertedRecordAlreadyExists, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [storage.identifier]])
                }
                let target = container ?? containers.first?.identifier ?? "default"
                if container != nil && !containers.contains(where: { $0.identifier == target }) {
                    throw missing(target)
                }
                var complete = CNContact._Storage(identifier: storage.identifier).merging(storage)
                complete.identifier = storage.identifier
                let file = _vdir.newFile(for: storage.identifier, in: target)
                try _vdir.write(complete, to: file)
                index[storage.identifier] = records.count
                records.append(_VDirectory.Record(storage: complete, container: target, file: file, index: 0))
            case .update(let contact):
                guard let position = index[contact.identifier] else { throw missing(contact.identifier) }
                let record = records[position]
                var merged = record.storage.merging(contact._storage)
                merged.identifier = record.storage.identifier
                merged.unmappedProperties = record.storage.unmappedProperties
                try _vdir.replace(record, with: merged)
                records[position].storage = merged
            case .delete(let contact):
                guard let position = index[contact.identifier] else { throw missing(contact.identifier) }
                let record = records[position]
                try _vdir.replace(record, with: nil)
                index[contact.identifier] = nil
                // The later cards of the same file moved up by one.
                for other in records.indices where records[other].file == record.file && records[other].index > record.index {
                    records[other].index -= 1
                }
            }
            applied += 1
        }
    }
}

extension Notification.Name {
    /// Posted by ``CNContactStore/execute(_:)`` after it saved changes.
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
