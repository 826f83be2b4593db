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

    /// The first identifier that occurs twice across `lists`, if any: a diff needs unique
    /// identifiers. Specialised, as the diff is, for the identifier types lists use most.
    ///
    /// - Complexity: O(n) expected for n identifiers, hashing each once.
    public static func _firstDuplicate<Item: Hashable>(in lists: [[Item]]) -> Item? {
        let all = lists.count == 1 ? lists[0] : Array(lists.joined())
        func cast<Concrete>(to type: Concrete.Type) -> [Concrete] { unsafeBitCast(all, to: [Concrete].self) }
        func back<Concrete>(_ found: Concrete?) -> Item? { found.map { unsafeBitCast($0, to: Item.self) } }
        if Item.self == Int.self { return back(_IdentifierTable.firstDuplicate(in: cast(to: Int.self))) }
        if Item.self == String.self { return back(_IdentifierTable.firstDuplicate(in: cast(to: String.self))) }
        if Item.self == UUID.self { return back(_IdentifierTable.firstDuplicate(in: cast(to: UUID.self))) }
        if Item.self == ObjectIdentifier.self { return back(_IdentifierTable.firstDuplicate(in: cast(to: ObjectIdentifier.self))) }
        if Item.self == AnyHashable.self { return back(_IdentifierTable.firstDuplicate(in: cast(to: AnyHashable.self))) }
        return _IdentifierTable.firstDuplicate(in: all)
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
        func cast<Concrete>(_ items: [[Item]], to type: Concrete.Type) -> [[Concrete]] { unsafeBitCast(items, to: [[Concrete]].self) }
        // Each call names its types, so that each is specialised (a generic helper would not be).
        if Item.self == Int.self {
            return _SnapshotDiff.batch(fromSections: old, items: cast(oldItems, to: Int.self), toSections: new, items: cast(newItems, to: Int.self))
        }
        if Item.self == String.self {
            return _SnapshotDiff.batch(
                fromSections: old, items: cast(oldItems, to: String.self), toSections: new, items: cast(newItems, to: String.self))
        }
        if Item.self == UUID.self {
            return _SnapshotDiff.batch(fromSections: old, items: cast(oldItems, to: UUID.self), toSections: new, items: cast(newItems, to: UUID.self))
        }
        if Item.self == ObjectIdentifier.self {
            return _SnapshotDiff.batch(
                fromSections: old, items: cast(oldItems, to: ObjectIdentifier.self), toSections: new,
                items: cast(newItems, to: ObjectIdentifier.self))
        }
        if Item.self == AnyHashable.self {
            return _SnapshotDiff.batch(
                fromSections: old, items: cast(oldItems, to: AnyHashable.self), toSections: new, items: cast(newItems, to: AnyHashable.self))
        }
        return _SnapshotDiff.batch(fromSections: oldSections, items: oldItems, toSections: newSections, items: newItems)
    }
}
