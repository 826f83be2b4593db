import Foundation
import Tessera
import TesseraContacts

extension ViewController: UITableViewDataSource {
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: ContactTableViewCell.reuseIdentifier, for: indexPath) as! ContactTableViewCell
        cell.show(contacts[indexPath.row])
        return cell
    }

    /// Moves the contact as the person dragged its row (or pressed `[` / `]`).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let contact = contacts.remove(at: sourceIndexPath.row)
        contacts.insert(contact, at: destinationIndexPath.row)
    }

    /// Deletes the contact after the person confirms; the address book changes only with `--write`.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        let contact = contacts[indexPath.row]
        let message = writesAddressBook
            ? "\(contact.fullName) will be deleted from your address book."
            : "\(contact.fullName) leaves this list; your address book is not changed (run with --write to change it)."
        let alertController = UIAlertController(title: "Delete Contact?", message: message, preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alertController.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.deleteContact(contact)
        })
        present(alertController, animated: true)
    }

    /// Removes `contact` from the list (and from the store with `--write`).
    func deleteContact(_ contact: Contact) {
        guard let row = contacts.firstIndex(where: { $0 === contact }) else { return }
        if writesAddressBook {
            let request = CNSaveRequest()
            request.delete(contact.mutableContact)
            do {
                try store.execute(request)
            } catch {
                let alertController = UIAlertController(
                    title: "Not Deleted", message: "\(contact.fullName) could not be deleted: \(error.localizedDescription)",
                    preferredStyle: .alert)
                alertController.addAction(UIAlertAction(title: "OK", style: .default))
                present(alertController, animated: true)
                return
            }
        }
        contacts.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
    }
}
