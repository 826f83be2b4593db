import Foundation

/// Selection and highlighting, programmatic and by the person.
///
/// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)` do not call the
/// delegate, as in UIKit. A tap or Return goes through the delegate in UIKit's order:
/// `shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`, `willSelectRowAt`
/// (which may redirect or refuse), the previous row's `willDeselectRowAt` / `didDeselectRowAt`
/// in single selection, then `didSelectRowAt`. With multiple selection, choosing a selected row
/// deselects it through `willDeselectRowAt` / `didDeselectRowAt`.
extension UITableView {
    var _indexPathForSelectedRow: IndexPath? {
        selectedRows.min()
    }

    var _indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    func _selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { setCellSelected(false, at: row, animated: animated) }
            selectedRows.removeAll()
            return
        }
        guard validate(indexPath, { "Attempted to select row at invalid index path: \($0)" }) else { return }
        guard allowsSelectionNow else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != indexPath { setCellSelected(false, at: row, animated: animated) }
            selectedRows.removeAll(where: { $0 != indexPath })
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        setCellSelected(true, at: indexPath, animated: animated)
        if scrollPosition != .none || !isRowFullyVisible(indexPath) {
            scroll(to: geometry.rowRange(indexPath), at: scrollPosition, animated: animated)
        }
    }

    func _deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        setCellSelected(false, at: indexPath, animated: animated)
    }

    var allowsSelectionNow: Bool {
        editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    var allowsMultipleSelectionNow: Bool {
        editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    private func setCellSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool = false) {
        guard let cell = displayedCells[indexPath], cell.isSelected != selected else { return }
        cell.setSelected(selected, animated: animated)
    }

    private func isRowFullyVisible(_ indexPath: IndexPath) -> Bool {
        let range = geometry.rowRange(indexPath)
        return range.minY >= bounds.minY + adjustedContentInset.top && range.maxY <= bounds.maxY - adjustedContentInset.bottom
    }

    // MARK: By the person

    /// Highlights a row the person pressed, if the delegate agrees. Returns whether it did.
    @discardableResult
    func beginHighlight(at indexPath: IndexPath) -> Bool {
        guard allowsSelectionNow else { return false }
        endHighlight()
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return false }
        highlightedRow = indexPath
        displayedCells[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// Removes the press highlight.
    func endHighlight() {
        guard let row = highlightedRow else { return }
        highlightedRow = nil
        displayedCells[row]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: row)
    }

    /// Selects (or, with multiple selection, toggles) the row the person chose, with the
    /// delegate's calls in UIKit's order.
    func userSelect(_ indexPath: IndexPath) {
        guard allowsSelectionNow, geometry.contains(indexPath) else { return }
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let target: IndexPath?
        if let delegate = tableDelegate {
            target = delegate.tableView(self, willSelectRowAt: indexPath)
        } else {
            target = indexPath
        }
        guard let target, geometry.contains(target) else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows.sorted() where row != target {
                userDeselect(row)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        setCellSelected(true, at: target)
        // A storyboard cell segue is performed before didSelectRowAt, as in UIKit.
        performSelectionSegue(at: target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let target: IndexPath?
        if let delegate = tableDelegate {
            target = delegate.tableView(self, willDeselectRowAt: indexPath)
        } else {
            target = indexPath
        }
        guard let target, let index = selectedRows.firstIndex(of: target) else { return }
        selectedRows.remove(at: index)
        setCellSelected(false, at: target)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// A full press of a row: highlight, unhighlight, select.
    func userTap(_ indexPath: IndexPath) {
        let highlighted = beginHighlight(at: indexPath)
        endHighlight()
        if highlighted { userSelect(indexPath) }
    }
}
