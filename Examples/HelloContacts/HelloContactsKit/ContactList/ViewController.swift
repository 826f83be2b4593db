import Foundation
import Tessera
import TesseraContacts

/// Hello-Contacts' screen: the person's contacts in a table view, built as the book builds it.
///
/// The table view fills the view, pinned by constraints; the view controller is its data
/// source, delegate and prefetching data source, each in its own extension. Contacts are read
/// through `CNContactStore` once the person allows it. Selecting a row shows an alert whose
/// button deselects the row; Edit / Done puts the table in editing mode, where rows are
/// reordered and deleted (after a confirmation). The address book itself is changed only
/// when ``writesAddressBook`` is on (`--write`).
public final class ViewController: UIViewController {
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

    /// Asks for access the first time, then reads the contacts; as the book does.
    private func requestContacts() {
        let store = store
        let authorizationStatus = CNContactStore.authorizationStatus(for: .contacts)
        if authorizationStatus == .notDetermined {
            store.requestAccess(for: .contacts) { [weak self] didAuthorize, error in
                // The answer comes on a background queue; the list is the main thread's.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        if didAuthorize {
                            self?.retrieveContacts(from: store)
                        } else {
                            self?.show(error ?? CNError(.authorizationDenied))
                        }
                    }
                }
            }
        } else if authorizationStatus == .authorized || authorizationStatus == .limited {
            retrieveContacts(from: store)
        } else {
            show(CNError(.authorizationDenied))
        }
    }

    /// Fetches the names and photos of the default address book's contacts and reloads the list.
    func retrieveContacts(from store: CNContactStore) {
        let containerId = store.defaultContainerIdentifier()
        let predicate = CNContact.predicateForContactsInContainer(withIdentifier: containerId)
        let keysToFetch = [
            CNContactGivenNameKey as CNKeyDescriptor,
            CNContactFamilyNameKey as CNKeyDescriptor,
            CNContactImageDataAvailableKey as CNKeyDescriptor,
            CNContactImageDataKey as CNKeyDescriptor,
        ]
        do {
            let queue = imageDecodingQueue
            contacts = try store.unifiedContacts(matching: predicate, keysToFetch: keysToFetch)
                .map { Contact(contact: $0, decodingQueue: queue) }
            fetchError = nil
        } catch {
            show(error)
        }
        tableView.reloadData()
    }

    /// Shows why there are no contacts, in the place of the list.
    private func show(_ error: any Error) {
        fetchError = error
        let label = UILabel()
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        if let error = error as? CNError, error.code == .authorizationDenied {
            label.text = "Hello-Contacts may not read your contacts. Allow it with TESSERA_CONTACTS_AUTHORIZATION=authorized."
        } else {
            label.text = "Your contacts could not be read: \(error.localizedDescription)"
        }
        tableView.backgroundView = label
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
