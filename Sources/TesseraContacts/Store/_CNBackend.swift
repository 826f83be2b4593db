import Foundation

/// A contact stored by a backend, with the identifier of its container.
struct _CNRecord {
    var storage: CNContact._Storage
    var container: String
}

/// Builds the contact a fetch returns from a stored contact and its container's
/// identifier, or `nil` when the fetch's predicate leaves it out.
typealias _CNContactMaker = @Sendable (consuming CNContact._Storage, String) -> CNContact?

/// What a backend read for a fetch: its contacts, and the malformed cards it skipped.
struct _CNReading {
    var records: [_CNRecord]
    var malformed: [CNContactStore.MalformedCard] = []
}

/// Where a ``CNContactStore`` keeps its contacts: a vdir, one .vcf file, the sample book.
///
/// Backends read fresh on each call (another program may have changed the files) and
/// apply save requests in order; when a change fails, the changes before it stay applied.
protocol _CNBackend: Sendable {
    /// The address books, in a stable order; the first is the default.
    func containers() throws -> [CNContainer]
    /// Every contact, in storage order.
    func records() throws -> [_CNRecord]
    /// Every contact, in storage order, read as far as `plan` needs, with the malformed
    /// cards skipped.
    func records(_ plan: _CNFetchPlan) throws -> _CNReading
    /// The contacts `make` builds (or leaves out, with `nil`) from every contact, in
    /// storage order, read as far as `plan` needs; with the malformed cards skipped.
    /// A backend that reads in parallel calls `make` in parallel.
    func contacts(_ plan: _CNFetchPlan, _ make: _CNContactMaker) throws -> (contacts: [CNContact], malformed: [CNContactStore.MalformedCard])
    /// The groups, in storage order.
    func groups() throws -> [_CNGroupRecord]
    /// Applies `changes` in order, counting the applied ones in `applied`.
    func execute(_ changes: [CNSaveRequest._Change], applied: inout Int) throws
}

extension _CNBackend {
    /// Complete records; a backend that can read less for a plan overrides this.
    func records(_ plan: _CNFetchPlan) throws -> _CNReading { _CNReading(records: try records()) }

    /// `make` of the records of `plan`, one after the other.
    func contacts(_ plan: _CNFetchPlan, _ make: _CNContactMaker) throws -> (contacts: [CNContact], malformed: [CNContactStore.MalformedCard]) {
        let reading = try records(plan)
        return (reading.records.compactMap { make($0.storage, $0.container) }, reading.malformed)
    }

    /// No groups; a backend that stores group cards overrides this.
    func groups() throws -> [_CNGroupRecord] { [] }

    /// The error of an update or delete of a contact that does not exist.
    func _missing(_ identifier: String) -> CNError {
        CNError(.recordDoesNotExist, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [identifier]])
    }

    /// A contact to add, complete, with its identifier.
    func _complete(_ storage: CNContact._Storage) -> CNContact._Storage {
        var complete = CNContact._Storage(identifier: storage.identifier).merging(storage)
        complete.identifier = storage.identifier
        return complete
    }

    /// The stored contact with the changes of an update; what the update did not fetch
    /// and the properties Tessera does not understand are kept.
    func _merge(_ stored: CNContact._Storage, with update: CNContact._Storage) -> CNContact._Storage {
        var merged = stored.merging(update)
        merged.identifier = stored.identifier
        merged.unmappedProperties = stored.unmappedProperties
        return merged
    }
}
