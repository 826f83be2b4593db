import Foundation
import Tessera

/// The grid's custom layout (chapter 2, "Creating a custom collection view layout"): cards of
/// one size in as many columns as fit, the columns centred, one section.
///
/// The book computes every item's attributes in `prepare()` and filters them for a rect. Here
/// the grid is regular, so a rect's items follow from its rows by arithmetic: `prepare()` is
/// O(1) and ``layoutAttributesForElements(in:)`` O(items in the rect), however many contacts
/// there are — the book's advice ("as fast as you can get it") taken to its end.
public final class ContactsCollectionViewLayout: UICollectionViewLayout {
    /// Every card's size: the photo (three rows) and the name (one row) under it, 18 columns wide.
    public let itemSize = CGSize(width: 198, height: 88)
    /// The space between columns and between rows (two columns, one row).
    public let columnSpacing: CGFloat = 22
    public let rowSpacing: CGFloat = 22

    private var numberOfItems = 0
    private var numberOfColumns = 1
    /// Where the first column starts, so that the columns are centred.
    private var leadingInset: CGFloat = 0

    public override var collectionViewContentSize: CGSize {
        let rows = (numberOfItems + numberOfColumns - 1) / numberOfColumns
        let height = rows == 0 ? 0 : CGFloat(rows) * (itemSize.height + rowSpacing) - rowSpacing
        return CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        numberOfItems = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let width = collectionView.bounds.width
        numberOfColumns = max(1, Int((width + columnSpacing) / (itemSize.width + columnSpacing)))
        let usedWidth = CGFloat(numberOfColumns) * (itemSize.width + columnSpacing) - columnSpacing
        leadingInset = max(0, ((width - usedWidth) / 2).rounded(.down))
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard numberOfItems > 0, rect.maxY > 0 else { return [] }
        let rowHeight = itemSize.height + rowSpacing
        let firstRow = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let lastRow = Int((rect.maxY / rowHeight).rounded(.up))
        let first = firstRow * numberOfColumns
        let end = min(numberOfItems, (lastRow + 1) * numberOfColumns)
        guard first < end else { return [] }
        return (first..<end).compactMap { item in
            let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0))
            return attributes.flatMap { $0.frame.intersects(rect) ? $0 : nil }
        }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < numberOfItems else { return nil }
        let row = indexPath.item / numberOfColumns
        let column = indexPath.item % numberOfColumns
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: leadingInset + CGFloat(column) * (itemSize.width + columnSpacing),
            y: CGFloat(row) * (itemSize.height + rowSpacing),
            width: itemSize.width, height: itemSize.height)
        return attributes
    }

    /// A new width changes the columns; scrolling changes nothing.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}
