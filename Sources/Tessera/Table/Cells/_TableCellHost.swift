import Foundation

/// The table a cell is displayed in, as the cell sees it: where the taps on its controls go.
///
/// The table sets itself as the cell's `_host` (weakly) when it displays the cell; the cell
/// calls back with itself, and the table finds the row then, so nothing is rebuilt per display.
/// Tests stand in for the table with their own host.
@MainActor
protocol _TableCellHost: AnyObject {
    /// The detail ("ⓘ") accessory of `cell` was tapped.
    func _cellAccessoryButtonTapped(_ cell: UITableViewCell)
    /// The editing control ("⊖" or "⊕") of `cell` was tapped.
    func _cellEditingControlTapped(_ cell: UITableViewCell)
    /// The Delete confirmation button of `cell` was tapped.
    func _cellDeleteConfirmationTapped(_ cell: UITableViewCell)
}
