import Foundation

/// A data source that knows which items are expanded in an outline: the collection view's
/// diffable data source with section snapshots. The collection view reads it when it displays
/// a cell (`configurationState.isExpanded`); a list cell's outline disclosure without an action
/// handler toggles through it.
@MainActor
protocol _OutlineDataSource: AnyObject {
    /// Whether the item at `indexPath` is an expanded parent.
    func _isExpanded(itemAt indexPath: IndexPath) -> Bool
    /// The outline level of the item at `indexPath`; `nil` when it is not in an outline.
    func _indentationLevel(ofItemAt indexPath: IndexPath) -> Int?
    /// Expands the item at `indexPath` if collapsed, collapses it if expanded.
    func _toggleExpansion(ofItemAt indexPath: IndexPath)
}
