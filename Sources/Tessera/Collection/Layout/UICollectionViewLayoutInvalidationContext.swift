import Foundation

/// Which parts of a layout are out of date, passed to `invalidateLayout(with:)`.
///
/// The collection view makes one with `invalidateEverything` for `reloadData()` and with
/// `invalidateDataSourceCounts` for batch updates; a layout makes its own (of its
/// `invalidationContextClass`) for bounds changes and self-sizing, naming just what changed so
/// `prepare()` can redo only that.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything must be recomputed (after `reloadData()`).
    open internal(set) var invalidateEverything = false

    /// Whether the number of sections or items may have changed.
    open internal(set) var invalidateDataSourceCounts = false

    /// The items named as invalid.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary elements named as invalid, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration elements named as invalid, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How much the content size changes.
    open var contentSizeAdjustment: CGSize = .zero

    /// How much the content offset changes (to keep content in place across a size change).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Whether the context comes from `invalidationContext(forBoundsChange:)`: layouts whose
    /// geometry does not depend on the scroll position keep it when only the origin moved.
    var _isBoundsChange = false

    public required override init() {
        super.init()
    }

    /// Names items as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary elements of `elementKind` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths![elementKind, default: []] += indexPaths
    }

    /// Names decoration elements of `elementKind` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths![elementKind, default: []] += indexPaths
    }
}
