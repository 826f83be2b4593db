import Foundation

/// A flow layout's invalidation context: whether the delegate's sizes must be asked again and
/// whether the frames must be recomputed. Both are `true` unless the layout says otherwise
/// (a scroll with pinned headers recomputes neither).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the frames must be recomputed.
    open var invalidateFlowLayoutAttributes = true
}
