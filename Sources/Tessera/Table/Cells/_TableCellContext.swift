import Foundation

/// The style of the table a cell, header or footer is shown in, set by the table: it picks the
/// default content configuration and the look of section titles without the cell knowing
/// `UITableView`.
enum _TableCellContext: Sendable {
    case plain, grouped, insetGrouped
}
