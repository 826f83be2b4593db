import TesseraUI

/// The contacts the SwiftUI screen shows, or why there are none: the model its views read.
@Observable @MainActor
final class ContactsModel {
    /// The contacts, in the order the list shows them.
    var contacts: [Contact] = []
    /// Why the contacts could not be read, in place of the list.
    var message: String?
    /// The selected row's contact: the selection alert shows while it is set.
    var selection: Contact.ID?
    /// The stack's path: the identifiers of the contacts whose details are shown.
    var path: [String] = []
    /// Deletes a contact where it is stored (with `--write`); whether it may leave the list.
    @ObservationIgnored var deleteFromStore: (Contact) -> Bool = { _ in true }

    /// Deletes the contacts at `offsets` (those the store lets go).
    func delete(atOffsets offsets: IndexSet) {
        let deleted = IndexSet(offsets.filter { deleteFromStore(contacts[$0]) })
        contacts.remove(atOffsets: deleted)
    }

    /// The selected contact.
    var selected: Contact? {
        selection.flatMap { selection in contacts.first { $0.id == selection } }
    }

    /// The contact with `identifier`.
    func contact(_ identifier: String) -> Contact? {
        contacts.first { $0.identifier == identifier }
    }
}

extension Contact: Identifiable {
    public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }
}
