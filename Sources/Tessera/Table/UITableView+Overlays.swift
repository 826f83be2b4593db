import Foundation

/// Views the table draws above its rows: the keyboard focus mark, revealed swipe actions and
/// the section index.
extension UITableView {
    func layoutOverlays() {
        layoutFocusIndicator()
        layoutSwipeActions()
        layoutSectionIndex()
        layoutReorderDrag()
    }

    private func bringAboveContent(_ view: UIView) {
        if view.superview !== self { addSubview(view) }
        let top = subviews.firstIndex(where: isIndicator) ?? subviews.count
        if subviews.firstIndex(of: view) != top - 1 {
            view.removeFromSuperview()
            insertSubview(view, at: subviews.firstIndex(where: isIndicator) ?? subviews.count)
        }
    }

    private func layoutFocusIndicator() {
        guard let row = focusedRow, geometry.contains(row), displayedCells[row] != nil, isFirstResponderContext else {
            focusIndicator?.isHidden = true
            return
        }
        let indicator = focusIndicator ?? _FocusIndicatorView()
        focusIndicator = indicator
        bringAboveContent(indicator)
        indicator.isHidden = false
        let frame = rowFrame(geometry.rowRange(row))
        indicator.frame = CGRect(x: frame.minX, y: frame.minY, width: CellGrid.current.cellWidth, height: frame.height)
    }

    /// Whether the keyboard acts on this table: it is in a window (the terminal has one focus).
    private var isFirstResponderContext: Bool { window != nil }

    /// Swipe actions go above the rows, below the scroll indicators (see `layoutSwipeActions()`).
    func placeSwipeActionsView(_ view: _SwipeActionsView) {
        bringAboveContent(view)
    }

    private func layoutSectionIndex() {
        guard let titles = sectionIndexTitles, !titles.isEmpty,
            geometry.numberOfSections >= 1, sectionIndexMinimumDisplayRowCount <= geometry.numberOfSections
        else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let view = sectionIndexView as? _SectionIndexView ?? _SectionIndexView()
        sectionIndexView = view
        view.table = self
        view.titles = titles
        view.color = sectionIndexColor
        bringAboveContent(view)
        let inset = adjustedContentInset
        view.frame = CGRect(
            x: bounds.maxX - CellGrid.current.cellWidth * 2, y: bounds.minY + inset.top,
            width: CellGrid.current.cellWidth * 2, height: bounds.height - inset.top - inset.bottom)
    }

    /// Jumps to the section an index title names, as the data source maps it.
    func sectionIndexChosen(_ index: Int, title: String) {
        guard let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
        guard section >= 0, section < geometry.numberOfSections else { return }
        let top = geometry.sectionRange(section).minY
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: top - adjustedContentInset.top)), animated: false)
    }

    /// While a row is dragged by its reorder control, its cell follows the proposed place.
    private func layoutReorderDrag() {
        guard let state = reorder, let cell = displayedCells[state.source], geometry.contains(state.proposed) else { return }
        let target = geometry.rowRange(state.proposed)
        cell.frame.origin.y = target.minY
        bringAboveContent(cell)
    }
}
