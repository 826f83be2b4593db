import Foundation

/// The exceptions of diffable snapshots and data sources, with UIKit's reason texts.
///
/// UIKit's own texts: ``noSections``, the duplicate-identifier messages (`Fatal: supplied item
/// identifiers are not unique. Duplicate identifiers: {(…)}`, printed as an `NSSet` describes
/// itself) and reloading or reconfiguring an identifier the snapshot does not hold. UIKit's
/// text is not known for the others — an insert, move or append naming an unknown anchor or
/// section, and a move relative to itself — so Tessera words them in the same style.
enum _SnapshotMessage {
    static let noSections = UIKitException.internalInconsistency(
        "There are currently no sections in the data source. Please add a section first.")

    static func duplicateItems<Identifier>(_ identifiers: [Identifier]) -> UIKitException {
        .internalInconsistency("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(identifiers))")
    }

    static func duplicateSections<Identifier>(_ identifiers: [Identifier]) -> UIKitException {
        .internalInconsistency("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(identifiers))")
    }

    /// An item named by an operation (`"insert"`, `"move"`, `"reload"`, `"reconfigure"`) that
    /// the snapshot does not hold.
    static func unknownItem<Identifier>(_ identifier: Identifier, operation: String) -> UIKitException {
        .internalInconsistency("Attempted to \(operation) item identifier that does not exist in the snapshot: \(identifier)")
    }

    /// A section the snapshot does not hold, named by an operation or a query (`nil`).
    static func unknownSection<Identifier>(_ identifier: Identifier, operation: String?) -> UIKitException {
        if let operation {
            return .internalInconsistency("Attempted to \(operation) section identifier that does not exist in the snapshot: \(identifier)")
        }
        return .internalInconsistency("Invalid section identifier: section identifier does not exist in the snapshot: \(identifier)")
    }

    /// A table's cell provider returned no cell (UIKit's words, without object addresses).
    static func noTableCell(from dataSource: AnyObject) -> UIKitException {
        .internalInconsistency("UITableView failed to obtain a cell from its dataSource (\(type(of: dataSource)))")
    }

    /// A collection view's cell provider returned no cell.
    static func noCollectionCell(at indexPath: IndexPath) -> UIKitException {
        .internalInconsistency("The cell provider returned nil for the item at index path \(_ListUpdateMessage.describe(indexPath)).")
    }

    static func moveRelativeToItself<Identifier>(_ identifier: Identifier) -> UIKitException {
        .internalInconsistency("Attempted to move identifier relative to itself: \(identifier)")
    }

    /// The identifiers the way `NSSet` describes itself: `{(\n    a,\n    b\n)}`.
    static func setDescription<Identifier>(_ identifiers: [Identifier]) -> String {
        "{(\n" + identifiers.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }
}
