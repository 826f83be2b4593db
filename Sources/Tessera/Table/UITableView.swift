import Foundation

/// A list of rows in sections, scrolled vertically, that makes cells only for the rows in sight.
///
/// As in UIKit, the data source supplies counts and cells and the delegate heights, header and
/// footer views, selection and editing. The table asks for a cell only when its row is about to
/// be visible, keeps the cells of rows that scroll away in reuse queues, and hands them out
/// again from `dequeueReusableCell(withIdentifier:for:)`: however many rows there are, only
/// the visible cells and a few waiting ones exist, and a scroll step costs the same for a
/// thousand rows as for a million (row positions live in ``_TableGeometry``).
///
/// Counts are read lazily after `reloadData()` (on the next layout or query), as UIKit does.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How sections look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stick to the top while their section is in sight.
        case plain
        /// Sections separated by space; headers and footers scroll with the rows.
        case grouped
        /// Grouped sections inset from the table's edges.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// The animation of inserted, deleted and reloaded rows (a terminal shows the result at once).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Whether `separatorInset` counts from the cell's edges or from its layout margins.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges, fromAutomaticInsets
    }

    /// Asks the table to choose a height: self-sizing rows, or headers sized to their titles.
    public static let automaticDimension: CGFloat = -1

    /// The style, fixed at creation.
    public let style: UITableView.Style

    // MARK: Data source and delegates

    /// Supplies the sections, rows and cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { dataSourceDidChange() }
    }

    /// The delegate: a ``UITableViewDelegate`` receives the table's calls as well as the scroll
    /// view's. Declared with the scroll view's type because Swift cannot narrow an overridden
    /// property; assign any `UITableViewDelegate`.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            delegateMethods.removeAll()
            setNeedsReload()
        }
    }

    /// `delegate` as a table delegate, cast once when it is set.
    private(set) weak var tableDelegate: (any UITableViewDelegate)?

    /// Told which rows will soon be visible.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Whether prefetching calls are made.
    open var isPrefetchingEnabled = true

    // MARK: Heights

    /// The height of every row, unless the delegate gives heights; `automaticDimension` (the
    /// default) sizes each row to its cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload(keepingCells: true) }
    }

    /// The height of rows not yet measured; `automaticDimension` (the default) is 44 points, and
    /// `0` turns estimates off: every height is asked for when the data loads.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload(keepingCells: true) }
    }

    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload(keepingCells: true) }
    }

    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload(keepingCells: true) }
    }

    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Extra space above each section header (the default leaves none).
    open var sectionHeaderTopPadding: CGFloat = 0 {
        didSet { setNeedsReload(keepingCells: true) }
    }

    // MARK: Appearance

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }

    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }

    /// The default inset of cells' separators; cells may set their own.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

    /// A view behind all rows.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view above the first section; its frame's height is kept.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload(keepingCells: true)
        }
    }

    /// A view below the last section; its frame's height is kept.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload(keepingCells: true)
        }
    }

    /// Whether cells' margins follow the readable content guide.
    open var cellLayoutMarginsFollowReadableWidth = false

    /// The index bar's colours.
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0

    // MARK: Selection and editing

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the table is in editing mode; see `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    var editing = false

    /// Whether the table keeps the focused row's position when reloading.
    open var remembersLastFocusedIndexPath = false
    /// Whether moving the keyboard focus selects the row, as in a sidebar.
    open var selectionFollowsFocus = false

    // MARK: State

    var geometry = _TableGeometry()
    /// Whether counts and heights must be read again before the next use.
    var needsReload = true
    /// The cells on screen, by index path.
    var displayedCells: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section.
    var displayedHeaders: [Int: UIView] = [:]
    var displayedFooters: [Int: UIView] = [:]
    var cellQueue = _ReuseQueue<UITableViewCell>()
    var headerFooterQueue = _ReuseQueue<UITableViewHeaderFooterView>()
    /// Sections in sight whose header (or footer) has no view, so the delegate is not asked
    /// again every frame.
    var sectionsWithoutView: [SupplementaryKind: Set<Int>] = [:]
    /// The title views on screen.
    var titleViews: Set<ObjectIdentifier> = []
    /// Title-only header and footer views the table makes itself, waiting for reuse.
    var titleViewPool: [UITableViewHeaderFooterView] = []
    /// Selected rows in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row highlighted while a touch or key is down.
    var highlightedRow: IndexPath?
    /// The row the keyboard acts on in the terminal.
    var focusedRow: IndexPath?
    /// The index path `cellForRowAt` is being asked for, to catch a dequeue for another row.
    var rowBeingConfigured: IndexPath?
    /// Which optional methods the data source implements, as far as known.
    var dataSourceMethods = _ImplementedMethods()
    /// Which optional methods the delegate implements, as far as known.
    var delegateMethods = _ImplementedMethods()
    /// Prefetching state: rows asked for and not yet shown, and the last scroll direction.
    var prefetcher = _Prefetcher()
    /// Updates recorded between `beginUpdates()` and `endUpdates()`, with their nesting depth.
    var batchRecorder = _BatchRecorder()
    /// The row animations the open batch asked for.
    var rowAnimations = _TableRowAnimations()
    /// The completions of `performBatchUpdates` blocks waiting for their batch to be applied.
    var batchCompletions: [(Bool) -> Void] = []
    /// The update animations playing now.
    var updateAnimations: [_ListUpdateAnimation] = []
    /// The update animation an applying batch is describing, for rows the layout moves out.
    var animationBeingPrepared: _ListUpdateAnimation?
    /// The open swipe actions: their row, side and configuration. Its cell's
    /// `configurationState.isSwiped` follows it.
    var swipe: _SwipeState? {
        didSet {
            guard swipe?.indexPath != oldValue?.indexPath else { return }
            if let old = oldValue?.indexPath { displayedCells[old]?._isSwiped = false }
            if let new = swipe?.indexPath { displayedCells[new]?._isSwiped = true }
        }
    }
    /// The row being reordered by drag or keys.
    var reorder: _TableReorderState?
    /// Where the current touch went down, until it becomes a scroll, swipe or tap.
    var touchStart: CGPoint?
    /// The data source's section index titles, read when the data loads.
    var sectionIndexTitles: [String]?
    /// Whether the current touch swipes a row sideways (nil until it first moves).
    var touchIsSwipe: Bool?
    /// The cell `reconfigureRows(at:)` hands back from the next dequeue.
    var reconfiguredCell: UITableViewCell?
    /// Overlay views, made when first needed.
    var focusIndicator: UIView?
    var swipeActionsView: _SwipeActionsView?
    var sectionIndexView: UIView?

    // MARK: Initialisers

    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        installContextMenuInteraction()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        installContextMenuInteraction()
    }

    // MARK: Registration and reuse

    /// Registers a cell class for `identifier`; `nil` removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(cellClass.map { $0 as! UITableViewCell.Type }, for: identifier)
    }

    /// Registers a nib holding one cell for `identifier` (the code equivalent of a `.xib` or a
    /// storyboard's prototype cell; see ``UINib``); `nil` removes the registration. New cells
    /// are made with `init(coder:)` and get `awakeFromNib()`.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(nib, for: identifier)
    }

    /// Registers a header or footer view class for `identifier`; `nil` removes it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(aClass.map { $0 as! UITableViewHeaderFooterView.Type }, for: identifier)
    }

    /// A cell waiting for reuse under `identifier`, or a new one of the registered class;
    /// `nil` when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellQueue.take(identifier) {
            cell.prepareForReuse()
            return cell
        }
        switch cellQueue.registration(for: identifier) {
        case .class(let type)?:
            return DynamicInitializer.makeTableViewCell(type, style: .default, reuseIdentifier: identifier)
        case .nib(let nib)?:
            return nib.instantiateReusableView(UITableViewCell.self, reuseIdentifier: identifier, kind: "UITableViewCell")
        case nil:
            return nil
        }
    }

    /// A cell for `indexPath` waiting for reuse under `identifier` or made from the registered
    /// class. Stops with UIKit's message when nothing is registered for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let requested = rowBeingConfigured, requested != indexPath {
            UIKitException.internalInconsistency(
                "Attempted to dequeue a cell for a different index path (\(indexPath.uiKitDescription)) than the index path passed to the data source (\(requested.uiKitDescription)). Dequeueing a cell for an index path other than the one requested by the table view is not allowed."
            ).raise()
        }
        if let cell = reconfiguredCell, cell.reuseIdentifier == identifier {
            reconfiguredCell = nil
            return cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        // A registered nib that made no cell has raised its own exception already.
        if cellQueue.registration(for: identifier) != nil { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
        UIKitException.internalInconsistency(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        ).raise()
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view waiting for reuse under `identifier`, or a new one of the
    /// registered class; `nil` when nothing is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterQueue.take(identifier) {
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterQueue.registeredClass(for: identifier) else { return nil }
        return DynamicInitializer.makeHeaderFooterView(type, reuseIdentifier: identifier)
    }

    // MARK: Reloading

    /// Forgets every count, height and cell and reads them again on the next layout. Selection
    /// is cleared, as in UIKit.
    open func reloadData() {
        finishUpdateAnimations()
        rowAnimations = _TableRowAnimations()
        discardDisplayedViews()
        selectedRows.removeAll()
        highlightedRow = nil
        swipe = nil
        reorder = nil
        prefetcher.reset()
        setNeedsReload()
    }

    /// Marks counts and heights stale; with `keepingCells`, displayed cells stay and are
    /// matched to their rows again (a height change, not a data change).
    func setNeedsReload(keepingCells: Bool = false) {
        if !keepingCells { discardDisplayedViews() }
        needsReload = true
        setNeedsLayout()
    }

    private func dataSourceDidChange() {
        dataSourceMethods.removeAll()
        reloadData()
    }

    /// The number of sections, read from the data source if needed.
    open var numberOfSections: Int {
        loadIfNeeded()
        return geometry.numberOfSections
    }

    /// The number of rows in `section`, read from the data source if needed.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else {
            UIKitException.internalInconsistency("Requested the number of rows for section (\(section)) which is out of bounds.").raise()
            return 0
        }
        return geometry.numberOfRows(inSection: section)
    }

    /// Reads counts and heights when they are stale.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        geometry = makeGeometry()
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        updateContentSize()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        layoutTableHeaderAndFooter()
        layoutVisibleContent()
        backgroundView?.frame = bounds
    }

    /// The content size: the table's width by all rows, headers and footers.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Touches and keys (see UITableView+Interaction)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesCancelled(touches, with: event) }
    override func handleScrollKey(_ key: UIKey) -> Bool { handleTableKey(key) }

    // MARK: API implemented in the extensions

    /// Enters or leaves edit mode: cells show their editing controls and reorder controls.
    open func setEditing(_ editing: Bool, animated: Bool) { _setEditing(editing, animated: animated) }

    /// The header view shown for `section`, if it is in sight.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { _headerView(forSection: section) }

    /// The footer view shown for `section`, if it is in sight.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { _footerView(forSection: section) }

    /// The frame of a whole section: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect { _rect(forSection: section) }

    /// The frame of a row; `.zero` (after UIKit's exception) for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { _rectForRow(at: indexPath) }

    /// The frame of a section's header where it lies in the content (not where it is pinned).
    open func rectForHeader(inSection section: Int) -> CGRect { _rectForHeader(inSection: section) }

    /// The frame of a section's footer where it lies in the content.
    open func rectForFooter(inSection section: Int) -> CGRect { _rectForFooter(inSection: section) }

    /// The row at `point` (table coordinates), or nil over a header, footer or empty space.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { _indexPathForRow(at: point) }

    /// The rows whose frames intersect `rect`; nil when there are none, as in UIKit.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { _indexPathsForRows(in: rect) }

    /// The cell shown for `indexPath`, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _cellForRow(at: indexPath) }

    /// The row a cell on screen shows, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { _indexPath(for: cell) }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { _visibleCells }

    /// The rows on screen, top to bottom; nil when none, as in UIKit.
    open var indexPathsForVisibleRows: [IndexPath]? { _indexPathsForVisibleRows }

    /// Scrolls so that the row sits at `scrollPosition` (`.none`: the least movement).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) { _scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }

    /// Scrolls to the selected row nearest the top.
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) { _scrollToNearestSelectedRow(at: scrollPosition, animated: animated) }

    /// The selected row (the first, top to bottom), or nil.
    open var indexPathForSelectedRow: IndexPath? { _indexPathForSelectedRow }

    /// The selected rows top to bottom, or nil when none is, as in UIKit.
    open var indexPathsForSelectedRows: [IndexPath]? { _indexPathsForSelectedRows }

    /// Selects a row without calling the delegate; nil clears the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) { _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition) }

    /// Deselects a row without calling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { _deselectRow(at: indexPath, animated: animated) }

    /// Starts recording changes to apply together at the matching `endUpdates()`; may nest.
    open func beginUpdates() { _beginUpdates() }

    /// Applies the changes recorded since the outermost `beginUpdates()`.
    open func endUpdates() { _endUpdates() }

    /// Applies the changes `updates` makes as one batch, then calls `completion` with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _performBatchUpdates(updates, completion: completion)
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { _insertRows(at: indexPaths, with: animation) }

    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { _deleteRows(at: indexPaths, with: animation) }

    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { _reloadRows(at: indexPaths, with: animation) }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { _moveRow(at: indexPath, to: newIndexPath) }

    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { _insertSections(sections, with: animation) }

    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { _deleteSections(sections, with: animation) }

    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { _reloadSections(sections, with: animation) }

    open func moveSection(_ section: Int, toSection newSection: Int) { _moveSection(section, toSection: newSection) }

    /// Asks the data source to configure the cells of these rows again, in place: each row's
    /// cell on screen is handed back by `dequeueReusableCell(withIdentifier:for:)` without
    /// `prepareForReuse()`. Rows off screen need nothing.
    open func reconfigureRows(at indexPaths: [IndexPath]) { _reconfigureRows(at: indexPaths) }

    open override var frame: CGRect {
        didSet {
            if frame.width != oldValue.width { invalidateMeasuredHeights() }
        }
    }
}

extension IndexPath {
    /// How UIKit prints an index path in its messages: `<NSIndexPath> {length = 2, path = 0 - 5}`
    /// (UIKit also prints the object's address, which means nothing here).
    var uiKitDescription: String {
        "<NSIndexPath> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
