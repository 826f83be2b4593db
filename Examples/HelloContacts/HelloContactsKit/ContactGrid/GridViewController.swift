import Dispatch
import Foundation
import Tessera
import TesseraContacts

/// Hello-Contacts as a grid (chapter 2, "A Better Layout with UICollectionView"): the same
/// contacts in a collection view, three cards across with the flow layout, or in the chapter's
/// custom layout.
///
/// The collection view fills the view, pinned by constraints; the controller is its data
/// source, delegate (flow layout sizes included) and prefetching data source, each in its own
/// extension. Selecting a card shows the list's alert, whose button deselects the card.
///
/// The chapter's user interactions: a long press picks a card up and a drag reorders it
/// (the controller's own long-press recognizer drives the collection view's interactive
/// movement, as the chapter does for a plain view controller), ⌥ and an arrow move the
/// focused card, and Delete (or Backspace) deletes it after the list's confirmation; the
/// address book changes only when ``writesAddressBook`` is on (`--write`).
public final class GridViewController: UIViewController, ContactsScreen {
    /// Which layout the grid uses.
    public enum Layout: String, Sendable, CaseIterable {
        /// `UICollectionViewFlowLayout` sized by its delegate: three across, 1 point apart.
        case flow
        /// The chapter's ``ContactsCollectionViewLayout``.
        case custom
    }

    /// The grid (the book's `@IBOutlet var collectionView: UICollectionView!`).
    public let collectionView: UICollectionView
    /// The contacts, in the order the grid shows them.
    public internal(set) var contacts = [Contact]()
    /// The store contacts are read from (and deleted in, with ``writesAddressBook``).
    public let store: CNContactStore
    /// Whether deleting a card deletes the contact in the store.
    public let writesAddressBook: Bool
    /// Where contact photos are decoded: a background queue (tests use one they control).
    public var imageDecodingQueue = DispatchQueue.global(qos: .userInitiated)
    /// The error that stopped fetching, if any; shown instead of the grid.
    public private(set) var fetchError: (any Error)?
    /// What `q` does: ends the process (tests replace it).
    public var quit: @MainActor () -> Void = { exit(0) }

    /// A grid of the contacts in `store`, laid out by `layout`.
    ///
    /// - Parameters:
    ///   - store: The contacts; by default the person's address books, or the sample contacts.
    ///   - layout: The flow layout (three across) or the chapter's custom layout.
    ///   - writesAddressBook: Whether deleting a card deletes the contact in `store`.
    public init(store: CNContactStore = CNContactStore(), layout: Layout = .flow, writesAddressBook: Bool = false) {
        self.store = store
        self.writesAddressBook = writesAddressBook
        let collectionViewLayout: UICollectionViewLayout
        switch layout {
        case .flow:
            let flowLayout = UICollectionViewFlowLayout()
            // At least a point between cards; the delegate sizes them to fill the width.
            flowLayout.minimumInteritemSpacing = 1
            flowLayout.minimumLineSpacing = 1
            collectionViewLayout = flowLayout
        case .custom:
            collectionViewLayout = ContactsCollectionViewLayout()
        }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground

        collectionView.backgroundColor = .systemBackground
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        // The storyboard's prototype cell, in code: made with init(coder:), then awakeFromNib().
        collectionView.register(
            UINib(ContactCollectionViewCell.self), forCellWithReuseIdentifier: ContactCollectionViewCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self

        // Reordering: a plain view controller installs the long press itself (a
        // UICollectionViewController would, through installsStandardGestureForInteractiveMovement).
        let longPressRecognizer = UILongPressGestureRecognizer(
            target: self, action: GridViewController.receivedLongPress(gestureRecognizer:))
        collectionView.addGestureRecognizer(longPressRecognizer)

        requestContacts()
    }

    /// The long press: picks the pressed card up, follows the finger, drops it where it is
    /// released (the data source's `collectionView(_:moveItemAt:to:)` then moves the contact),
    /// or puts it back when the gesture is cancelled.
    func receivedLongPress(gestureRecognizer: UIGestureRecognizer) {
        let location = gestureRecognizer.location(in: collectionView)
        switch gestureRecognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    /// Deletes the card at `indexPath` once the person confirms (and the contact in the
    /// address book, with `--write`): the contact leaves `contacts` first, then the item
    /// leaves the collection view, which lays the cards after it out again.
    func deleteContact(at indexPath: IndexPath) {
        let contact = contacts[indexPath.item]
        confirmDeletion(of: contact) { [weak self] confirmed in
            guard let self, confirmed, self.deleteFromAddressBook(contact),
                let item = self.contacts.firstIndex(where: { $0 === contact })
            else { return }
            self.contacts.remove(at: item)
            self.collectionView.deleteItems(at: [IndexPath(item: item, section: 0)])
        }
    }

    /// Shows the contacts that were read.
    func show(_ contacts: [Contact]) {
        self.contacts = contacts
        fetchError = nil
        collectionView.reloadData()
    }

    /// Shows why there are no contacts, in the place of the grid.
    func show(_ error: any Error) {
        fetchError = error
        collectionView.backgroundView = messageLabel(for: error)
        collectionView.reloadData()
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    /// The keys, as `?` lists them.
    static let keyHelp = """
        ← ↑ → ↓  move · PgUp PgDn Home End  scroll
        Return  show the contact
        ⌥← ⌥→ ⌥↑ ⌥↓  move the card
        Delete  delete the card
        q  or  Ctrl-C  quit
        """

    /// Handles a key of the app's; returns `false` for the others (the collection view's own:
    /// arrows, Return, ⌥ and an arrow, scrolling).
    func handleKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]) else { return false }
        if key.keyCode == .keyboardDeleteOrBackspace || key.keyCode == .keyboardDeleteForward {
            guard let cell = collectionView.visibleCells.first(where: { $0.isFocused }),
                let indexPath = collectionView.indexPath(for: cell)
            else { return false }
            deleteContact(at: indexPath)
            return true
        }
        switch key.characters {
        case "?": showKeys(Self.keyHelp)
        case "q": quit()
        default: return false
        }
        return true
    }
}
