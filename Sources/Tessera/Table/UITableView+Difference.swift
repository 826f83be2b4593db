import Foundation

@_spi(TesseraUI)
extension UITableView {
    /// Shows the change from one list of identified sections and rows to another as one batch
    /// update: the diff the diffable data sources apply (``_SnapshotDiff``), for a data source
    /// that keeps its own identifiers (TesseraUI's `List`).
    ///
    /// `update` switches the data source to the new contents inside the batch, after the table
    /// read the old counts. Rows that keep their identifier keep their cells; deleted, inserted
    /// and moved rows animate with `animation` when the table is on screen and animations are on.
    ///
    /// - Complexity: O(n) for the identifiers of both lists, plus the table's O(visible) work.
    public func _performDifference<Section: Hashable, Item: Hashable>(
        fromSections oldSections: [Section], items oldItems: [[Item]],
        toSections newSections: [Section], items newItems: [[Item]],
        with animation: UITableView.RowAnimation, update: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        loadIfNeeded()
        rowAnimations.unspecified = animation
        _performBatch({
            update()
            let batch = _SnapshotDiff<Section, Item>.batch(
                fromSections: oldSections, items: oldItems, toSections: newSections, items: newItems)
            record { $0.append(batch) }
        }, completion: completion)
    }
}
