import Foundation

/// UIKit's reason texts for invalid batch updates, with the words of the list's kind.
///
/// The texts are UIKit's own (`UITableView`'s `_endCellAnimationsWithContext:` and
/// `UICollectionView`'s `_endItemAnimationsWithInvalidationContext:`), including the
/// "attempt to to move section" typo; the collection view says "item" where the table view
/// says "row". Recent iOS releases print one space after "section N." in the count messages
/// (older ones printed two). Three texts are Tessera's, because UIKit's is not known or UIKit
/// reloads the table instead of raising: ``deleteAndReloadSection(_:)``, and for
/// `UITableView` ``moveFromDeletedSection(_:)`` and ``moveIntoInsertedSection(_:)``, which
/// follow `UICollectionView`'s wording.
///
/// Where UIKit prints an `NSIndexPath` (`<NSIndexPath: 0xc000000000000016> {length = 2,
/// path = 0 - 1}`), Tessera prints the same shape without the object address, which is
/// meaningless here and would make messages unstable: `<NSIndexPath> {length = 2, path = 0 - 1}`.
struct _ListUpdateMessage {
    let kind: _ListKind

    /// An index path the way `NSIndexPath` describes itself, without the address.
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    private func path(_ indexPath: IndexPath) -> String { Self.describe(indexPath) }

    // MARK: Conflicts

    func deleteAndReload(_ indexPath: IndexPath) -> String {
        "attempt to delete and reload the same index path (\(path(indexPath)))"
    }

    func deleteAndReloadSection(_ section: Int) -> String {
        "attempt to delete and reload the same section (\(section))"
    }

    func deleteAndMove(section: Int) -> String {
        "attempt to perform a delete and a move from the same section (\(section))"
    }

    func deleteAndMove(_ indexPath: IndexPath) -> String {
        "attempt to perform a delete and a move from the same index path (\(path(indexPath)))"
    }

    func moveFromDeletedSection(_ section: Int) -> String {
        "cannot move \(kind == .table ? "a" : "an") \(kind.element) from a deleted section (\(section))"
    }

    func insertAndMove(section: Int) -> String {
        "attempt to perform an insert and a move to the same section (\(section))"
    }

    func insertAndMove(_ indexPath: IndexPath) -> String {
        "attempt to perform an insert and a move to the same index path (\(path(indexPath)))"
    }

    func moveIntoInsertedSection(_ section: Int) -> String {
        "cannot move \(kind == .table ? "a" : "an") \(kind.element) into a newly inserted section (\(section))"
    }

    // MARK: Ranges

    func deleteSection(_ section: Int, sectionsBefore: Int) -> String {
        "attempt to delete section \(section), but there are only \(sectionsBefore) sections before the update"
    }

    func deleteItem(_ indexPath: IndexPath, sectionsBefore: Int) -> String {
        "attempt to delete \(kind.element) \(indexPath.row) from section \(indexPath.section), but there are only \(sectionsBefore) sections before the update"
    }

    func deleteItem(_ indexPath: IndexPath, itemsBefore: Int) -> String {
        "attempt to delete \(kind.element) \(indexPath.row) from section \(indexPath.section) which only contains \(itemsBefore) \(kind.elements) before the update"
    }

    func insertSection(_ section: Int, sectionsAfter: Int) -> String {
        "attempt to insert section \(section) but there are only \(sectionsAfter) sections after the update"
    }

    func insertItem(_ indexPath: IndexPath, sectionsAfter: Int) -> String {
        "attempt to insert \(kind.element) \(indexPath.row) into section \(indexPath.section), but there are only \(sectionsAfter) sections after the update"
    }

    func insertItem(_ indexPath: IndexPath, itemsAfter: Int) -> String {
        "attempt to insert \(kind.element) \(indexPath.row) into section \(indexPath.section), but there are only \(itemsAfter) \(kind.elements) in section \(indexPath.section) after the update"
    }

    func moveSection(_ section: Int, sectionsBefore: Int) -> String {
        "attempt to move section \(section), but there are only \(sectionsBefore) sections before the update"
    }

    func moveSection(_ section: Int, to newSection: Int, sectionsAfter: Int) -> String {
        // UIKit's text says "to to".
        "attempt to to move section \(section) to section \(newSection), but there are only \(sectionsAfter) sections after the update"
    }

    func moveItem(_ move: _ListMove<IndexPath>, sectionsBefore: Int) -> String {
        "attempt to move index path (\(path(move.from))) from a section that does not exist - there are only \(sectionsBefore) sections before the update"
    }

    func moveItem(_ move: _ListMove<IndexPath>, itemsBefore: Int) -> String {
        "attempt to move index path (\(path(move.from))) that does not exist - there are only \(itemsBefore) \(kind.elements) in section \(move.from.section) before the update"
    }

    func moveItem(_ move: _ListMove<IndexPath>, sectionsAfter: Int) -> String {
        "attempt to move index path (\(path(move.from))) to index path (\(path(move.to))) in section that does not exist - there are only \(sectionsAfter) sections after the update"
    }

    func moveItem(_ move: _ListMove<IndexPath>, itemsAfter: Int) -> String {
        "attempt to move index path (\(path(move.from))) to index path (\(path(move.to))) that does not exist - there are only \(itemsAfter) \(kind.elements) in section \(move.to.section) after the update"
    }

    // MARK: Duplicate moves

    func moveSectionTwice(_ section: Int, to first: Int, and second: Int) -> String {
        "attempt to move section \(section) to both section \(first) and section \(second)"
    }

    func moveTwoSections(_ first: Int, and second: Int, to section: Int) -> String {
        "attempt to move both section \(first) and section \(second) to section \(section)"
    }

    func moveItemTwice(_ indexPath: IndexPath, to first: IndexPath, and second: IndexPath) -> String {
        "attempt to move \(kind.element) at index path \(path(indexPath)) to both \(path(first)) and \(path(second))"
    }

    func moveTwoItems(_ first: IndexPath, and second: IndexPath, to indexPath: IndexPath) -> String {
        "attempt to move both \(kind.element) at index path \(path(first)) and \(path(second)) to \(path(indexPath))"
    }

    // MARK: Counts

    func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
        "Invalid update: invalid number of sections. The number of sections contained in the \(kind.view) after the update (\(after)) must be equal to the number of sections contained in the \(kind.view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }

    func itemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> String {
        let items = kind.elements
        return "Invalid update: invalid number of \(items) in section \(section). The number of \(items) contained in an existing section after the update (\(after)) must be equal to the number of \(items) contained in that section before the update (\(before)), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
}
