import Foundation

/// A scrolling grid, or any arrangement a layout object decides, that makes views only for
/// the elements in sight.
///
/// As in UIKit, the data source supplies counts, cells and supplementary views; the layout
/// (a ``UICollectionViewFlowLayout``, a ``UICollectionViewCompositionalLayout`` or a subclass
/// of ``UICollectionViewLayout``) decides where everything goes; the delegate hears about
/// selection and display. Each layout pass asks the layout only for the elements intersecting
/// the bounds, ends the display of those that left (back into the reuse queues shared with
/// `UITableView`, ``_ReuseQueue``) and asks the data source only for those that arrived: a
/// scroll step costs the same for a thousand items as for a million.
///
/// Counts are read lazily after `reloadData()` (on the next layout or query), as UIKit does.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What an element is: a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)`
    /// put an item: one vertical and one horizontal position at most; empty moves the least.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of section header supplementary views.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footer supplementary views.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // MARK: Data source, delegates and layout

    /// Supplies the sections, items, cells and supplementary views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            dataSourceMethods.removeAll()
            reloadData()
        }
    }

    /// The delegate: a ``UICollectionViewDelegate`` receives the collection view's calls as well
    /// as the scroll view's. Declared with the scroll view's type because Swift cannot narrow an
    /// overridden property; assign any `UICollectionViewDelegate`.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            delegateMethods.removeAll()
            collectionViewLayout.invalidateLayout()
        }
    }

    /// `delegate` as a collection view delegate, cast once when it is set.
    private(set) weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// Told which items will soon be visible.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether prefetching calls are made.
    open var isPrefetchingEnabled = true

    /// The layout deciding where elements go.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { layoutDidChange(from: oldValue) }
    }

    /// A view behind all content, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection

    open var allowsSelection = true

    /// Whether the collection view is in editing mode: list cells show their `.whenEditing`
    /// accessories and their `configurationState.isEditing` is on.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            closeSwipeActions()
            for case let cell as UICollectionViewCell in displayedViews.values { cell._isEditing = isEditing }
        }
    }
    open var allowsMultipleSelection = false
    /// Whether moving the keyboard focus selects the item.
    open var selectionFollowsFocus = false
    /// Whether items can take the keyboard focus.
    open var allowsFocus = true

    // MARK: State

    /// Items per section, read from the data source.
    var itemCounts: [Int] = []
    /// Whether counts must be read again before the next use.
    var needsReload = true
    /// The views on screen, by element.
    var displayedViews: [_CollectionElementKey: UICollectionReusableView] = [:]
    /// The attributes the views on screen were last given.
    var displayedAttributes: [_CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Waiting cells by reuse identifier; supplementary views by kind and identifier;
    /// decoration views by kind.
    var cellQueue = _ReuseQueue<UICollectionReusableView>()
    var supplementaryQueue = _ReuseQueue<UICollectionReusableView>()
    var decorationQueue = _ReuseQueue<UICollectionReusableView>()
    /// Selected items in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// The item highlighted while a touch or key is down.
    var highlightedItem: IndexPath?
    /// The item the keyboard acts on in the terminal.
    var focusedItem: IndexPath?
    /// The element the data source is being asked for, to catch a dequeue for another one.
    var elementBeingConfigured: IndexPath?
    /// Which optional methods the data source implements, as far as known.
    var dataSourceMethods = _ImplementedMethods()
    /// Which optional methods the delegate implements (flow layout sizes), as far as known.
    var delegateMethods = _ImplementedMethods()
    var prefetcher = _Prefetcher()
    /// Updates recorded inside `performBatchUpdates(_:completion:)`, with the nesting depth.
    var batchRecorder = _BatchRecorder()
    /// The completions of `performBatchUpdates` blocks waiting for their batch to be applied.
    var batchCompletions: [(Bool) -> Void] = []
    /// The update and layout change animations playing now.
    var updateAnimations: [_ListUpdateAnimation] = []
    /// The animation an update or layout change is describing, for elements the layout moves out.
    var animationBeingPrepared: _ListUpdateAnimation?
    /// The cell `reconfigureItems(at:)` hands back from the next dequeue.
    var reconfiguredCell: UICollectionViewCell?
    /// Whether the list cells on screen are told their list again at the next layout, after an
    /// update moved them (see `dressedForList(_:at:)`).
    var listCellsNeedDressing = false
    /// The item being moved interactively, where it started and where it is now.
    var interactiveMovement: _InteractiveMovement?
    /// Where the current touch went down, until it becomes a scroll, a swipe or a tap.
    var touchStart: CGPoint?
    /// Whether the current touch swipes an item sideways (nil until it first moves).
    var touchIsSwipe: Bool?
    /// The revealed swipe actions of a list item: its index path, edge and configuration. Its
    /// cell's `configurationState.isSwiped` follows it.
    var swipe: _SwipeState? {
        didSet {
            guard swipe?.indexPath != oldValue?.indexPath else { return }
            if let old = oldValue?.indexPath { _cellForItem(at: old)?._isSwiped = false }
            if let new = swipe?.indexPath { _cellForItem(at: new)?._isSwiped = true }
        }
    }
    /// The view showing them, made when first needed.
    var swipeActionsView: _SwipeActionsView?
    /// Where the pointer was last hit-tested, in the collection view's coordinates.
    var lastPointerLocation: CGPoint?
    /// The keyboard focus mark over the focused item, made when first needed.
    var focusIndicator: UIView?

    // MARK: Initialisers

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        installContextMenuInteraction()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        installContextMenuInteraction()
    }

    // MARK: Registration and reuse

    /// Registers a cell class for `identifier`; `nil` removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(cellClass.map { $0 as! UICollectionViewCell.Type }, for: identifier)
    }

    /// Registers a nib holding one cell for `identifier` (the code equivalent of a `.xib` or a
    /// storyboard's prototype cell; see ``UINib``); `nil` removes the registration. New cells
    /// are made with `init(coder:)` and get `awakeFromNib()`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(nib, for: identifier)
    }

    /// Registers a supplementary view class for `elementKind` and `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue.register(
            viewClass.map { $0 as! UICollectionReusableView.Type }, for: Self.supplementaryKey(elementKind, identifier))
    }

    /// A cell for `indexPath` waiting for reuse under `identifier` or made from the registered
    /// class. Stops with UIKit's message when nothing is registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        checkDequeue(for: indexPath)
        if let cell = reconfiguredCell, cell.reuseIdentifier == identifier {
            reconfiguredCell = nil
            return cell
        }
        if let cell = cellQueue.take(identifier) as? UICollectionViewCell {
            cell.prepareForReuse()
            return dressedForList(cell, at: indexPath)
        }
        switch cellQueue.registration(for: identifier) {
        case .class(let type)?:
            return dressedForList(makeView(type, identifier: identifier) as! UICollectionViewCell, at: indexPath)
        case .nib(let nib)?:
            if let cell = nib.instantiateReusableView(UICollectionViewCell.self, reuseIdentifier: identifier, kind: "UICollectionViewCell") {
                cell._reuseIdentifier = identifier
                return dressedForList(cell, at: indexPath)
            }
        case nil:
            UIKitException.internalInconsistency(Self.unregisteredMessage(kind: "UICollectionElementKindCell", identifier)).raise()
        }
        return makeView(UICollectionViewCell.self, identifier: identifier) as! UICollectionViewCell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or made from the
    /// registered class. Stops with UIKit's message when nothing is registered.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        if let view = supplementaryQueue.take(key) {
            view.prepareForReuse()
            return view
        }
        guard let type = supplementaryQueue.registeredClass(for: key) else {
            UIKitException.internalInconsistency(Self.unregisteredMessage(kind: elementKind, identifier)).raise()
            return makeView(UICollectionReusableView.self, identifier: identifier)
        }
        return makeView(type, identifier: identifier)
    }

    // MARK: Data

    /// Forgets every count and view and reads them again on the next layout. Selection is
    /// cleared, as in UIKit.
    open func reloadData() {
        finishUpdateAnimations()
        discardDisplayedViews()
        selectedItems.removeAll()
        highlightedItem = nil
        interactiveMovement = nil
        swipe = nil
        prefetcher.reset()
        needsReload = true
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The number of sections, read from the data source if needed.
    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, read from the data source if needed.
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard itemCounts.indices.contains(section) else {
            UIKitException.invalidArgument(
                "request for number of items in section \(section) when there are only \(itemCounts.count) sections in the collection view"
            ).raise()
            return 0
        }
        return itemCounts[section]
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutVisibleElements()
    }

    open override var bounds: CGRect {
        willSet { boundsWillChange(to: newValue) }
    }

    open override var frame: CGRect {
        willSet { if newValue.size != frame.size { boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size)) } }
    }

    /// Changes the layout; with `animated` (in a window, animations on) every element on screen
    /// moves from its old attributes to the new layout's.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout, animated as `setCollectionViewLayout(_:animated:)`; `completion` runs
    /// when the change is done (after the animation).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        _setCollectionViewLayout(layout, animated: animated, completion: completion)
    }

    // MARK: API implemented in the extensions

    /// The attributes of the item at `indexPath`, from the layout.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { _layoutAttributesForItem(at: indexPath) }

    /// The attributes of a supplementary element, from the layout.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { _layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath) }

    /// The item at `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { _indexPathForItem(at: point) }

    /// The item a cell on screen shows, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { _indexPath(for: cell) }

    /// The cell on screen for `indexPath`, or nil.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { _cellForItem(at: indexPath) }

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] { _visibleCells }

    /// The items on screen, in index path order.
    open var indexPathsForVisibleItems: [IndexPath] { _indexPathsForVisibleItems }

    /// The supplementary view on screen of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { _supplementaryView(forElementKind: elementKind, at: indexPath) }

    /// The supplementary views on screen of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { _visibleSupplementaryViews(ofKind: elementKind) }

    /// The index paths of the supplementary views on screen of `elementKind`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { _indexPathsForVisibleSupplementaryElements(ofKind: elementKind) }

    /// Scrolls so that the item sits at `scrollPosition`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) { _scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }

    /// The selected items, or nil when none is, as in UIKit.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects an item without calling the delegate; nil clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) { _selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition) }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { _deselectItem(at: indexPath, animated: animated) }

    /// Applies the changes `updates` makes as one batch, then calls `completion` with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { _performBatchUpdates(updates, completion: completion) }

    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertItems(at: indexPaths) } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteItems(at: indexPaths) } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadItems(at: indexPaths) } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moveItem(at: indexPath, to: newIndexPath) } }
    open func insertSections(_ sections: IndexSet) { record { $0.insertSections(sections) } }
    open func deleteSections(_ sections: IndexSet) { record { $0.deleteSections(sections) } }
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadSections(sections) } }
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.moveSection(section, toSection: newSection) } }

    /// Asks the data source to configure the cells of these items again, in place: each
    /// item's cell on screen is handed back by the next dequeue without `prepareForReuse()`.
    open func reconfigureItems(at indexPaths: [IndexPath]) { _reconfigureItems(at: indexPaths) }

    /// Starts moving the item at `indexPath` with the person's finger; `false` when the data
    /// source does not allow it.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { _beginInteractiveMovementForItem(at: indexPath) }

    /// Moves the item being moved towards `targetPosition` (content coordinates).
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { _updateInteractiveMovementTargetPosition(targetPosition) }

    /// Drops the item being moved where it is and tells the data source.
    open func endInteractiveMovement() { _endInteractiveMovement() }

    /// Puts the item being moved back where it started.
    open func cancelInteractiveMovement() { _cancelInteractiveMovement() }

    // MARK: Events

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { collectionTouchesCancelled(touches, with: event) }
    override func handleScrollKey(_ key: UIKey) -> Bool { handleCollectionKey(key) }
    override func scroll(byRows rows: Int, columns: Int) { scrollWheel(rows: rows, columns: columns) }

    /// Remembers where the pointer was last hit-tested: the wheel scrolls the section under it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        lastPointerLocation = point
        return super.hitTest(point, with: event)
    }
}

