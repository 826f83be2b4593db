import Foundation
import Tessera

/// The app's own keys. The table view handles the rest as UIKit's does with a hardware
/// keyboard: ↑ ↓ move its focus, Return selects, ← shows the focused row's swipe actions, and
/// in edit mode Delete deletes the focused row and ⌥↑ ⌥↓ move it; the mouse taps, swipes,
/// drags and scrolls as a finger would.
extension ViewController {
    /// The keys, as `?` lists them.
    static let keyHelp = """
        ↑ ↓  move · PgUp PgDn Home End  scroll
        Return  show the contact
        ←  swipe: Delete (Esc closes)
        e  Edit / Done
        ⌥↑ ⌥↓  move the row (editing)
        Delete  delete the row (editing)
        q  or  Ctrl-C  quit
        """

    /// Handles a key of the app's; returns `false` for the others.
    func handleKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]) else { return false }
        switch key.characters {
        case "e": setEditing(!isEditing, animated: true)
        case "?": showKeys(Self.keyHelp)
        case "q": quit()
        default: return false
        }
        return true
    }
}
