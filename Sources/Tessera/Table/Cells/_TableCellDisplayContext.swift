import Foundation

/// What a table tells a cell it displays, as one value: set once per display (and when editing
/// mode changes), and applied by the cell only where it differs from the last one.
///
/// UIKit keeps the same facts in private cell state the table writes; Tessera gathers them here
/// so that a display is one assignment and the cell never asks the table.
struct _TableCellDisplayContext: Equatable {
    /// The style of the table the cell is shown in: it picks `defaultBackgroundConfiguration()`.
    var tableStyle: _TableCellContext = .plain
    /// The editing control the table chose for this row (`editingStyle` reads it).
    var editingStyle: UITableViewCell.EditingStyle = .delete
    /// Whether the reorder control shows in editing mode: the row can move and the data source
    /// implements `tableView(_:moveRowAt:to:)`.
    var showsReorderControl = false
    /// Whether the separator shows: the table hides it for the last row of a grouped section,
    /// or when its `separatorStyle` is `.none`.
    var separatorVisible = true
    /// The table's separator colour; `nil` uses `.separator`.
    var separatorColor: UIColor?
    /// The table's `separatorInset`, used while the cell's own is not set.
    var separatorInset: UIEdgeInsets?

    /// Whether going from `old` to this context moves or shows anything in the cell's layout.
    func changesLayout(from old: Self) -> Bool {
        editingStyle != old.editingStyle || showsReorderControl != old.showsReorderControl
            || separatorVisible != old.separatorVisible || separatorInset != old.separatorInset
    }
}
