// Book-era code: Swift 5 language mode, no concurrency annotations anywhere, as the books and
// most iOS teams' test targets are written. Everything here is nonisolated and calls UIKit's
// (Tessera's) main-actor API directly; against UIKit this compiles because UIKit's isolation
// reaches Swift as @preconcurrency, and so it must against Tessera.
import Foundation
import Tessera

/// A model type as the books write one.
struct Contact: Equatable {
    var givenName: String
    var familyName: String
}

/// A free function that builds a table, as test helpers do.
func makeContactsTable(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 440)) -> UITableView {
    let tableView = UITableView(frame: frame, style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ContactCell")
    tableView.rowHeight = 44
    return tableView
}

/// A data source in its own class, not a view controller: nonisolated in Swift 5 mode.
final class ContactsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var contacts: [Contact]
    private(set) var calls: [String] = []

    init(contacts: [Contact]) {
        self.contacts = contacts
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append("numberOfRows")
        return contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append("cellForRowAt \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
        let contact = contacts[indexPath.row]
        cell.textLabel?.text = "\(contact.givenName) \(contact.familyName)"
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        contacts.remove(at: indexPath.row)
        tableView.beginUpdates()
        tableView.deleteRows(at: [indexPath], with: .fade)
        tableView.endUpdates()
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let handler: UIContextualActionHandler = { [weak self] _, _, completion in
            self?.contacts.remove(at: indexPath.row)
            tableView.beginUpdates()
            tableView.deleteRows(at: [indexPath], with: .fade)
            tableView.endUpdates()
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete", handler: handler)])
    }
}

/// A book-style cell with its views built in code and finished in awakeFromNib().
final class ContactTableViewCell: UITableViewCell {
    let nameLabel = UILabel()
    let contactImage = UIImageView()
    private(set) var awakeCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addViews()
    }

    private func addViews() {
        contentView.addSubview(contactImage)
        contentView.addSubview(nameLabel)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
        contactImage.layer.cornerRadius = 25
    }
}

/// A UITableViewController subclass as the books write one.
final class ItemsViewController: UITableViewController {
    var items = ["Sofa", "Lamp", "Rug"]
    private(set) var log: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        tableView.register(UINib(prototype: UITableViewCell.self, style: .value1), forCellReuseIdentifier: "UITableViewCell")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log.append("didReceiveMemoryWarning")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "UITableViewCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.detailTextLabel?.text = "$\(indexPath.row * 10)"
        return cell
    }
}

/// Target-action without selectors: the target is a plain (nonisolated) class.
final class TapCounter {
    private(set) var taps = 0
    private(set) var senders: [UIButton] = []

    func tapped() { taps += 1 }
    func buttonTapped(_ sender: UIButton) { senders.append(sender) }
}

/// Collects the exceptions Tessera raises where UIKit would throw one.
final class ExceptionRecorder: @unchecked Sendable {
    private(set) var raised: [UIKitException] = []

    func record(_ body: () -> Void) {
        UIKitException.$handler.withValue({ self.raised.append($0) }, operation: body)
    }
}
