import Foundation

/// The user's contacts: on Linux, a vdir folder of vCard files, one .vcf file, or the
/// simulator's sample book.
///
/// By default (``Source/automatic``) the store reads `$XDG_DATA_HOME/contacts` (by
/// default `~/.local/share/contacts`), where each subfolder is an address book
/// (``CNContainer``) and each `.vcf` file one contact, the layout vdirsyncer, khard and
/// Evolution's exports use; when the person has no such folder, it shows the six
/// contacts of Apple's iOS simulator. Writes are atomic: each file is written to a
/// temporary file and renamed into place.
///
///     let store = CNContactStore()
///     guard try await store.requestAccess(for: .contacts) else { return }
///     let keys = [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]
///     let found = try store.unifiedContacts(
///         matching: CNContact.predicateForContacts(matchingName: "John"), keysToFetch: keys)
///
/// Nothing is read before the app is authorized (see
/// ``authorizationStatus(for:)``): fetching, listing containers and saving throw
/// ``CNError`` `.authorizationDenied` until then, as on iOS.
///
/// Contacts come back with only the keys asked for; reading another property raises
/// `CNPropertyNotFetchedException`, as on Apple platforms.
///
/// - Complexity: Every fetch reads and parses the address book, O(*n*) in its size; a
///   vdir is read across the processor's cores, building only the vCard properties the
///   keys, predicate and sort order need.
open class CNContactStore: NSObject, @unchecked Sendable {
    /// Where this store's contacts come from (a Tessera addition).
    public let source: Source
    let _backend: any _CNBackend
    let _malformedLock = NSLock()
    var _malformed: [MalformedCard] = []

    /// A store over ``Source/automatic``: the person's vdir, or the sample book when
    /// there is none.
    public override convenience init() {
        self.init(source: .automatic)
    }

    /// A store over a vdir folder (a Tessera addition, for tests and tools).
    ///
    /// - Parameter directoryURL: The folder whose subfolders are address books.
    public convenience init(directoryURL: URL) {
        self.init(source: .vdir(directoryURL))
    }

    /// A store over a source (a Tessera addition).
    ///
    /// - Parameter source: Where the contacts are.
    public init(source: Source) {
        self.source = source
        switch source {
        case .vdir(let url): _backend = _CNVDirBackend(vdir: _VDirectory(root: url))
        case .vcf(let url): _backend = _CNCardListBackend(file: url)
        case .sample: _backend = _CNCardListBackend(memory: _CNSampleBook.cards, container: _CNSampleBook.container)
        case .carddav(let account): _backend = _CNCardDAVBackend(account: account)
        }
        super.init()
    }

    // MARK: Privacy

    /// Asks the person for access to contacts the first time, and calls
    /// `completionHandler` with the answer on a background queue, as iOS does.
    ///
    /// When the status is ``CNAuthorizationStatus/notDetermined``, the app's
    /// `NSContactsUsageDescription` is shown on the terminal (`/dev/tty`) and a `y`/`n`
    /// answer read; it is remembered, so later requests do not ask. When there is no
    /// terminal, nothing is remembered and access is refused this time.
    ///
    /// If the app's Info.plist has no `NSContactsUsageDescription`, the app stops with
    /// Apple's message ("This app has crashed because it attempted to access
    /// privacy-sensitive data without a usage description. …") — through the failure hook
    /// `CNFailureHook`, so that tests can observe it.
    ///
    /// - Parameters:
    ///   - entityType: `.contacts`.
    ///   - completionHandler: Called once, on a background queue, with `true` when access
    ///     is granted, else `false` and a ``CNError`` `.authorizationDenied`.
    open func requestAccess(
        for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        // The context (and a test's prompt) is taken from the caller's task.
        let context = CNAuthorizationContext.resolved
        let handler = CNFailureHook.handler
        _CNAuthorization.queue.async {
            let (granted, error) = CNFailureHook.$handler.withValue(handler) { _CNAuthorization.request(context) }
            DispatchQueue.global().async { completionHandler(granted, error) }
        }
    }

