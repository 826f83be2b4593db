import Foundation

/// The vdir backend: one folder per address book, one `.vcf` file per contact.
struct _CNVDirBackend: _CNBackend {
    let vdir: _VDirectory

    func containers() throws -> [CNContainer] { vdir.containers() }

    func records() throws -> [_CNRecord] {
        vdir.records(in: vdir.containers()).map { _CNRecord(storage: $0.storage, container: $0.container) }
    }

    func groups() throws -> [_CNGroupRecord] { vdir.groups(in: vdir.containers()) }

    func contacts(_ plan: _CNFetchPlan, _ make: _CNContactMaker) throws -> (contacts: [CNContact], malformed: [CNContactStore.MalformedCard]) {
        vdir.contacts(in: vdir.containers(), plan: plan, make)
    }

    func execute(_ changes: [CNSaveRequest._Change], applied: inout Int) throws {
        // The folder is read once; the changes keep this picture up to date.
        let containers = vdir.containers()
        var records = vdir.records(in: containers)
        var index: [String: Int] = [:]
        for (position, record) in records.enumerated() where index[record.storage.identifier] == nil {
            index[record.storage.identifier] = position
        }
        for change in changes {
            switch change {
            case .add(let contact, let container):
                let storage = contact._storage
                if index[storage.identifier] != nil {
                    throw CNError(.insertedRecordAlreadyExists, userInfo: [CNErrorUserInfoAffectedRecordIdentifiersKey: [storage.identifier]])
                }
                let target = container ?? containers.first?.identifier ?? "default"
                if container != nil && !containers.contains(where: { $0.identifier == target }) {
                    throw _missing(target)
                }
                let complete = _complete(storage)
                let file = vdir.newFile(for: storage.identifier, in: target)
                try vdir.write(complete, to: file)
                index[storage.identifier] = records.count
                records.append(_VDirectory.Record(
                    storage: complete, container: target, folder: file.deletingLastPathComponent(), name: file.lastPathComponent,
                    index: 0))
            case .update(let contact):
                guard let position = index[contact.identifier] else { throw _missing(contact.identifier) }
                let record = records[position]
                let merged = _merge(record.storage, with: contact._storage)
                try vdir.replace(record, with: merged)
                records[position].storage = merged
            case .delete(let contact):
                guard let position = index[contact.identifier] else { throw _missing(contact.identifier) }
                let record = records[position]
                try vdir.replace(record, with: nil)
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
