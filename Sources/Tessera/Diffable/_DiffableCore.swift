import Foundation

/// What the table and collection diffable data sources share: the snapshot they show and how
/// a new snapshot reaches their list.
///
/// An apply is at most three steps on the list's shared core, each validated by the list like
/// any batch update: the snapshot's reconfigures, in place, then its reloads, as one batch, both
/// at the rows (items) as they are before the change; then the structural changes from
/// ``_SnapshotDiff`` (deletes, inserts, moves) as one batch. Surviving cells keep their
/// instances and are not asked for again, so every cell is configured at most once per apply:
/// reconfigured and reloaded rows on screen before the change, rows that come into sight or
/// are inserted after it. Rows that the diff deletes and inserts again (out of a deleted or
/// into an inserted section) get a new cell anyway, so they are not reloaded first.
@MainActor
final class _DiffableCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot the list shows (without reload or reconfigure marks).
    private(set) var snapshot = Snapshot()

    /// Applies `new` to `list`.
    ///
    /// - Parameters:
    ///   - reload: Reloads sections and items, by their indexes before the change, as one batch.
    ///   - reconfigure: Configures the cells of items again, by their index paths before the change.
    /// - Complexity: O(n + m) for the items of both snapshots (the diff), plus the list's
    ///   O(visible) cell work.
    func apply(
        _ new: Snapshot, to list: (some _BatchUpdating)?,
        reload: (IndexSet, [IndexPath]) -> Void, reconfigure: ([IndexPath]) -> Void,
        beforeDifferences: () -> Void = {}, completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let old = snapshot
        guard let list else {
            snapshot = new.clearingMarks
            completion?()
            return
        }
        list.loadIfNeeded()
        let staying = { (item: ItemIdentifierType) -> IndexPath? in
            guard let path = old.indexPath(ofItem: item), let oldSection = old.sectionIdentifier(containingItem: item),
                let newSection = new.sectionIdentifier(containingItem: item),
                new.indexOfSection(oldSection) != nil, old.indexOfSection(newSection) != nil
            else { return nil }
            return path
        }
        let reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap(old.indexOfSection))
        let reloadedItems = new.reloadedItemIdentifiers.compactMap(staying).filter { !reloadedSections.contains($0[0]) }
        let reloaded = Set(new.reloadedItemIdentifiers)
        let reconfigured = new.reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }.compactMap(staying)
            .filter { !reloadedSections.contains($0[0]) }
        if !reconfigured.isEmpty { reconfigure(reconfigured) }
        if !reloadedSections.isEmpty || !reloadedItems.isEmpty { reload(reloadedSections, reloadedItems) }

        // The list has read the old counts; now the data source answers the new ones. The
        // completion waits for the update's animation.
        beforeDifferences()
        list._performBatch({
            snapshot = new.clearingMarks
            let batch = _SnapshotDiff<SectionIdentifierType, ItemIdentifierType>.batch(
                fromSections: old.sectionIdentifiers, items: old.itemsInSections,
                toSections: new.sectionIdentifiers, items: new.itemsInSections)
            list.record { $0.append(batch) }
        }, completion: completion.map { completion in { _ in completion() } })
    }

    /// Shows `new` by reloading the list: no diff, every visible cell asked for again.
    func reload(_ new: Snapshot, in list: (some _BatchUpdating)?) {
        snapshot = new.clearingMarks
        list?.reloadData()
    }

    /// Records a move the person made by dragging: the list shows it already.
    func recordMove(from source: IndexPath, to destination: IndexPath) {
        snapshot = snapshot.movingItem(at: source, to: destination)
    }

    /// Runs `body` on the main actor: now when called there, else queued in order on the main
    /// queue, as UIKit serialises applies made from a background queue.
    nonisolated static func onMainQueue(_ body: @escaping @MainActor @Sendable () -> Void) {
        if MainThreadChecker.isOnMain {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { body() }
        }
    }

    // MARK: Queries

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { snapshot.itemIdentifier(at: indexPath) }

    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { snapshot.indexPath(ofItem: itemIdentifier) }

    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }

    func index(for sectionIdentifier: SectionIdentifierType) -> Int? { snapshot.indexOfSection(sectionIdentifier) }

    var numberOfSections: Int { snapshot.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        let sections = snapshot.itemsInSections
        return sections.indices.contains(section) ? sections[section].count : 0
    }
}
