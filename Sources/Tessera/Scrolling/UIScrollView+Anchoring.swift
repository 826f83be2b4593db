import Foundation

/// Keeping what is on screen in place while sizes change before it (see ``_ScrollAnchor``).
extension UIScrollView {
    /// An anchor at the start of the visible area along `axis`: the content offset plus the
    /// adjusted content inset at that edge.
    func _visibleStartAnchor(along axis: _Axis) -> _ScrollAnchor {
        _ScrollAnchor(at: contentOffset[along: axis] + adjustedContentInset.along(axis).start, along: axis)
    }

    /// Moves the content offset by `adjustment` as it is: neither clamped nor animated, as
    /// UIKit applies an invalidation context's `contentOffsetAdjustment`. The bounds are set
    /// once, and not at all for a zero adjustment.
    func _adjustContentOffset(by adjustment: CGPoint) {
        guard adjustment != .zero else { return }
        bounds.origin = CGPoint(x: bounds.origin.x + adjustment.x, y: bounds.origin.y + adjustment.y)
    }
}
