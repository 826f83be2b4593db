import Foundation

extension UICollectionViewLayout {
    /// Keeps what is on screen in place after the content from `start` on grew by `delta`
    /// along `axis`, the scroll direction (a measured item, line, group or boundary view): when `start`
    /// lies before the visible area, `context` moves the content offset by `delta`, as UIKit's
    /// flow and compositional layouts do (see ``_ScrollAnchor``). Otherwise, or without a
    /// collection view, `context` is left as it is.
    /// - Complexity: O(1).
    func _keepVisibleContentInPlace(
        _ context: UICollectionViewLayoutInvalidationContext, afterGrowth delta: CGFloat, from start: CGFloat, along axis: _Axis
    ) {
        guard delta != 0, let collectionView else { return }
        let adjustment = collectionView._visibleStartAnchor(along: axis).adjustment(afterGrowth: delta, from: start)
        if adjustment != .zero { context.contentOffsetAdjustment = adjustment }
    }
}
