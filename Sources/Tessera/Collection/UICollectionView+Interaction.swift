import Foundation

/// The person's input: taps and drags on items, and the keyboard in the terminal.
///
/// A press highlights its item and a release without a drag selects it; a drag scrolls (and
/// ends the highlight), except that a sideways drag across an item of a list section with swipe
/// actions reveals them (see `UICollectionView+SwipeActions.swift`). Keys: the arrows move the
/// keyboard focus in two dimensions, to the nearest item in that direction, and scroll it into
/// view; Return (or Space) selects the focused item, which shows a bar ("▌") at its leading
/// edge; on a list cell with a pop-up menu accessory a tap or Return presents its menu
/// instead. On an item with swipe actions, ← reveals the trailing ones and → the leading ones;
/// while they show, ← → choose, Return performs and Esc closes, as in the table. ⌥ and an
/// arrow move the focused item, as a long-press drag would (see ``moveFocusedItem(dx:dy:)``).
/// Page Up/Down, Home and End scroll as in any scroll view. The wheel scrolls the collection
/// view; a horizontal wheel (shift+wheel) over a section that scrolls orthogonally scrolls that
/// section.
extension UICollectionView {
    // MARK: Touches

    func collectionTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first {
            let point = touch.location(in: self)
            touchStart = point
            // A touch while swipe actions show only closes them, as in the table.
            if swipe != nil {
                closeSwipeActions()
                return
            }
            if let indexPath = indexPathForItem(at: point) { beginHighlight(at: indexPath) }
        }
        super.touchesBegan(touches, with: event)
    }

    func collectionTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let point = touches.first?.location(in: self), let start = touchStart,
            touchSwipes(from: start, to: point, allowed: swipeRow(at: start).map(itemSwipes(at:)) ?? false)
        {
            endHighlight()
            continueSwipe(from: start, to: point)
            return
        }
        super.touchesMoved(touches, with: event)
        if isDragging { endHighlight() }
    }

    func collectionTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer {
            touchStart = nil
            touchIsSwipe = nil
        }
        // A swipe was never a scroll: the scroll view forgets the touch.
        if touchIsSwipe == true { return super.touchesCancelled(touches, with: event) }
        let wasDragging = isDragging
        super.touchesEnded(touches, with: event)
        guard touchStart != nil, !wasDragging, let item = highlightedItem else {
            endHighlight()
            return
        }
        focusedItem = item
        if presentPopUpMenu(ofItemAt: item) { return }
        userRelease(item)
    }

    func collectionTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = nil
        touchIsSwipe = nil
        endHighlight()
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Keys

    func handleCollectionKey(_ key: UIKey) -> Bool {
        if swipe != nil, handleSwipeKey(key) { return true }
        let alternate = key.modifierFlags.contains(.alternate)
        switch key.keyCode {
        case .keyboardUpArrow where alternate: return moveFocusedItem(dx: 0, dy: -1)
        case .keyboardDownArrow where alternate: return moveFocusedItem(dx: 0, dy: 1)
        case .keyboardLeftArrow where alternate: return moveFocusedItem(dx: -1, dy: 0)
        case .keyboardRightArrow where alternate: return moveFocusedItem(dx: 1, dy: 0)
        case .keyboardUpArrow: return moveFocus(dx: 0, dy: -1) || super.handleScrollKey(key)
        case .keyboardDownArrow: return moveFocus(dx: 0, dy: 1) || super.handleScrollKey(key)
        case .keyboardLeftArrow: return revealFocusedSwipeActions(leading: false) || moveFocus(dx: -1, dy: 0) || super.handleScrollKey(key)
        case .keyboardRightArrow: return revealFocusedSwipeActions(leading: true) || moveFocus(dx: 1, dy: 0) || super.handleScrollKey(key)
        case .keyboardReturnOrEnter:
            guard let item = focusedItem, itemExists(item) else { return false }
            if !presentPopUpMenu(ofItemAt: item) { userTap(item) }
            return true
        default:
            return super.handleScrollKey(key)
        }
    }

    /// A tap (or Return) on a list cell with a pop-up menu accessory presents its menu instead
    /// of selecting the item, as in UIKit. Returns whether it did.
    private func presentPopUpMenu(ofItemAt item: IndexPath) -> Bool {
        guard let cell = _cellForItem(at: item) as? UICollectionViewListCell, cell._presentPopUpMenu() else { return false }
        endHighlight()
        return true
    }

    /// ← or →: reveals the focused item's trailing or leading swipe actions. Returns whether it
    /// had any; without, the arrow moves the focus as usual.
    private func revealFocusedSwipeActions(leading: Bool) -> Bool {
        guard let item = focusedItem, itemExists(item) else { return false }
        return openSwipeActions(at: item, leading: leading)
    }

    /// Moves the keyboard focus to the nearest item in direction (`dx`, `dy`) and scrolls it
    /// into view; with no focus yet, focuses the first item in sight. Returns whether it moved.
    func moveFocus(dx: Int, dy: Int) -> Bool {
        layoutIfNeeded()
        guard allowsFocus else { return false }
        guard let current = focusedItem, itemExists(current) else {
            guard let first = _indexPathsForVisibleItems.first else { return false }
            setFocus(first)
            return true
        }
        guard let target = nearestItem(to: current, dx: dx, dy: dy) else { return false }
        setFocus(target)
        return true
    }

    /// The item nearest to `current` in direction (`dx`, `dy`), or nil.
    ///
    /// Candidates come from the layout for the screenful beyond the item's edge: the nearest
    /// one along the direction wins, ties (and near ties) going to the one best lined up with
    /// `current` across it.
    private func nearestItem(to current: IndexPath, dx: Int, dy: Int) -> IndexPath? {
        guard let frame = _layoutAttributesForItem(at: current)?.frame else { return nil }
        let reach = CGSize(width: max(bounds.width, frame.width), height: max(bounds.height, frame.height))
        let search: CGRect
        switch (dx, dy) {
        case (1, _): search = CGRect(x: frame.midX, y: frame.minY - reach.height, width: reach.width, height: frame.height + 2 * reach.height)
        case (-1, _): search = CGRect(x: frame.midX - reach.width, y: frame.minY - reach.height, width: reach.width, height: frame.height + 2 * reach.height)
        case (_, 1): search = CGRect(x: frame.minX - reach.width, y: frame.midY, width: frame.width + 2 * reach.width, height: reach.height)
        default: search = CGRect(x: frame.minX - reach.width, y: frame.midY - reach.height, width: frame.width + 2 * reach.width, height: reach.height)
        }
        let candidates = (collectionViewLayout.layoutAttributesForElements(in: search) ?? []).filter {
            $0.representedElementCategory == .cell && $0.indexPath != current && !$0.isHidden
        }
        func score(_ other: CGRect) -> (along: CGFloat, across: CGFloat)? {
            let along = dx != 0 ? (other.midX - frame.midX) * CGFloat(dx) : (other.midY - frame.midY) * CGFloat(dy)
            guard along > 0.5 else { return nil }
            let across = dx != 0 ? abs(other.midY - frame.midY) : abs(other.midX - frame.midX)
            return (along, across)
        }
        let best = candidates.compactMap { attributes in score(attributes.frame).map { (attributes.indexPath, $0) } }
            .min { lhs, rhs in
                // Items overlapping the focused one across the direction come first.
                let lhsLined = lhs.1.across < (dx != 0 ? frame.height : frame.width) / 2 + 0.5
                let rhsLined = rhs.1.across < (dx != 0 ? frame.height : frame.width) / 2 + 0.5
                if lhsLined != rhsLined { return lhsLined }
                return (lhs.1.along, lhs.1.across, lhs.0) < (rhs.1.along, rhs.1.across, rhs.0)
            }
        return best?.0
    }

    /// ⌥ and an arrow: moves the focused item one place, through the same interactive movement
    /// a long-press drag makes (`canMoveItemAt`, the delegate's
    /// `targetIndexPathForMoveFromItemAt`, then the data source's `moveItemAt`), and keeps the
    /// focus on it. ⌥← ⌥→ move it one place back or on in the items' order (into the end of
    /// the previous section or the start of the next at a section's edge); ⌥↑ ⌥↓ move it to
    /// the place of the nearest item above or below, as dropping it there would. Returns
    /// whether there was a focused item (the key is then used, even when the item cannot move).
    func moveFocusedItem(dx: Int, dy: Int) -> Bool {
        layoutIfNeeded()
        guard let current = focusedItem, itemExists(current) else { return false }
        let proposed: IndexPath?
        if dx != 0 {
            proposed = neighbourInOrder(of: current, forward: dx > 0)
        } else {
            proposed = nearestItem(to: current, dx: 0, dy: dy)
        }
        guard let proposed else { return true }
        let moved = moveItemInOneStep(from: current, toProposed: proposed)
        focusedItem = moved
        if let frame = _layoutAttributesForItem(at: moved)?.frame { scroll(toShow: frame, at: [], animated: false) }
        setNeedsLayout()
        return true
    }

    /// The item just before or after `indexPath` in the items' order, across sections.
    private func neighbourInOrder(of indexPath: IndexPath, forward: Bool) -> IndexPath? {
        if forward {
            if indexPath.item + 1 < itemCounts[indexPath.section] { return IndexPath(item: indexPath.item + 1, section: indexPath.section) }
            guard let section = (indexPath.section + 1..<itemCounts.count).first(where: { itemCounts[$0] > 0 }) else { return nil }
            return IndexPath(item: 0, section: section)
        }
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        guard let section = (0..<indexPath.section).last(where: { itemCounts[$0] > 0 }) else { return nil }
        return IndexPath(item: itemCounts[section] - 1, section: section)
    }

    private func setFocus(_ item: IndexPath) {
        focusedItem = item
        (collectionViewLayout as? _OrthogonalScrolling)?.revealItem(at: item)
        if let frame = _layoutAttributesForItem(at: item)?.frame { scroll(toShow: frame, at: [], animated: false) }
        if selectionFollowsFocus { userTap(item) }
        setNeedsLayout()
    }

    // MARK: Focus mark and wheel

    /// Puts the focus mark over the focused item's cell, in front of everything.
    func layoutFocusIndicator() {
        guard let item = focusedItem, let cell = _cellForItem(at: item) else {
            focusIndicator?.isHidden = true
            return
        }
        let indicator = focusIndicator ?? _FocusIndicatorView(frame: .zero)
        if focusIndicator == nil {
            focusIndicator = indicator
            addSubview(indicator)
        }
        indicator.isHidden = false
        indicator.frame = cell.frame
        // In front of everything but revealed swipe actions, which cover it as in the table.
        if subviews.last(where: { $0 !== swipeActionsView }) !== indicator { bringSubviewToFront(indicator) }
    }

    /// A wheel turn: a horizontal one over an orthogonally scrolling section scrolls the
    /// section; anything else scrolls the collection view.
    func scrollWheel(rows: Int, columns: Int) {
        if columns != 0, let layout = collectionViewLayout as? _OrthogonalScrolling,
            let point = lastPointerLocation, let section = layout.section(at: point.y),
            layout.scrollSection(section, by: CGFloat(columns) * CellGrid.current.cellWidth)
        {
            if rows != 0 { super.scroll(byRows: rows, columns: 0) }
            return
        }
        super.scroll(byRows: rows, columns: columns)
    }
}
