/// Which list a batch update belongs to, and so which words UIKit's messages use.
///
/// `UITableView` speaks of "row"/"rows" and "table view"; `UICollectionView` of
/// "item"/"items" and "collection view". Everything else about batch updates is shared.
enum _ListKind: Sendable {
    case table
    case collection

    /// "row" or "item".
    var element: String {
        switch self {
        case .table: "row"
        case .collection: "item"
        }
    }

    /// "rows" or "items".
    var elements: String { element + "s" }

    /// "table view" or "collection view".
    var view: String {
        switch self {
        case .table: "table view"
        case .collection: "collection view"
        }
    }
}
