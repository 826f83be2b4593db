import Foundation

/// A collection view data source driven by snapshots: describe the data, and the collection
/// view shows it.
///
/// Create it with the collection view and a cell provider (it becomes the collection view's
/// `dataSource`; keep a strong reference to it), set a ``supplementaryViewProvider`` for
/// headers and footers, then `apply(_:animatingDifferences:completion:)` snapshots. Each apply
/// becomes one batch update: items that survive keep their cells and are not configured again,
/// reconfigured items reuse their cell, reloaded items get a new one.
///
/// Items can be reordered by the person only when ``reorderingHandlers`` says so; the move is
/// written into the snapshot and reported as a transaction.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Returns the configured cell for an item, normally dequeued from `collectionView`.
    @preconcurrency public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?

    /// Returns the configured supplementary view of a kind at an index path.
    @preconcurrency public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let core = _DiffableCore<SectionIdentifierType, ItemIdentifierType>()

    /// Makes headers, footers and other supplementary views; without one, a layout that shows
    /// them stops with UIKit's exception.
    @preconcurrency open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Whether and how the person may reorder items.
    open var reorderingHandlers = ReorderingHandlers()

    /// What happens when the person expands or collapses an item of a section snapshot.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// The outline of each section applied as a section snapshot; the other sections' items are
    /// flat.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes a data source for `collectionView` and sets itself as its `dataSource`.
    @preconcurrency public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
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

    /// Shows `snapshot` by reloading the collection view, without computing differences.
    @preconcurrency nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        _DiffableCore<SectionIdentifierType, ItemIdentifierType>.onMainQueue {
            self.keepOutlines(matching: snapshot)
            self.core.reload(snapshot, in: self.collectionView)
            self.collectionView?._refreshOutlineStates()
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

    /// Shows `snapshot` by reloading the collection view and returns once it is done.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { continuation in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.snapshot
    }

    /// Shows `snapshot` as the contents of `section`: its visible items, in outline order,
    /// become the section's items (the section is appended if the snapshot lacks it).
    @preconcurrency nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        _DiffableCore<SectionIdentifierType, ItemIdentifierType>.onMainQueue {
            if animatingDifferences {
                self.applyNow(snapshot, to: section, completion: completion)
            } else {
                UIView.performWithoutAnimation { self.applyNow(snapshot, to: section, completion: completion) }
            }
        }
    }

    /// Shows `snapshot` as the contents of `section` and returns once the update is done.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// The outline of `section`: the section snapshot last applied to it, or its items as root
    /// items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if core.snapshot.indexOfSection(section) != nil { flat.append(core.snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    private func applyNow(
        _ outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        completion: (@MainActor @Sendable () -> Void)?
    ) {
        var snapshot = core.snapshot
        if snapshot.indexOfSection(section) == nil {
            snapshot.appendSections([section])
        } else {
            snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
        }
        snapshot.appendItems(outline.visibleItems, toSection: section)
        sectionSnapshots[section] = outline
        applyNow(snapshot, completion: completion)
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
        keepOutlines(matching: snapshot)
        core.apply(
            snapshot, to: collectionView,
            reload: { [collectionView] sections, items in
                collectionView?.performBatchUpdates {
                    collectionView?.reloadSections(sections)
                    collectionView?.reloadItems(at: items)
                }
            },
            reconfigure: { [collectionView] items in collectionView?.reconfigureItems(at: items) },
            completion: completion.map(refreshingOutlines))
        collectionView?._refreshOutlineStates()
    }

    /// `completion`, after the cells show their outline state (also when the update did not
    /// animate and the completion comes at once, before the apply returns).
    private func refreshingOutlines(
        _ completion: @escaping @MainActor @Sendable () -> Void
    ) -> @MainActor @Sendable () -> Void {
        { [weak collectionView] in
            collectionView?._refreshOutlineStates()
            completion()
        }
    }

    /// Forgets the outline of every section whose items `snapshot` changed: a whole snapshot
    /// flattens the sections it rearranges, as in UIKit.
    private func keepOutlines(matching snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        sectionSnapshots = sectionSnapshots.filter { section, outline in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = core.itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        _SnapshotMessage.noCollectionCell(at: indexPath).raise()
        return UICollectionViewCell(frame: .zero)
    }

    /// Asks the ``supplementaryViewProvider``; without one, answers as a data source that does
    /// not implement the method, so the collection view stops with UIKit's exception.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        _OptionalMethod.viewForSupplementaryElementOfKind.defaultImplementationRan()
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether ``reorderingHandlers`` lets the person move the item.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = core.itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// Writes the move the person made into the snapshot, between the reordering handlers'
    /// `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let initial = core.snapshot
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: initial.movingItem(at: sourceIndexPath, to: destinationIndexPath))
        reorderingHandlers.willReorder?(transaction)
        core.recordMove(from: sourceIndexPath, to: destinationIndexPath)
        reorderingHandlers.didReorder?(transaction)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

extension UICollectionViewDiffableDataSource {
    /// Whether the person may reorder items, and what to do around a reorder.
    public struct ReorderingHandlers {
        /// Whether an item can be picked up; without it, no item can.
        @preconcurrency public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the snapshot takes the move.
        @preconcurrency public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the snapshot took the move: update the model from the transaction.
        @preconcurrency public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }
}

extension UICollectionViewDiffableDataSource: _OutlineDataSource {
    /// The outline row of the item at `indexPath`, when its section was applied as a section
    /// snapshot.
    private func outline(at indexPath: IndexPath) -> (section: SectionIdentifierType, item: ItemIdentifierType)? {
        guard let item = core.itemIdentifier(for: indexPath), let section = core.sectionIdentifier(for: indexPath[0]),
            sectionSnapshots[section]?.contains(item) == true
        else { return nil }
        return (section, item)
    }

    func _isExpanded(itemAt indexPath: IndexPath) -> Bool {
        guard let (section, item) = outline(at: indexPath) else { return false }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    func _indentationLevel(ofItemAt indexPath: IndexPath) -> Int? {
        guard let (section, item) = outline(at: indexPath) else { return nil }
        return sectionSnapshots[section]?.level(of: item)
    }

    /// Expands or collapses the item as the person asked, through ``sectionSnapshotHandlers``.
    func _toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let (section, item) = outline(at: indexPath), var outline = sectionSnapshots[section] else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        applyNow(outline, to: section, completion: nil)
    }
}

extension UICollectionViewDiffableDataSource {
    /// What happens when the person expands or collapses an item of a section snapshot.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand; without it, it may.
        @preconcurrency public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called before the item expands.
        @preconcurrency public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether the item may collapse; without it, it may.
        @preconcurrency public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called before the item collapses.
        @preconcurrency public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// Supplies the children of an item about to expand, given its current children: load
        /// them lazily here.
        @preconcurrency public var snapshotForExpandingParent: (
            @MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>
        )?

        public init() {}
    }
}
