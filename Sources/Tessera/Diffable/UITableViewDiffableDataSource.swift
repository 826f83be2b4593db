import Foundation

/// A table view data source driven by snapshots: describe the data, and the table shows it.
///
/// Create it with the table and a cell provider (it becomes the table's `dataSource`; keep a
/// strong reference to it, as the table's is weak), then `apply(_:animatingDifferences:completion:)`
/// snapshots. Each apply becomes one batch update, so it is valid by construction: rows that
/// survive keep their cells and are not configured again, reconfigured rows reuse their cell,
/// reloaded rows get a new one.
///
/// As in UIKit, rows cannot be edited or moved unless a subclass overrides
/// `tableView(_:canEditRowAt:)` / `tableView(_:canMoveRowAt:)`; a move the person makes is
/// written into the snapshot.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Returns the configured cell for an item, normally dequeued from `tableView`.
    @preconcurrency public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let core = _DiffableCore<SectionIdentifierType, ItemIdentifierType>()

    /// The animation for inserted, deleted and reloaded rows and sections.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes a data source for `tableView` and sets itself as its `dataSource`.
    @preconcurrency public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the differences from the current one become one batch update.
    ///
    /// Callable from any thread, as in UIKit: off the main thread the apply is queued, in
    /// order, to the main queue. `completion` runs on the main queue after the update.
    @preconcurrency nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        _DiffableCore<SectionIdentifierType, ItemIdentifierType>.onMainQueue {
            if animatingDifferences {
                self.applyNow(snapshot, completion: completion)
            } else {
                UIView.performWithoutAnimation { self.applyNow(snapshot, completion: completion) }
            }
        }
    }

    /// Shows `snapshot` by reloading the table, without computing differences.
    @preconcurrency nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        _DiffableCore<SectionIdentifierType, ItemIdentifierType>.onMainQueue {
            self.core.reload(snapshot, in: self.tableView)
            completion?()
        }
    }

    /// Shows `snapshot` and returns once the update is done.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table and returns once it is done.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { continuation in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.snapshot
    }

    /// The item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// Where the item `itemIdentifier` is, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// The section at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// The index of the section `sectionIdentifier`, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    private func applyNow(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (@MainActor @Sendable () -> Void)?
    ) {
        let animation = defaultRowAnimation
        core.apply(
            snapshot, to: tableView,
            reload: { [tableView] sections, rows in
                tableView?.performBatchUpdates {
                    tableView?.reloadSections(sections, with: animation)
                    tableView?.reloadRows(at: rows, with: animation)
                }
            },
            reconfigure: { [tableView] rows in tableView?.reconfigureRows(at: rows) },
            beforeDifferences: { [tableView] in tableView?.rowAnimations.unspecified = animation },
            completion: completion)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        core.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = core.itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        _SnapshotMessage.noTableCell(from: self).raise()
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`, as in UIKit: override it to let rows be deleted or inserted.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: a subclass deletes the item from a snapshot and applies it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// `false`, as in UIKit: override it to let rows be reordered.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Writes the move the person made into the snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        core.recordMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
