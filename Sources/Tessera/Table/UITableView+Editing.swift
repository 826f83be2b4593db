import Foundation

/// Editing: edit mode with delete and insert controls, delete confirmation, swipe actions and
/// reordering.
///
/// Whether a row offers swipe-to-delete or a reorder control depends, as in UIKit, on whether
/// the data source implements `tableView(_:commit:forRowAt:)` and `tableView(_:moveRowAt:to:)`
/// (see ``_ImplementedMethods/resolve(_:of:)``): a `UITableViewController` subclass is answered
/// exactly from its overrides; any other data source is assumed to implement them until the
/// first call shows otherwise.
extension UITableView {
    func _setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        closeSwipeActions()
        self.editing = editing
        if !editing { reorder = nil }
        for (indexPath, cell) in displayedCells {
            configureEditingState(of: cell, at: indexPath, animated: animated)
        }
        setNeedsLayout()
    }

    /// Gives a cell its editing style, controls and indentation for the current mode, in
    /// `context` (the rest of a new display's context) or in the cell's current one; `animated`
    /// slides the controls in or out.
    func configureEditingState(
        of cell: UITableViewCell, at indexPath: IndexPath, in context: _TableCellDisplayContext? = nil,
        animated: Bool = false
    ) {
        let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        if cell.indentationLevel != level { cell.indentationLevel = level }
        var context = context ?? cell._displayContext
        let editable = editing && canEdit(indexPath)
        if editable {
            context.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
            context.showsReorderControl = canMove(indexPath)
        } else {
            context.editingStyle = .none
            context.showsReorderControl = false
        }
        cell._displayContext = context
        if cell.isEditing != editable { cell.setEditing(editable, animated: animated) }
    }

    func canEdit(_ indexPath: IndexPath) -> Bool {
        dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    }

    /// Whether the row shows a reorder control: the data source moves rows and this one may move.
    func canMove(_ indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSourceMethods.resolve(.moveRowAtTo, of: dataSource).implemented else { return false }
        return dataSource.tableView(self, canMoveRowAt: indexPath)
    }

    /// The delete or insert control was tapped: insert commits at once; delete asks to confirm.
    func editingControlTapped(at indexPath: IndexPath) {
        guard let cell = displayedCells[indexPath] else { return }
        switch cell._displayContext.editingStyle {
        case .insert:
            commit(.insert, at: indexPath)
        case .delete:
            for other in displayedCells.values where other !== cell { other._showsDeleteConfirmation = false }
            cell._deleteConfirmationTitle = deleteConfirmationTitle(at: indexPath)
            cell._showsDeleteConfirmation.toggle()
        case .none:
            break
        }
    }

    private func deleteConfirmationTitle(at indexPath: IndexPath) -> String {
        tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// Tells the data source to commit an insert or delete of a row.
    func commit(_ style: UITableViewCell.EditingStyle, at indexPath: IndexPath) {
        guard let dataSource else { return }
        displayedCells[indexPath]?._showsDeleteConfirmation = false
        let answer = _OptionalMethod.commitForRowAt.call { dataSource.tableView(self, commit: style, forRowAt: indexPath) }
        dataSourceMethods.record(.commitForRowAt, implemented: answer.implemented)
    }

    // MARK: Swipe actions

    /// The actions a swipe from `edge` reveals on a row: the delegate's, or (trailing) the
    /// standard Delete when the data source commits deletes.
    func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        if let delegate = tableDelegate {
            let configuration = leading
                ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            if let configuration { return configuration.actions.isEmpty ? nil : configuration }
        }
        guard !leading, canEdit(indexPath), dataSourceMethods.resolve(.commitForRowAt, of: dataSource).implemented,
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return nil }
        let delete = UIContextualAction(style: .destructive, title: deleteConfirmationTitle(at: indexPath)) {
            [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.commit(.delete, at: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    // MARK: Reordering

    /// Moves a row the person dragged or moved with keys: asks the delegate where it may go,
    /// tells the data source, and moves the row's cell, height and selection.
    func userMoveRow(from source: IndexPath, toProposed proposed: IndexPath) {
        guard let dataSource, geometry.contains(source), proposed != source else { return }
        let destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard destination != source, isValidMoveDestination(destination) else { return }
        let answer = _OptionalMethod.moveRowAtTo.call { dataSource.tableView(self, moveRowAt: source, to: destination) }
        dataSourceMethods.record(.moveRowAtTo, implemented: answer.implemented)
        guard answer.implemented else { return }
        applyMoveWithoutDataSource(from: source, to: destination)
    }

    private func isValidMoveDestination(_ destination: IndexPath) -> Bool {
        guard destination.section >= 0, destination.section < geometry.numberOfSections, destination.row >= 0 else { return false }
        return destination.row < geometry.numberOfRows(inSection: destination.section) + 1
    }
}

/// A row being dragged by its reorder control: where it started and where it would drop.
struct _TableReorderState {
    var source: IndexPath
    var proposed: IndexPath
}

// Swipe actions through the mechanism both lists share: revealing, closing and performing
// them, their keys and drag (`_SwipeActionsHost`). The table adds the delegate's editing calls.
extension UITableView: _SwipeActionsHost {
    func canRevealSwipeActions(at indexPath: IndexPath) -> Bool {
        !editing && geometry.contains(indexPath)
    }

    func swipeRow(at point: CGPoint) -> IndexPath? {
        indexPathForRow(at: point)
    }

    func swipeRowFrame(at indexPath: IndexPath) -> CGRect? {
        geometry.contains(indexPath) ? rowFrame(geometry.rowRange(indexPath)) : nil
    }

    /// Tells the delegate editing began, as UIKit does when a row is swiped.
    func swipeActionsWillOpen(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    /// Tells the delegate editing ended.
    func swipeActionsDidClose(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }
}

// The taps on a displayed cell's controls: the cell calls with itself and the row is found now,
// so nothing is rebuilt per display.
extension UITableView: _TableCellHost {
    func _cellAccessoryButtonTapped(_ cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    func _cellEditingControlTapped(_ cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        editingControlTapped(at: indexPath)
    }

    func _cellDeleteConfirmationTapped(_ cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        commit(.delete, at: indexPath)
    }
}
