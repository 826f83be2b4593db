import Foundation

/// Virtualisation: which rows, headers and footers are in sight, their views, and giving
/// views back when they leave.
///
/// Each layout pass finds the rows intersecting the bounds in O(log n), measures those whose
/// height is still an estimate (keeping the rows already on screen where they are, so content
/// never jumps), then ends the display of rows that left, and asks for cells only for rows that
/// arrived. A one-row scroll therefore touches one or two rows, whatever the row count.
extension UITableView {
    /// The margin of `.insetGrouped` sections from the table's edges.
    static let insetGroupedMargin: CGFloat = 20

    var rowFrameX: CGFloat { style == .insetGrouped ? Self.insetGroupedMargin : 0 }
    var rowFrameWidth: CGFloat { max(0, bounds.width - 2 * rowFrameX) }

    func rowFrame(_ range: (minY: CGFloat, maxY: CGFloat)) -> CGRect {
        CGRect(x: rowFrameX, y: range.minY, width: rowFrameWidth, height: range.maxY - range.minY)
    }

    /// The rows whose frames intersect `minY..<maxY`, in display order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        guard maxY > minY, var indexPath = geometry.firstRow(atOrAfter: minY) else { return result }
        while true {
            let range = geometry.rowRange(indexPath)
            if range.minY >= maxY { break }
            if range.maxY > minY { result.append(indexPath) }
            guard let next = geometry.row(after: indexPath) else { break }
            indexPath = next
        }
        return result
    }

    /// The sections whose span intersects `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard let first = geometry.section(at: minY), let last = geometry.section(at: maxY), maxY > minY else { return 0..<0 }
        return first..<(last + 1)
    }

    // MARK: The layout pass

    /// Brings the displayed cells, headers and footers in line with the bounds.
    func layoutVisibleContent() {
        var arriving: [IndexPath: UITableViewCell] = [:]
        measureVisibleRows(into: &arriving)
        updateContentSize()

        let visibleRows = rows(from: bounds.minY, to: bounds.maxY)
        // Rows that left: those outside the visible run, ended top to bottom.
        if let first = visibleRows.first, let last = visibleRows.last {
            let leaving = displayedCells.keys.filter { $0 < first || $0 > last }
            for indexPath in leaving.count > 1 ? leaving.sorted() : leaving {
                leave(displayedCells.removeValue(forKey: indexPath)!, at: indexPath)
            }
        } else {
            for indexPath in displayedCells.keys.sorted() {
                leave(displayedCells.removeValue(forKey: indexPath)!, at: indexPath)
            }
        }
        for indexPath in visibleRows {
            if let cell = displayedCells[indexPath] {
                cell.frame = rowFrame(geometry.rowRange(indexPath))
                continue
            }
            let cell = arriving.removeValue(forKey: indexPath) ?? makeCell(at: indexPath)
            display(cell, at: indexPath)
        }
        // Cells made for measuring rows that the anchoring scrolled out again: never shown.
        for (_, cell) in arriving { recycle(cell) }

        layoutSupplementaryViews()
        updatePrefetching(visibleRows: visibleRows)
        layoutOverlays()
    }

    /// Ends the display of a cell whose row left the bounds; during an animated update it
    /// first slides to its row's new place (out of sight).
    private func leave(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard let animation = animationBeingPrepared, geometry.contains(indexPath) else {
            endDisplaying(cell, at: indexPath)
            return
        }
        animation.remove(cell, to: .init(frame: rowFrame(geometry.rowRange(indexPath)))) { [weak self, unowned cell] in
            self?.endDisplaying(cell, at: indexPath)
        }
    }

    /// Replaces estimates by real heights for the rows in sight, keeping the first row that was
    /// already on screen at the same place in the bounds. Cells made to measure rows are kept
    /// in `arriving` for display.
    private func measureVisibleRows(into arriving: inout [IndexPath: UITableViewCell]) {
        for _ in 0..<16 {
            let firstVisible = geometry.firstRow(atOrAfter: bounds.minY)
            // The anchor is the first row in sight that was already on screen. Finding it walks
            // the rows in sight once more, which also tells whether any needs measuring.
            var anchor: IndexPath?
            var anyEstimate = false
            var scan = firstVisible
            while let indexPath = scan, geometry.rowRange(indexPath).minY < bounds.maxY {
                if anchor == nil, displayedCells[indexPath] != nil { anchor = indexPath }
                anyEstimate = anyEstimate || geometry.isEstimate(indexPath)
                scan = geometry.row(after: indexPath)
            }
            anchor = anchor ?? firstVisible
            let scrollAnchor = anchor.map { _ScrollAnchor(at: geometry.rowRange($0).minY, along: .vertical) }
            var changed = false
            // Walk down from the top, measuring as we go: each measurement moves the rows after
            // it, so the walk stops exactly where the bounds end (no cell made for a row that a
            // taller row above pushes out of sight).
            var cursor = anyEstimate ? firstVisible : nil
            while let indexPath = cursor, geometry.rowRange(indexPath).minY < bounds.maxY {
                if geometry.isEstimate(indexPath) {
                    var height = specifiedHeight(forRowAt: indexPath)
                    if height == Self.automaticDimension || height < 0 {
                        let cell = displayedCells[indexPath] ?? arriving[indexPath] ?? makeCell(at: indexPath)
                        arriving[indexPath] = displayedCells[indexPath] == nil ? cell : nil
                        height = cell._preferredHeight(fittingWidth: rowFrameWidth)
                    }
                    let before = geometry.rowRange(indexPath)
                    geometry.setHeight(height, forRowAt: indexPath)
                    if before.maxY - before.minY != height { changed = true }
                }
                cursor = geometry.row(after: indexPath)
            }
            changed = measureVisibleSupplementaries() || changed
            guard changed else { return }
            if let anchor, let scrollAnchor {
                _adjustContentOffset(by: scrollAnchor.adjustment(movedTo: geometry.rowRange(anchor).minY))
            }
            updateContentSize()
        }
    }

    // MARK: Cells

    /// Asks the data source for the cell of `indexPath`.
    func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        rowBeingConfigured = indexPath
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        rowBeingConfigured = nil
        if cell.superview !== self {
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        }
        cell.isHidden = false
        return cell
    }

    /// Puts `cell` on screen for `indexPath`: frame, state, then `willDisplay`.
    private func display(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.frame = rowFrame(geometry.rowRange(indexPath))
        configureState(of: cell, at: indexPath)
        displayedCells[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Gives the cell its table-driven state: selection, then one display context (table
    /// style, separator, editing) and the table as the host of its taps.
    func configureState(of cell: UITableViewCell, at indexPath: IndexPath) {
        let context = _TableCellDisplayContext(
            tableStyle: tableCellContext,
            separatorVisible: separatorStyle != .none && !(style != .plain && isLastRowInSection(indexPath)),
            separatorColor: separatorColor, separatorInset: separatorInset)
        let isSelected = selectedRows.contains(indexPath)
        if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
        cell._host = self
        cell._isSwiped = swipe?.indexPath == indexPath
        configureEditingState(of: cell, at: indexPath, in: context)
    }

    private func isLastRowInSection(_ indexPath: IndexPath) -> Bool {
        indexPath.row == geometry.numberOfRows(inSection: indexPath.section) - 1
    }

    /// Takes `cell` off screen: `didEndDisplaying`, then into its reuse queue.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        recycle(cell)
    }

    /// Hides `cell` and queues it under its identifier (cells without one are dropped).
    func recycle(_ cell: UITableViewCell) {
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        cellQueue.give(cell, as: identifier)
    }

    /// Ends the display of every view on screen (reloads and style changes).
    func discardDisplayedViews() {
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: indexPath)
        }
        displayedCells.removeAll()
        for (section, view) in displayedHeaders.sorted(by: { $0.key < $1.key }) {
            endDisplayingSupplementary(view, kind: .header, section: section)
        }
        for (section, view) in displayedFooters.sorted(by: { $0.key < $1.key }) {
            endDisplayingSupplementary(view, kind: .footer, section: section)
        }
        displayedHeaders.removeAll()
        displayedFooters.removeAll()
        sectionsWithoutView.removeAll()
    }

    // MARK: Table header and footer views

    func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            if geometry.tableHeader != header.frame.height { needsReload = true; loadIfNeeded() }
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader)
        }
        if let footer = tableFooterView {
            if geometry.tableFooter != footer.frame.height { needsReload = true; loadIfNeeded() }
            footer.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooter, width: bounds.width, height: geometry.tableFooter)
        }
    }
}
