import Foundation

/// A place in a scroll view's content that keeps its place on screen while sizes change
/// before it.
///
/// When a list measures what it had only estimated (a self-sizing table row, a flow or
/// compositional item or boundary view), everything after the measured element moves by the
/// difference. If the change lies before what is on screen, UIKit moves the content offset by
/// the same amount, so the content in sight does not jump. Both lists do it through an anchor:
/// the table anchors the first row in sight that was already displayed and follows it
/// (``adjustment(movedTo:)``); the collection layouts anchor the start of the visible area
/// and follow each measurement that starts before it (``adjustment(afterGrowth:from:)``),
/// through `contentOffsetAdjustment`. Either way the adjustment goes to
/// ``UIScrollView/_adjustContentOffset(by:)``.
struct _ScrollAnchor: Sendable {
    /// Where the anchor is in the content, along `axis`.
    let position: CGFloat
    /// The axis the content grows along.
    let axis: _Axis

    /// An anchor at `position` in the content along `axis`.
    init(at position: CGFloat, along axis: _Axis) {
        self.position = position
        self.axis = axis
    }

    /// The content offset adjustment that keeps the anchor in place after the content from
    /// `start` on grew by `delta` (shrank, when negative): `delta` along the axis when `start`
    /// lies before the anchor, zero when the change starts at or after it.
    /// - Complexity: O(1).
    func adjustment(afterGrowth delta: CGFloat, from start: CGFloat) -> CGPoint {
        start < position ? CGPoint(axis, along: delta, across: 0) : .zero
    }

    /// The content offset adjustment that follows the anchor's content to `newPosition`.
    /// - Complexity: O(1).
    func adjustment(movedTo newPosition: CGFloat) -> CGPoint {
        CGPoint(axis, along: newPosition - position, across: 0)
    }
}
