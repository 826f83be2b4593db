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

    /// Moves the contact as the person dragged its row (or moved it with ⌥↑ ⌥↓).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let contact = contacts.remove(at: sourceIndexPath.row)
        contacts.insert(contact, at: destinationIndexPath.row)
    }

    /// The edit mode's delete control (the red circle, its Delete button, or Delete on the
    /// keyboard): deletes the contact once the person confirms, as the swipe's Delete does.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        let contact = contacts[indexPath.row]
        confirmDeletion(of: contact) { [weak self] confirmed in
            guard let self, confirmed, self.deleteFromAddressBook(contact),
                let row = self.contacts.firstIndex(where: { $0 === contact })
            else { return }
            self.contacts.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
        }
    }
}
