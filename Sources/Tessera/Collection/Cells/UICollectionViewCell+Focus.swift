import Foundation

extension UICollectionViewCell {
    /// Whether the cell shows its collection view's keyboard focus.
    ///
    /// As on an iPad with a hardware keyboard, the arrow keys move a focus over the items; the
    /// focused cell is the one keys such as Return act on. An app that gives the focused item
    /// keys of its own finds it as UIKit code does:
    ///
    ///     let cell = collectionView.visibleCells.first { $0.isFocused }
    ///     let indexPath = cell.flatMap { collectionView.indexPath(for: $0) }
    ///
    /// UIKit declares `isFocused` on `UIView`; Tessera's focus belongs to table and collection
    /// views and to controls, so collection view cells declare it here.
    public var isFocused: Bool {
        guard let collectionView = superview as? UICollectionView, let item = collectionView.focusedItem else { return false }
        return collectionView._cellForItem(at: item) === self
    }
}
