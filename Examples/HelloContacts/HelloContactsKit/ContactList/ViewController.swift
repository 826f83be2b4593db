import Foundation
import Tessera
import TesseraContacts

/// Hello-Contacts' screen: the person's contacts in a table view, built as the book builds it.
///
/// The table view fills the view, pinned by constraints; the view controller is its data
/// source, delegate and prefetching data source, each in its own extension. Contacts are read
/// through `CNContactStore` once the person allows it. Selecting a row shows an alert whose
/// button deselects the row; swiping a row offers the book's Delete action; Edit / Done puts
/// the table in editing mode, where rows are reordered and deleted. Deleting always asks
/// first, and the address book itself is changed only when ``writesAddressBook`` is on
/// (`--write`).
public final class ViewController: UIViewController, ContactsScreen {
    /// The list (the book's `@IBOutlet var tableView: UITableView!`).
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// The contacts, in the order the list shows them.
    public internal(set) var contacts = [Contact]()
    /// The store contacts are read from (and deleted in, with ``writesAddressBook``).
    public let store: CNContactStore
    /// Whether deleting a row deletes the contact in the store.
    public let writesAddressBook: Bool
    /// Where contact photos are decoded: a background queue (tests use one they control).
    public var imageDecodingQueue = DispatchQueue.global(qos: .userInitiated)
    /// The error that stopped fetching, if any; shown instead of the list.
    public private(set) var fetchError: (any Error)?
    /// What `q` does: ends the process (tests replace it).
    public var quit: @MainActor () -> Void = { exit(0) }

    /// A list of the contacts in `store`.
    ///
    /// - Parameters:
    ///   - store: The contacts; by default the person's address books, or the sample contacts.
    ///   - writesAddressBook: Whether deleting a row deletes the contact in `store`.
    public init(store: CNContactStore = CNContactStore(), writesAddressBook: Bool = false) {
        self.store = store
        self.writesAddressBook = writesAddressBook
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = editButtonItem

        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.register(ContactTableViewCell.self, forCellReuseIdentifier: ContactTableViewCell.reuseIdentifier)
        tableView.rowHeight = 44
        tableView.separatorInset = UIEdgeInsets(top: 0, left: ContactTableViewCell.labelLeading, bottom: 0, right: 0)
        tableView.delegate = self
        tableView.dataSource = self
        tableView.prefetchDataSource = self

        requestContacts()
    }

    /// Shows the contacts that were read.
    func show(_ contacts: [Contact]) {
        self.contacts = contacts
        fetchError = nil
        tableView.reloadData()
    }

    /// Shows why there are no contacts, in the place of the list.
    func show(_ error: any Error) {
        fetchError = error
        tableView.backgroundView = messageLabel(for: error)
        tableView.reloadData()
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    /// Puts the table view in editing mode with the controller (the Edit / Done button).
    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
}
