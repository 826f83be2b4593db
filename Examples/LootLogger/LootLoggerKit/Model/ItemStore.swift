import Foundation

/// The items, in the order the list shows them, and their archive on disk (the book's
/// `ItemStore`).
///
/// The store reads the archive when it is made and writes it with ``saveChanges()``, which the
/// scene delegate calls when the scene enters the background (on a terminal: on quit and on
/// Ctrl-Z). A missing archive is an empty store. An archive that cannot be read is moved aside
/// under a new name (never overwritten) and the store starts empty; ``loadProblem`` says what
/// happened, for the list to tell the person.
class ItemStore {
    var allItems = [Item]()

    /// Where the items are saved.
    let itemArchiveURL: URL

    /// Why the archive could not be read at launch, if it could not.
    private(set) var loadProblem: ItemArchiveProblem?
    /// Why the last save failed, if it did.
    private(set) var saveError: Error?

    /// A store saved at `itemArchiveURL`, with the items saved there.
    init(itemArchiveURL: URL = ItemArchive.defaultURL()) {
        self.itemArchiveURL = itemArchiveURL
        do throws(ItemArchiveError) {
            allItems = try ItemArchive.read(from: itemArchiveURL)
        } catch {
            loadProblem = ItemArchive.setAside(itemArchiveURL, because: error)
        }
    }

    @discardableResult func createItem() -> Item {
        let newItem = Item(random: true)

        allItems.append(newItem)

        return newItem
    }

    func removeItem(_ item: Item) {
        if let index = allItems.firstIndex(of: item) {
            allItems.remove(at: index)
        }
    }

    func moveItem(from fromIndex: Int, to toIndex: Int) {
        if fromIndex == toIndex {
            return
        }

        // Get reference to object being moved so you can reinsert it
        let movedItem = allItems[fromIndex]

        // Remove item from array
        allItems.remove(at: fromIndex)

        // Insert item in array at new location
        allItems.insert(movedItem, at: toIndex)
    }

    /// Writes the items to ``itemArchiveURL`` atomically: the file holds the old items or the
    /// new ones, never a mix. Returns whether it could.
    ///
    /// Refuses while an unreadable archive could not be moved aside, so that it is never
    /// overwritten. A failure is kept in ``saveError``.
    @discardableResult func saveChanges() -> Bool {
        if let loadProblem, !loadProblem.isSetAside {
            return false
        }
        do {
            try ItemArchive.write(allItems, to: itemArchiveURL)
            saveError = nil
            return true
        } catch {
            saveError = error
            return false
        }
    }
}
