import Foundation

/// Inserting, deleting, moving and reloading rows and sections, alone or in batches.
///
/// Changes made between `beginUpdates()` and `endUpdates()` (or inside
/// `performBatchUpdates(_:completion:)`) apply together; a change made alone is a batch of one.
/// Deletes and reloads name rows as they were before the batch, inserts as they are after it.
/// At the end the table asks the data source for the new counts and checks them against the
/// changes with UIKit's rules (``_ListUpdate``): an inconsistent batch stops with UIKit's
/// message; the table then reloads, so it never shows rows the data source does not have.
///
/// A valid batch moves the table's own state: row heights, the cells on screen (a cell whose
/// row survives keeps its instance), selection and focus. Only new rows that come into sight
/// are asked for cells.
extension UITableView: _BatchUpdating {
    func _beginUpdates() { _beginBatch() }

    func _endUpdates() { _endBatch() }

    /// The completion runs when the update's animation ends, with whether it played to the
    /// end (see ``_BatchUpdating/_performBatch(_:completion:)``).
    func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _performBatch({ updates?() }, completion: completion)
    }

    func _insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        rowAnimations.insertRows(indexPaths, animation)
        record { $0.insertItems(at: indexPaths) }
    }

    func _deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        rowAnimations.deleteRows(indexPaths, animation)
        record { $0.deleteItems(at: indexPaths) }
    }

    func _reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        rowAnimations.reloadRows(indexPaths, animation)
        record { $0.reloadItems(at: indexPaths) }
    }

    func _moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    func _insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        rowAnimations.insertSections(sections, animation)
        record { $0.insertSections(sections) }
    }

    func _deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        rowAnimations.deleteSections(sections, animation)
        record { $0.deleteSections(sections) }
    }

    func _reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        rowAnimations.reloadSections(sections, animation)
        record { $0.reloadSections(sections) }
    }

    func _moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, toSection: newSection) }
    }

    func _reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        loadIfNeeded()
        for indexPath in indexPaths.sorted() {
            guard let cell = displayedCells[indexPath] else { continue }
            reconfiguredCell = cell
            rowBeingConfigured = indexPath
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            rowBeingConfigured = nil
            reconfiguredCell = nil
            if returned !== cell {
                displayedCells[indexPath] = nil
                endDisplaying(cell, at: indexPath)
                if returned.superview !== self { insertSubview(returned, at: backgroundView == nil ? 0 : 1) }
                returned.isHidden = false
                returned.frame = rowFrame(geometry.rowRange(indexPath))
                configureState(of: returned, at: indexPath)
                displayedCells[indexPath] = returned
                tableDelegate?.tableView(self, willDisplay: returned, forRowAt: indexPath)
            }
        }
    }

    // MARK: Applying

    var _listKind: _ListKind { .table }

    /// An empty batch is checked too: as in UIKit, counts that changed without a matching
    /// call raise the message.
    var _checksEmptyBatches: Bool { true }

    var _shownCounts: [Int] {
        (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) }
    }

    func _countsFromDataSource() -> [Int]? {
        guard let dataSource else { return nil }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        return (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Applies a validated batch; an empty one remeasures the rows.
    func _apply(_ update: _ListUpdate, of batch: _ListBatch) {
        let animations = rowAnimations
        rowAnimations = _TableRowAnimations()
        let animation = _ListUpdateAnimation.isEnabled(in: window) ? _ListUpdateAnimation() : nil
        let oldFrames = animation.map { _ in displayedFrames() } ?? [:]
        let oldGeometry = geometry
        UIView.performWithoutAnimation {
            if batch.isEmpty {
                remeasureRowHeights()
            } else {
                apply(update, animations: animations, animation: animation)
            }
        }
        guard let animation else { return }
        for (indexPath, cell) in displayedCells {
            if let frame = oldFrames[ObjectIdentifier(cell)] {
                animation.move(cell, from: .init(frame: frame))
            } else if batch.isEmpty {
                continue
            } else if let old = update.oldIndexPath(forNew: indexPath) {
                // A row that stays but was out of sight slides in from where it was.
                animation.move(cell, from: .init(frame: rowFrame(oldGeometry.rowRange(old))))
            } else {
                let kind = animations.arrival(at: indexPath, reloadedFrom: update.reloadedIndexPath(forNew: indexPath))
                if let from = _TableRowAnimations.edgeState(of: cell.frame, kind) { animation.move(cell, from: from) }
            }
        }
        for (section, view) in displayedHeaders.map({ ($0.key, $0.value) }) + displayedFooters.map({ ($0.key, $0.value) }) {
            if let frame = oldFrames[ObjectIdentifier(view)] {
                animation.move(view, from: .init(frame: frame))
            } else if !batch.isEmpty, let from = _TableRowAnimations.edgeState(of: view.frame, animations.sectionArrival(section)) {
                animation.move(view, from: from)
            }
        }
        // Nothing moved: the batch's completions run at once.
        if !animation.isEmpty { startUpdateAnimation(animation) }
    }

    /// The frames of the cells, headers and footers on screen, before an update moves them.
    private func displayedFrames() -> [ObjectIdentifier: CGRect] {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for cell in displayedCells.values { frames[ObjectIdentifier(cell)] = cell.frame }
        for view in displayedHeaders.values { frames[ObjectIdentifier(view)] = view.frame }
        for view in displayedFooters.values { frames[ObjectIdentifier(view)] = view.frame }
        return frames
    }

    /// Plays an update's animation; the batch's completions run when it ends.
    private func startUpdateAnimation(_ animation: _ListUpdateAnimation) {
        let completions = takeBatchCompletions()
        updateAnimations.append(animation)
        animation.run { [weak self, weak animation] finished in
            self?.updateAnimations.removeAll { $0 === animation }
            for completion in completions { completion(finished) }
        }
    }

    /// Ends the running update animations at once: views that were leaving end their display
    /// now (before a reload forgets the rows they belonged to).
    func finishUpdateAnimations() {
        let running = updateAnimations
        updateAnimations.removeAll()
        for animation in running { animation.finishNow() }
    }

    /// A view leaving with an update: kept alive, behind the rows, while it plays toward `to`.
    func depart(_ view: UIView, to state: _ListUpdateAnimation.State?, in animation: _ListUpdateAnimation?, finish: @escaping () -> Void) {
        guard let animation, let state else {
            finish()
            return
        }
        insertSubview(view, at: backgroundView == nil ? 0 : 1)
        animation.remove(view, to: state, finish: finish)
    }

    /// An empty batch asks for every row height again, as UIKit does: books call
    /// `beginUpdates()` / `endUpdates()` with nothing inside to let a row grow or shrink.
    /// Rows are measured again as they show; O(sections).
    private func remeasureRowHeights() {
        geometry.markAllRowsEstimated()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Carries heights, cells, headers, selection and focus across a validated update. Views
    /// that leave play their row animation in `animation` before their display ends.
    private func apply(_ update: _ListUpdate, animations: _TableRowAnimations, animation: _ListUpdateAnimation?) {
        closeSwipeActions()
        geometry = updatedGeometry(update)
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        // Before the cells take their state from it: reloading a row deselects it, as in
        // UIKit; other selected rows follow their rows.
        selectedRows = selectedRows.compactMap { update.isReloaded(old: $0) ? nil : update.newIndexPath(forOld: $0) }

        var cells: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            if !update.isReloaded(old: old), let new = update.newIndexPath(forOld: old) {
                cells[new] = cell
            } else {
                let state = _TableRowAnimations.edgeState(of: cell.frame, animations.departure(at: old))
                depart(cell, to: state, in: animation) { [weak self, unowned cell] in self?.endDisplaying(cell, at: old) }
            }
        }
        displayedCells = cells
        for (indexPath, cell) in cells { configureState(of: cell, at: indexPath) }

        // Headers and footers follow their sections; those of new or reloaded sections go.
        remapSupplementaries(.header, update, animations: animations, animation: animation)
        remapSupplementaries(.footer, update, animations: animations, animation: animation)
        sectionsWithoutView.removeAll()

        focusedRow = focusedRow.flatMap { update.newIndexPath(forOld: $0) } ?? focusedRow.flatMap { geometry.contains($0) ? $0 : nil }
        highlightedRow = nil
        prefetcher.reset()
        updateContentSize()
        // Rows that stay but leave the bounds slide to their new place before they go.
        animationBeingPrepared = animation
        setNeedsLayout()
        layoutIfNeeded()
        animationBeingPrepared = nil
    }

    private func remapSupplementaries(
        _ kind: SupplementaryKind, _ update: _ListUpdate, animations: _TableRowAnimations, animation: _ListUpdateAnimation?
    ) {
        let views = kind == .header ? displayedHeaders : displayedFooters
        var kept: [Int: UIView] = [:]
        for (old, view) in views.sorted(by: { $0.key < $1.key }) {
            if !update.isSectionReloaded(old: old), let new = update.newSection(forOld: old) {
                kept[new] = view
            } else {
                let state = _TableRowAnimations.edgeState(of: view.frame, animations.sectionDeparture(old))
                depart(view, to: state, in: animation) { [weak self, unowned view] in
                    self?.endDisplayingSupplementary(view, kind: kind, section: old)
                }
            }
        }
        if kind == .header { displayedHeaders = kept } else { displayedFooters = kept }
    }

    /// The geometry after `update`: surviving rows keep their heights; new rows are estimated.
    /// O(sections) when a section's rows share one height, else O(rows · log u).
    private func updatedGeometry(_ update: _ListUpdate) -> _TableGeometry {
        let old = geometry
        let fresh = makeGeometry(counts: update.newCounts)
        var sections: [_TableGeometry.Section] = []
        for section in 0..<update.newCounts.count {
            var new = fresh.sections[section]
            guard let oldSection = update.oldSection(forNew: section), !update.isSectionReloaded(old: oldSection) else {
                sections.append(new)
                continue
            }
            let previous = old.sections[oldSection]
            new.header = previous.header
            new.footer = previous.footer
            new.headerIsEstimate = previous.headerIsEstimate
            new.footerIsEstimate = previous.footerIsEstimate
            let count = update.newCounts[section]
            if let uniform = previous.rows.uniformValue, uniform == new.rows.uniformValue {
                if let fill = previous.estimated.uniformValue, fill == new.estimated.uniformValue {
                    sections.append(new)
                    continue
                }
                if new.estimated.uniformValue == true {
                    // Every row has the same height, measured or not: only the few measured
                    // rows (those that showed) carry their mark to where they are now.
                    for oldRow in previous.estimated.indexes(of: false) where update.reloadedItems[oldSection]?.contains(oldRow) != true {
                        guard let moved = update.newIndexPath(forOld: IndexPath(row: oldRow, section: oldSection)),
                            moved.section == section
                        else { continue }
                        new.estimated[moved.row] = false
                    }
                    sections.append(new)
                    continue
                }
            }
            var heights: [CGFloat] = []
            heights.reserveCapacity(count)
            var estimates: [Int] = []
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                if let source = update.oldIndexPath(forNew: indexPath) {
                    heights.append(previous.rows[source.row])
                    if previous.estimated[source.row] { estimates.append(row) }
                } else {
                    heights.append(new.rows[row])
                    if new.estimated[row] { estimates.append(row) }
                }
            }
            var section = _TableGeometry.Section(
                header: new.header, footer: new.footer, rows: _ExtentIndex(heights), rowsAreEstimates: false,
                headerIsEstimate: new.headerIsEstimate, footerIsEstimate: new.footerIsEstimate)
            for row in estimates { section.estimated[row] = true }
            sections.append(section)
        }
        var geometry = _TableGeometry(sections: sections)
        geometry.tableHeader = old.tableHeader
        geometry.tableFooter = old.tableFooter
        return geometry
    }
}
