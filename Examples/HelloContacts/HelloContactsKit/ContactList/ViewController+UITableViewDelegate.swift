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
}