    /// Asks the person for access to contacts the first time; see
    /// ``requestAccess(for:completionHandler:)``.
    ///
    /// - Parameter entityType: `.contacts`.
    /// - Returns: `true` when access is granted.
    /// - Throws: ``CNError`` `.authorizationDenied` when it is not.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            requestAccess(for: entityType) { granted, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: granted) }
            }
        }
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
    ///
    /// Before the app is authorized, this is `""`: nothing is read.
    open func defaultContainerIdentifier() -> String {
        guard (try? _CNAuthorization.requireAccess()) != nil else { return "" }
        return ((try? _backend.containers()) ?? []).first?.identifier ?? "default"
    }

    /// The containers matching a predicate from ``CNContainer``, or all of them.
    ///
    /// - Throws: ``CNError`` `.authorizationDenied` before the app is authorized,
    ///   `.predicateInvalid` for a predicate not made by `CNContainer`.
    open func containers(matching predicate: NSPredicate?) throws -> [CNContainer] {
        try _CNAuthorization.requireAccess()
        let all = try _backend.containers()
        guard let predicate else { return all }
        guard let ours = predicate as? _CNPredicate else { throw CNError(.predicateInvalid) }
        switch ours.kind {
        case .containers(let ids): return all.filter { ids.contains($0.identifier) }
        case .containerOfContact(let id):
            let owner = try _backend.records().first { $0.storage.identifier == id }?.container
            return all.filter { $0.identifier == owner }
        default: throw CNError(.predicateInvalid)
        }
    }

    /// The groups matching a predicate from ``CNGroup``, or all of them.
    ///
    /// - Throws: ``CNError`` `.authorizationDenied` before the app is authorized,
    ///   `.predicateInvalid` for a predicate not made by `CNGroup`.
    open func groups(matching predicate: NSPredicate?) throws -> [CNGroup] {
        try _CNAuthorization.requireAccess()
        var records = try _backend.groups()
        if let predicate {
            guard let ours = predicate as? _CNPredicate else { throw CNError(.predicateInvalid) }
            switch ours.kind {
            case .groups(let ids): records = records.filter { ids.contains($0.identifier) }
            case .groupsInContainer(let id): records = records.filter { $0.container == id }
            default: throw CNError(.predicateInvalid)
            }
        }
        return records.map { CNGroup(identifier: $0.identifier, name: $0.name) }
    }

    // MARK: Fetching

    /// The contacts matching a predicate from ``CNContact``, with only `keys` fetched.
    ///
    /// - Parameters:
    ///   - predicate: From `CNContact.predicateForContacts(…)`.
    ///   - keys: The keys to fetch.
    /// - Returns: Immutable contacts, in file order.
    /// - Throws: ``CNError`` `.authorizationDenied` before the app is authorized,
    ///   `.predicateInvalid` for a predicate not made by `CNContact`.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] {
        try _fetch(predicate, keys: keys, mutable: false, sortOrder: .none)
    }

    /// The contact with an identifier, with only `keys` fetched.
    ///
    /// - Throws: ``CNError`` `.authorizationDenied` before the app is authorized,
    ///   `.recordDoesNotExist` when there is no such contact.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact {
        let found = try _fetch(CNContact.predicateForContacts(withIdentifiers: [identifier]), keys: keys, mutable: false, sortOrder: .none)
        guard let contact = found.first else {
            throw CNError(.recordDoesNotExist, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [identifier]])
        }
        return contact
    }

    /// Calls `block` with each contact the request matches, until it sets `stop`.
    ///
    /// - Throws: ``CNError`` `.authorizationDenied` before the app is authorized,
    ///   `.predicateInvalid` for a predicate not made by `CNContact`.
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
        try _CNAuthorization.requireAccess()
        var filter: _CNPredicate?
        if let predicate {
            guard let ours = predicate as? _CNPredicate else { throw CNError(.predicateInvalid) }
            if case .containers = ours.kind { throw CNError(.predicateInvalid) }
            if case .containerOfContact = ours.kind { throw CNError(.predicateInvalid) }
            if case .groups = ours.kind { throw CNError(.predicateInvalid) }
            if case .groupsInContainer = ours.kind { throw CNError(.predicateInvalid) }
            filter = ours
            if case .contactsInGroup(let id) = ours.kind {
                // Membership is stored on the group: fetch its members by identifier.
                let members = try _backend.groups().first { $0.identifier == id }?.members ?? []
                filter = _CNPredicate(.identifiers(members))
            }
        }
        var keySet = Set<String>()
        for descriptor in keys { keySet.formUnion(descriptor._contactKeys) }
        let plan = _CNFetchPlan(keys: keySet, predicate: filter, sortOrder: sortOrder)
        // Contacts are built as the backend reads them, across the cores for a vdir.
        nonisolated(unsafe) let predicate = filter
        let fetchedKeys = keySet
        let (found, malformed) = try _backend.contacts(plan) { (storage: consuming CNContact._Storage, container: String) in
            if let predicate, !predicate.matches(storage, container: container) { return nil }
            storage.fetchedKeys = fetchedKeys
            if mutable { return CNMutableContact(_storage: storage) }
            return CNContact(_storage: storage)
        }
        _report(malformed)
        var contacts = found
        switch sortOrder {
        case .none: break
        case .userDefault, .givenName:
            contacts.sort { Self.ordered(($0._storage.givenName, $0._storage.familyName), ($1._storage.givenName, $1._storage.familyName)) }
        case .familyName:
            contacts.sort { Self.ordered(($0._storage.familyName, $0._storage.givenName), ($1._storage.familyName, $1._storage.givenName)) }
        }
        return contacts
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
    /// - Throws: ``CNError`` `.authorizationDenied` before the app is authorized,
    ///   `.insertedRecordAlreadyExists` when an added contact's identifier exists,
    ///   `.recordDoesNotExist` when an updated or deleted contact does not,
    ///   `.dataAccessError` when a file cannot be written.
    open func execute(_ saveRequest: CNSaveRequest) throws {
        try _CNAuthorization.requireAccess()
        var applied = 0
        defer {
            if applied > 0 { NotificationCenter.default.post(name: .CNContactStoreDidChange, object: self) }
        }
        try _backend.execute(saveRequest._changes, applied: &applied)
    }
}

extension Notification.Name {
    /// Posted by ``CNContactStore/execute(_:)`` after it saved changes.
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
