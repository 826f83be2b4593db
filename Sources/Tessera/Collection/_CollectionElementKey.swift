import Foundation

/// Names one element of a collection view (a cell, a supplementary or a decoration view) the
/// way the collection view tracks what it shows.
struct _CollectionElementKey: Hashable, Sendable, Comparable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// Cells first, then by index path and kind: the order display calls are made in.
    static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}
