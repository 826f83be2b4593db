import Foundation

/// Pulling past the top to refresh (see ``UIRefreshControl``).
///
/// A drag refreshes when it would take the content ``UIRefreshControl/pullThreshold`` points
/// past its top; wheel notches up at the top add up to the same distance; F5 refreshes at once.
/// The control sits in the row just above the content, inside the top inset it opens.
extension UIScrollView {
    /// A drag proposes `offsetY` (before it is kept within the content): far enough past the
    /// top, the refresh control starts refreshing.
    func refreshIfPulled(toOffsetY offsetY: CGFloat) {
        guard let refreshControl, offsetRange.min.y - offsetY >= UIRefreshControl.pullThreshold else { return }
        refreshControl.beginRefreshingFromUser()
    }

    /// Scrolls for mouse wheel notches; notches up at the top pull the refresh control.
    func scrollWheel(byRows rows: Int, columns: Int = 0) {
        if let refreshControl, isScrollEnabled {
            let proposed = contentOffset.y + CGFloat(rows) * CellGrid.current.cellHeight
            let beyondTop = offsetRange.min.y - proposed
            if rows < 0, beyondTop > 0 {
                refreshControl.wheelPull += min(beyondTop, CGFloat(-rows) * CellGrid.current.cellHeight)
                if refreshControl.wheelPull >= UIRefreshControl.pullThreshold { refreshControl.beginRefreshingFromUser() }
            } else if rows != 0 {
                refreshControl.wheelPull = 0
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
}
