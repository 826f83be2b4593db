import Foundation
import Tessera

/// The list's keys. The table view handles the rest as UIKit's does with a hardware keyboard:
/// ↑ ↓ move its focus, Return selects (and shows the item), and in editing mode Delete
/// deletes the focused row and ⌥↑ ⌥↓ move it; the mouse taps and scrolls as a finger would.
extension ItemsViewController {
    /// The keys, as `?` lists them.
    static let keyHelp = """
        ↑ ↓  move · PgUp PgDn Home End  scroll
        Return  show the item (Esc goes back)
        a  Add an item
        e  Edit / Done
        ⌥↑ ⌥↓  move the row (editing)
        Delete  delete the row (editing)
        q  or  Ctrl-C  save and quit
        """

    /// Handles a key of the app's; returns `false` for the others.
    func handleKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]) else { return false }
        switch key.characters {
        case "a": addNewItem(navigationItem.rightBarButtonItem!)
        case "e": setEditing(!isEditing, animated: true)
        case "?":
            let alertController = UIAlertController(title: "Keys", message: Self.keyHelp, preferredStyle: .alert)
            alertController.addAction(UIAlertAction(title: "OK", style: .default))
            present(alertController, animated: true)
        case "q": quit()
        default: return false
        }
        return true
    }
}
