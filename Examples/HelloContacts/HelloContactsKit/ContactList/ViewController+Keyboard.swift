import Foundation
import Tessera

/// The keyboard, for a terminal without a touch screen: a cursor row moved with the arrows,
/// and a key for each of the book's gestures. The mouse taps and scrolls as a finger would.
extension ViewController {
    /// The keys, as `?` lists them.
    static let keyHelp = """
        ↑ ↓ j k    move
        PgUp PgDn  move a page
        g G        first / last
        Return     open the contact
        e          Edit / Done
        [ ]        move the row up / down (editing)
        d Delete   delete the row
        q Ctrl-C   quit
        """

    /// Handles a key; returns `false` for keys the list does not use.
    func handleKey(_ key: UIKey) -> Bool {
        switch (key.keyCode, key.characters) {
        case (.keyboardDownArrow, _), (_, "j"): moveCursor(to: cursorRow + 1)
        case (.keyboardUpArrow, _), (_, "k"): moveCursor(to: cursorRow - 1)
        case (.keyboardPageDown, _), (_, " "): moveCursor(to: cursorRow + rowsPerPage)
        case (.keyboardPageUp, _): moveCursor(to: cursorRow - rowsPerPage)
        case (.keyboardHome, _), (_, "g"): moveCursor(to: 0)
        case (.keyboardEnd, _), (_, "G"): moveCursor(to: contacts.count - 1)
        case (.keyboardReturnOrEnter, _): openCursorRow()
        case (_, "e"): setEditing(!isEditing, animated: true)
        case (_, "["): moveCursorRow(by: -1)
        case (_, "]"): moveCursorRow(by: 1)
        case (.keyboardDeleteOrBackspace, _), (.keyboardDeleteForward, _), (_, "d"): deleteCursorRow()
        case (_, "?"): showKeys()
        case (_, "q"): quit()
        default: return false
        }
        return true
    }

    /// How many rows a page key moves: the rows the table shows, less one kept in sight.
    private var rowsPerPage: Int {
        max(1, Int((tableView.bounds.height - tableView.adjustedContentInset.top) / tableView.rowHeight) - 1)
    }

    /// Selects row `row` (clamped to the list) and scrolls it into sight.
    func moveCursor(to row: Int) {
        guard !contacts.isEmpty else { return }
        cursorRow = min(max(0, row), contacts.count - 1)
        let indexPath = IndexPath(row: cursorRow, section: 0)
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableView.scrollToRow(at: indexPath, at: .none, animated: false)
    }

    /// Return: what a tap on the cursor row does.
    private func openCursorRow() {
        guard contacts.indices.contains(cursorRow), !isEditing else { return }
        let indexPath = IndexPath(row: cursorRow, section: 0)
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableView(tableView, didSelectRowAt: indexPath)
    }

    /// `[` and `]` while editing: what dragging the reorder control by one row does.
    private func moveCursorRow(by offset: Int) {
        let destination = cursorRow + offset
        guard isEditing, contacts.indices.contains(cursorRow), contacts.indices.contains(destination) else { return }
        let source = IndexPath(row: cursorRow, section: 0)
        let target = IndexPath(row: destination, section: 0)
        tableView(tableView, moveRowAt: source, to: target)
        tableView.moveRow(at: source, to: target)
        moveCursor(to: destination)
    }

    /// `d`: what the delete button of an editing row does.
    private func deleteCursorRow() {
        guard contacts.indices.contains(cursorRow) else { return }
        tableView(tableView, commit: .delete, forRowAt: IndexPath(row: cursorRow, section: 0))
    }

    /// `?`: the keys, in an alert.
    func showKeys() {
        let alertController = UIAlertController(title: "Keys", message: Self.keyHelp, preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "OK", style: .default))
        present(alertController, animated: true)
    }
}
