import Dispatch
import Foundation
import Tessera
import TesseraContacts

/// A screen showing the contacts of a store: the list (chapter 1) and the grid (chapter 2).
///
/// Both fetch as the book does — ask for access the first time, then read the names and photos
/// of the default address book — and both put the reason in place of the contacts when they
/// cannot be read. The screens differ only in how they show what arrives.
@MainActor
protocol ContactsScreen: UIViewController {
    /// The store contacts are read from.
    var store: CNContactStore { get }
    /// Where contact photos are decoded.
    var imageDecodingQueue: DispatchQueue { get }
    /// Whether deleting a contact deletes it in the store (`--write`).
    var writesAddressBook: Bool { get }
    /// Shows the contacts that were read.
    func show(_ contacts: [Contact])
    /// Shows why there are no contacts.
    func show(_ error: any Error)
}

extension ContactsScreen {
    /// Asks for access the first time, then reads the contacts; as the book does.
    func requestContacts() {
        let store = store
        let authorizationStatus = CNContactStore.authorizationStatus(for: .contacts)
        if authorizationStatus == .notDetermined {
            store.requestAccess(for: .contacts) { [weak self] didAuthorize, error in
                // The answer comes on a background queue; the screen is the main thread's.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        if didAuthorize {
                            self?.retrieveContacts(from: store)
                        } else {
                            self?.show(error ?? CNError(.authorizationDenied))
                        }
                    }
                }
            }
        } else if authorizationStatus == .authorized || authorizationStatus == .limited {
            retrieveContacts(from: store)
        } else {
            show(CNError(.authorizationDenied))
        }
    }

    /// Fetches the names and photos of the default address book's contacts.
    func retrieveContacts(from store: CNContactStore) {
        let containerId = store.defaultContainerIdentifier()
        let predicate = CNContact.predicateForContactsInContainer(withIdentifier: containerId)
        let keysToFetch = [
            CNContactGivenNameKey as CNKeyDescriptor,
            CNContactFamilyNameKey as CNKeyDescriptor,
            CNContactImageDataAvailableKey as CNKeyDescriptor,
            CNContactImageDataKey as CNKeyDescriptor,
        ]
        do {
            let queue = imageDecodingQueue
            show(try store.unifiedContacts(matching: predicate, keysToFetch: keysToFetch)
                .map { Contact(contact: $0, decodingQueue: queue) })
        } catch {
            show(error)
        }
    }

    /// A label saying why the contacts could not be shown, for the place of the contacts.
    func messageLabel(for error: any Error) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        if let error = error as? CNError, error.code == .authorizationDenied {
            label.text = "Hello-Contacts may not read your contacts. Allow it with TESSERA_CONTACTS_AUTHORIZATION=authorized."
        } else {
            label.text = "Your contacts could not be read: \(error.localizedDescription)"
        }
        return label
    }

    /// Asks whether to delete `contact`, saying whether the address book changes too, and
    /// calls `completion` with the answer: `true` for Delete, `false` for Cancel.
    func confirmDeletion(of contact: Contact, completion: @escaping @MainActor (Bool) -> Void) {
        let message = writesAddressBook
            ? "\(contact.fullName) will be deleted from your address book."
            : "\(contact.fullName) leaves this list; your address book is not changed (run with --write to change it)."
        let alertController = UIAlertController(title: "Delete Contact?", message: message, preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completion(false) })
        alertController.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in completion(true) })
        present(alertController, animated: true)
    }

    /// With `--write`, deletes `contact` in the store; returns whether the screen may remove it.
    /// A store that refuses (the card changed or vanished meanwhile) keeps the contact on
    /// screen, and an alert says why.
    func deleteFromAddressBook(_ contact: Contact) -> Bool {
        guard writesAddressBook else { return true }
        let request = CNSaveRequest()
        request.delete(contact.mutableContact)
        do {
            try store.execute(request)
            return true
        } catch {
            let alertController = UIAlertController(
                title: "Not Deleted", message: "\(contact.fullName) could not be deleted: \(error.localizedDescription)",
                preferredStyle: .alert)
            alertController.addAction(UIAlertAction(title: "OK", style: .default))
            present(alertController, animated: true)
            return false
        }
    }

    /// `?`: the keys, in an alert.
    func showKeys(_ help: String) {
        let alertController = UIAlertController(title: "Keys", message: help, preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "OK", style: .default))
        present(alertController, animated: true)
    }
}
