import Foundation
import Tessera

extension ViewController: UITableViewDelegate {
    /// Shows the contact's name in an alert; its button deselects the row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let contact = contacts[indexPath.row]
        let alertController = UIAlertController(
            title: "Contact tapped", message: "You tapped \(contact.fullName)", preferredStyle: .alert)
        let dismissAction = UIAlertAction(title: "Ok", style: .default) { _ in
            tableView.deselectRow(at: indexPath, animated: true)
        }
        alertController.addAction(dismissAction)
        present(alertController, animated: true, completion: nil)
    }

    /// Chapter 1's swipe to delete: a destructive Delete action whose handler removes the
    /// contact, then the row inside `beginUpdates()` / `endUpdates()`, and reports completion.
    ///
    /// As everywhere in Hello-Contacts, the handler asks first; Cancel reports that nothing
    /// was performed (`callback(false)`) and the row closes. With `--write` the contact leaves
    /// the address book before it leaves the list; when the store refuses, the row stays.
    /// The alert is modal, so `indexPath` still names the swiped row when the answer comes.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        // 1
        let deleteHandler: UIContextualActionHandler = { [weak self] action, view, callback in
            guard let self else { return callback(false) }
            let contact = self.contacts[indexPath.row]
            self.confirmDeletion(of: contact) { confirmed in
                guard confirmed, self.deleteFromAddressBook(contact) else { return callback(false) }
                self.contacts.remove(at: indexPath.row)
                self.tableView.beginUpdates()
                self.tableView.deleteRows(at: [indexPath], with: .fade)
                self.tableView.endUpdates()
                callback(true)
            }
        }

        // 2
        let deleteAction = UIContextualAction(style: .destructive, title: "Delete", handler: deleteHandler)

        // 3
        return UISwipeActionsConfiguration(actions: [deleteAction])
    }
}
