import Foundation

/// The person's input: taps and drags on rows, and the keyboard in the terminal.
///
/// A press highlights its row and a release without a drag selects it. A vertical drag
/// scrolls (and cancels the highlight); a horizontal drag across a row reveals its swipe
/// actions; in edit mode a drag that starts on a reorder control moves the row.
///
/// Keys: ↑ ↓ move the keyboard focus (shown at the row's leading edge) and scroll it into view;
/// Return selects the focused row, confirms a delete, or performs the chosen swipe action;
/// ← reveals the trailing swipe actions (→ the leading ones), and ← → choose among them; Esc
/// closes them. In edit mode, Delete asks to delete the focused row and ⌥↑ ⌥↓ move it.
/// Page Up/Down, Home and End scroll as in any scroll view.
extension UITableView {
    // MARK: Touches

    func tableTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        let point = touch.location(in: self)
        touchStart = point
        if swipe != nil {
            closeSwipeActions()
            return
        }
        if editing, let indexPath = indexPathForRow(at: point), let cell = displayedCells[indexPath], cell._displayContext.showsReorderControl,
            cell._reorderControlFrame.contains(convert(point, to: cell))
        {
            reorder = _TableReorderState(source: indexPath, proposed: indexPath)
            return
        }
        if let indexPath = indexPathForRow(at: point) { beginHighlight(at: indexPath) }
        super.touchesBegan(touches, with: event)
    }

    func tableTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = touchStart else { return super.touchesMoved(touches, with: event) }
        let point = touch.location(in: self)
        if var state = reorder {
            if let target = indexPathForRow(at: point) ?? geometry.firstRow(atOrAfter: point.y) {
                state.proposed = target
                reorder = state
            }
            return
        }
        // The first movement decides: sideways swipes the row, otherwise the table scrolls.
        if touchSwipes(from: start, to: point, allowed: !editing) {
            endHighlight()
            continueSwipe(from: start, to: point)
            return
        }
        super.touchesMoved(touches, with: event)
        if isDragging { endHighlight() }
    }

    func tableTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer {
            touchStart = nil
            touchIsSwipe = nil
        }
        if touchIsSwipe == true { return }
        if let state = reorder {
            reorder = nil
            userMoveRow(from: state.source, toProposed: state.proposed)
            setNeedsLayout()
            return
        }
        let wasDragging = isDragging
        super.touchesEnded(touches, with: event)
        guard touchStart != nil, !wasDragging, let row = highlightedRow else {
            endHighlight()
            return
        }
        endHighlight()
        userSelect(row)
    }

    func tableTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = nil
        touchIsSwipe = nil
        reorder = nil
        endHighlight()
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Keys

    func handleTableKey(_ key: UIKey) -> Bool {
        if swipe != nil, handleSwipeKey(key) { return true }
        let alternate = key.modifierFlags.contains(.alternate)
        switch key.keyCode {
        case .keyboardDownArrow where alternate && editing:
            moveFocusedRow(by: 1)
        case .keyboardUpArrow where alternate && editing:
            moveFocusedRow(by: -1)
        case .keyboardDownArrow:
            moveFocus(forward: true)
        case .keyboardUpArrow:
            moveFocus(forward: false)
        case .keyboardReturnOrEnter:
            guard let row = focusedRow, geometry.contains(row) else { return false }
            if let cell = displayedCells[row], cell._showsDeleteConfirmation {
                commit(.delete, at: row)
            } else {
                userTap(row)
            }
        case .keyboardLeftArrow, .keyboardRightArrow:
            guard let row = focusedRow, !editing else { return super.handleScrollKey(key) }
            return openSwipeActions(at: row, leading: key.keyCode == .keyboardRightArrow)
        case .keyboardDeleteOrBackspace, .keyboardDeleteForward:
            guard editing, let row = focusedRow, displayedCells[row]?._displayContext.editingStyle == .delete else { return false }
            editingControlTapped(at: row)
        case .keyboardEscape:
            guard let row = focusedRow, let cell = displayedCells[row], cell._showsDeleteConfirmation else { return false }
            cell._showsDeleteConfirmation = false
        default:
            return super.handleScrollKey(key)
        }
        return true
    }

    /// Moves the keyboard focus to the next or previous row and scrolls it into view.
    private func moveFocus(forward: Bool) {
        loadIfNeeded()
        let target: IndexPath?
        if let current = focusedRow, geometry.contains(current) {
            target = forward ? geometry.row(after: current) : geometry.row(before: current)
        } else {
            target = rows(from: bounds.minY + adjustedContentInset.top, to: bounds.maxY).first
        }
        guard let target else { return }
        displayedCells[focusedRow ?? target]?._showsDeleteConfirmation = false
        focusedRow = target
        scroll(to: geometry.rowRange(target), at: .none, animated: false)
        if selectionFollowsFocus { userSelect(target) }
        setNeedsLayout()
    }

    /// Moves the focused row one place up or down, as a reorder drag would.
    private func moveFocusedRow(by offset: Int) {
        guard let row = focusedRow, let cell = displayedCells[row], cell._displayContext.showsReorderControl else { return }
        let count = geometry.numberOfRows(inSection: row.section)
        var proposed = IndexPath(row: row.row + offset, section: row.section)
        if proposed.row < 0 || proposed.row >= count {
            // Past a section's edge: into the neighbouring section's end or start.
            let section = row.section + offset
            guard section >= 0, section < geometry.numberOfSections else { return }
            proposed = IndexPath(row: offset > 0 ? 0 : geometry.numberOfRows(inSection: section), section: section)
        }
        let before = geometry.numberOfRows(inSection: row.section)
        userMoveRow(from: row, toProposed: proposed)
        if geometry.numberOfRows(inSection: row.section) != before || displayedCells[row] !== cell {
            focusedRow = indexPath(for: cell) ?? proposed
        }
        if let focusedRow { scroll(to: geometry.rowRange(focusedRow), at: .none, animated: false) }
    }
}
