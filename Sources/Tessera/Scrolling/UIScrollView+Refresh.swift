import Foundation

/// Pulling past the top to refresh (see ``UIRefreshControl``).
///
/// A drag refreshes when it would take the content ``UIRefreshControl/pullThreshold`` points
/// past its top; two wheel notches up at the top refresh; F5 refreshes at once.
/// The control sits in the row just above the content, inside the top inset it opens.
extension UIScrollView {
    /// A drag proposes `offsetY` (before it is kept within the content): far enough past the
    /// top, the refresh control starts refreshing.
    func refreshIfPulled(toOffsetY offsetY: CGFloat) {
        guard let refreshControl, offsetRange.min.y - offsetY >= UIRefreshControl.pullThreshold else { return }
        refreshControl.beginRefreshingFromUser()
    }

    /// Scrolls for mouse wheel notches at `point` (in the scroll view's coordinates; a list may
    /// reveal or close swipe actions instead); notches up while the content already rests at its top
    /// pull the refresh control: ``UIRefreshControl/wheelNotchesToRefresh`` of them in a row
    /// refresh. A notch that only brings the content to its top does not count, so scrolling
    /// back up to the top never refreshes by itself, whatever a notch's size.
    func scrollWheel(byRows rows: Int, columns: Int = 0, at point: CGPoint? = nil) {
        // A list may take a sideways turn as a swipe on a row (see `_SwipeActionsHost`).
        if let list = self as? any _SwipeActionsHost, list.wheelTurnedOverSwipeActions(rows: rows, columns: columns, at: point) { return }
        if let refreshControl, isScrollEnabled, rows != 0 {
            if rows < 0, contentOffset.y <= offsetRange.min.y {
                refreshControl.wheelNotchesAtTop += 1
                if refreshControl.wheelNotchesAtTop >= UIRefreshControl.wheelNotchesToRefresh { refreshControl.beginRefreshingFromUser() }
            } else {
                refreshControl.wheelNotchesAtTop = 0
            }
        }
        scroll(byRows: rows, columns: columns)
    }

    /// Puts the refresh control in the row just above the content.
    func layoutRefreshControl() {
        guard let refreshControl, refreshControl.superview === self else { return }
        let height = refreshControl.rowHeight
        refreshControl.frame = CGRect(x: bounds.minX, y: -height, width: bounds.width, height: height)
    }
}

extension UIRefreshControl {
    /// The key that refreshes the primary scroll view: F5.
    static let refreshKeyInput = "UIKeyInputF5"

    /// The wheel notches up, with the content at its top, that refresh.
    static let wheelNotchesToRefresh = 2
}
