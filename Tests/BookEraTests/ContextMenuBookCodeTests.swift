// Context menus as the iOS 13/14 chapters write them: a table view controller that returns a
// UIContextMenuConfiguration per row, a view with a UIContextMenuInteraction whose delegate is
// an extension of the controller, and a button whose menu is its primary action. Compiled in
// Swift 5 mode and driven from nonisolated XCTest methods.
import XCTest
import Tessera

final class NotesViewController: UITableViewController {
    var notes = ["Groceries", "Ideas", "Recipes"]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        let note = notes[indexPath.row]
        return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self.log.append("share \(note)")
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self.notes.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            return UIMenu(title: "", children: [share, delete])
        }
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd \((configuration.identifier as? IndexPath)?.row ?? -1)")
    }
}

extension NotesViewController: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            UIMenu(title: "Header", children: suggestedActions + [UIAction(title: "Refresh") { _ in self.log.append("refresh") }])
        }
    }
}

final class ContextMenuBookCodeTests: XCTestCase {
    func testARowsContextMenuDeletesTheRow() {
        let notes = NotesViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 264))
        let host = HeadlessHost(window: window, columns: 30, rows: 12)
        window.rootViewController = notes
        window.makeKeyAndVisible()
        host.secondaryClick(at: CGPoint(x: 30, y: 55))
        host.settle()
        host.press(.downArrow)
        host.press(.enter)
        host.settle()
        XCTAssertEqual(notes.notes, ["Groceries", "Recipes"])
        XCTAssertEqual(notes.log, ["willEnd 1"])
    }

    func testAButtonMenuAndAnInteractionOnAHeaderView() {
        let notes = NotesViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 264))
        let host = HeadlessHost(window: window, columns: 30, rows: 12)
        window.rootViewController = notes
        window.makeKeyAndVisible()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 330, height: 44))
        header.addInteraction(UIContextMenuInteraction(delegate: notes))
        notes.tableView.tableHeaderView = header
        host.settle()
        host.longPress(at: CGPoint(x: 30, y: 11))
        host.settle()
        host.press(.enter)
        host.settle()
        XCTAssertEqual(notes.log, ["refresh"])

        let sort = UIButton(type: .system)
        sort.menu = UIMenu(title: "Sort", children: [UIAction(title: "By Date") { _ in notes.log.append("by date") }])
        sort.showsMenuAsPrimaryAction = true
        XCTAssertNotNil(sort.menu)
    }
}
