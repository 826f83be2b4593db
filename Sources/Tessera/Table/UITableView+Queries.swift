import Foundation

/// Questions about rows, sections and what is on screen, in the table's coordinates.
extension UITableView {
    /// Raises UIKit's exception for an index path that names no row; returns whether it is valid.
    func validate(_ indexPath: IndexPath, _ reason: (String) -> String) -> Bool {
        loadIfNeeded()
        if geometry.contains(indexPath) { return true }
        UIKitException.range(reason(indexPath.uiKitDescription)).raise()
        return false
    }

    func _rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return rowFrame(geometry.sectionRange(section))
    }

    func _rectForRow(at indexPath: IndexPath) -> CGRect {
        guard validate(indexPath, { "request for rect at invalid index path (\($0))" }) else { return .zero }
        return rowFrame(geometry.rowRange(indexPath))
    }

    func _rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return rowFrame(geometry.headerRange(section))
    }

    func _rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return rowFrame(geometry.footerRange(section))
    }

    func _indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= rowFrameX, point.x < rowFrameX + rowFrameWidth else { return nil }
        return geometry.row(at: point.y)
    }

    func _indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        let rows = rows(from: rect.minY, to: rect.maxY)
        return rows.isEmpty ? nil : rows
    }

    func _cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        displayedCells[indexPath]
    }

    func _indexPath(for cell: UITableViewCell) -> IndexPath? {
        displayedCells.first(where: { $0.value === cell })?.key
    }

    var _visibleCells: [UITableViewCell] {
        displayedCells.sorted(by: { $0.key < $1.key }).map(\.value)
    }

    var _indexPathsForVisibleRows: [IndexPath]? {
        let rows = displayedCells.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    func _scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.contains(indexPath) else {
            // UIKit ends the message with the table's description, which means nothing here.
            let section = indexPath.count == 2 ? indexPath.section : 0
            let rows = section >= 0 && section < geometry.numberOfSections ? geometry.numberOfRows(inSection: section) : 0
            UIKitException.range(
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : 0)) when there are only \(rows) rows in section \(section)."
            ).raise()
            return
        }
        scroll(to: geometry.rowRange(indexPath), at: scrollPosition, animated: animated)
    }

    func _scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard let row = selectedRows.min() else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }

    /// Scrolls so that the span `range` sits at `position` within the unobscured bounds.
    func scroll(to range: (minY: CGFloat, maxY: CGFloat), at position: UITableView.ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        let stickyHeader = style == .plain ? pinnedHeaderHeight(at: range.minY) : 0
        switch position {
        case .top: y = range.minY - inset.top - stickyHeader
        case .middle: y = (range.minY + range.maxY) / 2 - inset.top - visibleHeight / 2
        case .bottom: y = range.maxY - inset.top - visibleHeight
        case .none:
            if range.minY - stickyHeader < y + inset.top {
                y = range.minY - inset.top - stickyHeader
            } else if range.maxY > y + inset.top + visibleHeight {
                y = range.maxY - inset.top - visibleHeight
            }
        }
        let target = clamped(CGPoint(x: contentOffset.x, y: y))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The height of the header pinned above content at `y` in a plain table.
    private func pinnedHeaderHeight(at y: CGFloat) -> CGFloat {
        guard let section = geometry.section(at: y) else { return 0 }
        return geometry.sections[section].header
    }
}
