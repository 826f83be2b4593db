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
            let batch = Self.batch(fromSections: oldSections, items: oldItems, toSections: newSections, items: newItems)
            record { $0.append(batch) }
        }, completion: completion)
    }

    /// The diff, specialised for the identifier types lists use most: called from another
    /// module, the generic diff would run unspecialised, looking up metadata at every hash.
    private static func batch<Section: Hashable, Item: Hashable>(
        fromSections oldSections: [Section], items oldItems: [[Item]], toSections newSections: [Section], items newItems: [[Item]]
    ) -> _ListBatch {
        guard Section.self == AnyHashable.self else {
            return _SnapshotDiff.batch(fromSections: oldSections, items: oldItems, toSections: newSections, items: newItems)
        }
        let old = unsafeBitCast(oldSections, to: [AnyHashable].self), new = unsafeBitCast(newSections, to: [AnyHashable].self)
        func diff<Concrete: Hashable>(_ type: Concrete.Type) -> _ListBatch {
            _SnapshotDiff<AnyHashable, Concrete>.batch(
                fromSections: old, items: unsafeBitCast(oldItems, to: [[Concrete]].self),
                toSections: new, items: unsafeBitCast(newItems, to: [[Concrete]].self))
        }
        if Item.self == Int.self { return diff(Int.self) }
        if Item.self == String.self { return diff(String.self) }
        if Item.self == UUID.self { return diff(UUID.self) }
        if Item.self == ObjectIdentifier.self { return diff(ObjectIdentifier.self) }
        if Item.self == AnyHashable.self { return diff(AnyHashable.self) }
        return _SnapshotDiff.batch(fromSections: oldSections, items: oldItems, toSections: newSections, items: newItems)
    }
}
