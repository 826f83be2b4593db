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
package struct _ScrollAnchor: Sendable {
    /// Where the anchor is in the content, along `axis`.
    package let position: CGFloat
    /// The axis the content grows along: `.vertical` or `.horizontal`.
    package let axis: UIAxis

    /// An anchor at `position` in the content along `axis` (`.vertical` or `.horizontal`).
    package init(at position: CGFloat, along axis: UIAxis) {
        self.position = position
        self.axis = axis
    }

    /// The content offset adjustment that keeps the anchor in place after the content from
    /// `start` on grew by `delta` (shrank, when negative): `delta` along the axis when `start`
    /// lies before the anchor, zero when the change starts at or after it.
    /// - Complexity: O(1).
    package func adjustment(afterGrowth delta: CGFloat, from start: CGFloat) -> CGPoint {
        start < position ? offset(delta) : .zero
    }

    /// The content offset adjustment that follows the anchor's content to `newPosition`.
    /// - Complexity: O(1).
    package func adjustment(movedTo newPosition: CGFloat) -> CGPoint {
        offset(newPosition - position)
    }

    private func offset(_ distance: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: 0, y: distance) : CGPoint(x: distance, y: 0)
    }
}
