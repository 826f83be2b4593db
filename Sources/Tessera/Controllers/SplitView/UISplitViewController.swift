import Foundation

/// A container that shows two or three columns side by side while the window is wide, and
/// collapses them to one navigation stack while it is narrow.
///
/// The column style (``init(style:)`` with `.doubleColumn` or `.tripleColumn`) wraps the
/// controller set for each column in a ``UINavigationController``, as UIKit does;
/// ``viewController(for:)`` returns the controller you set. The classic style (`.unspecified`)
/// shows ``viewControllers`` — a primary and a secondary controller — as they are.
///
/// The terminal's horizontal size class decides (see the Traits folder): compact (under 100
/// columns) collapses the split view controller — the `.compact` column's controller when set,
/// else the primary stack with the secondary stack pushed onto it — and regular expands it.
/// Expanded, the columns are laid out left to right with a one-column `│` separator between
/// them: the primary column takes ``preferredPrimaryColumnWidthFraction`` of the width (a
/// third by default), clamped to 20…40 terminal columns unless the minimum and maximum are
/// set; the supplementary column takes the same by default.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// A width or fraction the split view controller chooses itself.
    public static let automaticDimension: CGFloat = -1

    /// The number of columns, or `.unspecified` for the classic API.
    public let style: Style

    /// Told about collapsing, expanding and column changes; steers them.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// Creates a split view controller of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// The controllers set for each column (column style), as set.
    private var columnContents: [Column: UIViewController] = [:]
    /// The controller shown in each column: the navigation controller wrapping the column's
    /// content (column style), or the classic primary and secondary controllers.
    private var columnControllers: [Column: UIViewController] = [:]

    /// Sets the controller of `column`, wrapped in a navigation controller unless it is one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            UIKitException.internalInconsistency(
                "-[UISplitViewController setViewController:forColumn:] is not supported for split view controllers of style UISplitViewControllerStyleUnspecified"
            ).raise()
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            UIKitException.internalInconsistency(
                "-[UISplitViewController setViewController:forColumn:] the supplementary column requires style UISplitViewControllerStyleTripleColumn"
            ).raise()
            return
        }
        let wrapper: UIViewController? = vc.map { content in
            content as? UINavigationController ?? UINavigationController(rootViewController: content)
        }
        columnContents[column] = vc
        replace(column, with: wrapper)
    }

    /// The controller set for `column` (column style); classic: the primary or secondary controller.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? columnControllers[column] : columnContents[column]
    }

    /// Classic: the primary and the secondary controller (one while collapsed). Column style:
    /// the navigation controllers of the columns shown.
    open var viewControllers: [UIViewController] {
        get {
            let columns: [Column] = isCollapsed ? [collapsedColumn] : [.primary, .supplementary, .secondary]
            return columns.compactMap { columnControllers[$0] }
        }
        set {
            guard style == .unspecified else {
                for (column, controller) in zip([Column.primary, .supplementary, .secondary].filter(hasColumn), newValue) {
                    setViewController(controller, for: column)
                }
                return
            }
            replace(.primary, with: newValue.first)
            replace(.secondary, with: newValue.count > 1 ? newValue[1] : nil)
        }
    }

    /// Whether this style has `column`.
    private func hasColumn(_ column: Column) -> Bool {
        switch column {
        case .primary, .secondary: true
        case .supplementary: style == .tripleColumn
        case .compact: style != .unspecified
        }
    }

    /// Puts `controller` in `column` as a child, replacing the one there (on screen at once).
    private func replace(_ column: Column, with controller: UIViewController?) {
        let old = columnControllers[column]
        guard old !== controller else { return }
        let wasShown = shownColumns.contains(column)
        if let old {
            if wasShown { hideColumnView(column, animated: false) }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        columnControllers[column] = controller
        if let controller {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if isCollapsed && column != .compact && column != collapsedColumn, let controller {
            mergeIntoCollapsedStack(column, controller)
        }
        refreshColumns()
    }

    // MARK: Display mode

    /// The display mode you prefer while expanded; `.automatic` lets the split view controller
    /// choose. The columns change at once, or slide when you set it in an animation block.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { changeDisplayMode(to: resolvedDisplayMode(preferredDisplayMode)) }
    }

    /// The display mode now: which columns show beside (or over) the secondary one. Collapsed,
    /// the secondary column alone shows.
    open private(set) var displayMode: DisplayMode = .secondaryOnly

    /// The layout you prefer for the columns beside the secondary one.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { refreshColumns() }
    }

    /// The layout of the columns beside the secondary one now.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// The display mode `.automatic` (or a mode this style lacks) stands for.
    private func resolvedDisplayMode(_ mode: DisplayMode) -> DisplayMode {
        let twoColumns: Bool = style == .tripleColumn
        switch mode {
        case .automatic:
            return twoColumns ? .twoBesideSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return twoColumns ? mode : .oneBesideSecondary
        default:
            return splitBehavior == .overlay && mode == .oneBesideSecondary ? .oneOverSecondary : mode
        }
    }

    /// Tells the delegate and changes the display mode; the columns follow, sliding in and out
    /// when `animated` or when the change is made in an animation block (on screen). The
    /// delegate's `willChangeTo` sees the change's ``transitionCoordinator``.
    private func changeDisplayMode(to mode: DisplayMode, animated: Bool = false) {
        guard !isCollapsed else {
            displayMode = mode
            return
        }
        guard mode != displayMode else { return }
        guard isViewLoaded else {
            delegate?.splitViewController(self, willChangeTo: mode)
            displayMode = mode
            return
        }
        finishColumnSlide()
        let inAnimationBlock = UIView.inheritedAnimationDuration > 0
        let slides = (animated || inAnimationBlock) && isAppeared && view.window != nil && UIView.areAnimationsEnabled
        let duration = !slides ? 0 : inAnimationBlock ? UIView.inheritedAnimationDuration : Self.columnSlideDuration
        let transition = _AlongsideTransitionCoordinator(containerView: view, duration: duration)
        columnTransition = transition
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
        refreshColumns(transition)
    }

    /// How long a column takes to slide in or out when ``show(_:)`` or ``hide(_:)`` changes the
    /// display mode.
    static let columnSlideDuration: TimeInterval = 0.35

    /// The change of display mode playing now, from the delegate's `willChangeTo` until the
    /// columns have slid into place.
    private var columnTransition: _AlongsideTransitionCoordinator?

    /// During a change of display mode, its coordinator; otherwise a transition this
    /// controller (or its parent) takes part in.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        columnTransition ?? super.transitionCoordinator
    }

    /// Shows `column`: expanded, by changing the display mode (the column slides in from the
    /// leading edge); collapsed, by popping to it.
    ///
    /// The delegate's `willShow` is for columns the system shows (a swipe, the display mode
    /// button), not for this call, as in UIKit.
    open func show(_ column: Column) {
        show(column, bySystem: false)
    }

    func show(_ column: Column, bySystem: Bool) {
        if isCollapsed {
            guard let navigation = columnControllers[collapsedColumn] as? UINavigationController,
                let content = columnContents[column] ?? columnControllers[column]
            else { return }
            if navigation.viewControllers.contains(where: { $0 === content }) {
                navigation.popToViewController(content, animated: true)
            } else if column != .primary, let controller = columnControllers[column] {
                // A column not on the collapsed stack is pushed onto it, as selecting a row
                // of a collapsed sidebar shows the detail on an iPhone.
                mergeIntoCollapsedStack(column, controller, animated: true)
            }
            return
        }
        guard !shownColumns.contains(column) else { return }
        let mode: DisplayMode
        switch (style, column) {
        case (.tripleColumn, .primary): mode = .twoBesideSecondary
        case (.tripleColumn, .supplementary): mode = displayMode == .secondaryOnly ? .oneBesideSecondary : .twoBesideSecondary
        case (_, .primary): mode = splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        default: return
        }
        if bySystem { delegate?.splitViewController(self, willShow: column) }
        changeDisplayMode(to: mode, animated: true)
    }

    /// Hides `column` (expanded): the display mode changes so it no longer shows (the column
    /// slides out past the leading edge). The delegate's `willHide` is for columns the system hides, not for this call, as in UIKit.
    open func hide(_ column: Column) {
        hide(column, bySystem: false)
    }

    func hide(_ column: Column, bySystem: Bool) {
        guard !isCollapsed, shownColumns.contains(column), column != .secondary else { return }
        let mode: DisplayMode
        switch (style, column) {
        case (.tripleColumn, .primary): mode = .oneBesideSecondary
        default: mode = .secondaryOnly
        }
        if bySystem { delegate?.splitViewController(self, willHide: column) }
        changeDisplayMode(to: mode, animated: true)
    }

    /// Whether a swipe from the leading edge shows the hidden primary column (a drag from the
    /// terminal's first column), as the display mode button does; `true`.
    open var presentsWithGesture = true

    /// The primary swipe recognizer's delegate.
    lazy var primarySwipeGate: _PrimarySwipeGate = {
        let gate = _PrimarySwipeGate()
        gate.splitViewController = self
        return gate
    }()

    /// Whether the secondary column's bar has a button that hides the other columns.
    open var showsSecondaryOnlyButton = false

    /// A button that toggles the primary column: put it in the secondary column's bar.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: "☰", style: .plain)
        item.handler = { [weak self] _ in
            guard let self else { return }
            if self.shownColumns.contains(.primary) { self.hide(.primary, bySystem: true) } else { self.show(.primary, bySystem: true) }
        }
        return item
    }()

    // MARK: Widths

    /// The primary column's width in points; ``automaticDimension`` uses the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { refreshColumns() } }
    /// The primary column's share of the width; ``automaticDimension`` is a third.
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { refreshColumns() } }
    /// The narrowest primary column; ``automaticDimension`` is 20 terminal columns.
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { refreshColumns() } }
    /// The widest primary column; ``automaticDimension`` is 40 terminal columns.
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { refreshColumns() } }
    /// The supplementary column's width in points; ``automaticDimension`` uses the fraction.
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { refreshColumns() } }
    /// The supplementary column's share of the width; ``automaticDimension`` is a third.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension { didSet { refreshColumns() } }

    /// The primary column's width now, in points.
    open var primaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction)
    }

    /// The supplementary column's width now, in points.
    open var supplementaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction)
    }

    private func columnWidth(preferred: CGFloat, fraction: CGFloat) -> CGFloat {
        let cell = CellGrid.current.cellWidth
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        let minimum = minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 20 * cell
        let maximum = maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : 40 * cell
        let wanted = preferred >= 0 ? preferred : total * (fraction >= 0 ? fraction : 1.0 / 3)
        let clamped = min(max(wanted, minimum), max(minimum, maximum))
        // Whole terminal columns, so each column draws where it is hit.
        return (clamped / cell).rounded(.down) * cell
    }

    // MARK: Collapsing

    /// Whether the split view controller shows one stack (a compact width) instead of columns.
    open private(set) var isCollapsed = false

    /// The stacks each column had when the split view controller collapsed, to separate them again.
    private var stacksBeforeCollapse: [Column: [UIViewController]] = [:]

    /// The column whose controller is shown while collapsed.
    private var collapsedColumn: Column {
        style != .unspecified && columnControllers[.compact] != nil ? .compact : .primary
    }

    /// Collapses or expands for the new size class.
    override func traitsDidChange(from previous: UITraitCollection) {
        let shouldCollapse = traitCollection.horizontalSizeClass == .compact
        guard shouldCollapse != isCollapsed, isViewLoaded else { return }
        if shouldCollapse { collapse() } else { expand() }
    }

    private func collapse() {
        finishColumnSlide()
        let leaving = shownColumns.filter { $0 != collapsedColumn }
        for column in leaving { hideColumnView(column, animated: false) }
        isCollapsed = true
        stacksBeforeCollapse = [:]
        mergeColumnsOntoCollapsedStack()
        refreshColumns()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Collapsed: moves `column`'s stack onto the primary navigation controller (the classic
    /// delegate may take the secondary instead).
    private func mergeIntoCollapsedStack(_ column: Column, _ controller: UIViewController, animated: Bool = false) {
        guard collapsedColumn == .primary, let primary = columnControllers[.primary] else { return }
        if style == .unspecified, column == .secondary,
            delegate?.splitViewController(self, collapseSecondary: controller, onto: primary) == true
        {
            return
        }
        guard let primaryNavigation = primary as? UINavigationController else { return }
        if stacksBeforeCollapse[.primary] == nil { stacksBeforeCollapse[.primary] = primaryNavigation.viewControllers }
        var moving = [controller]
        if let navigation = controller as? UINavigationController {
            // A column shown before while collapsed left its stack with the collapsed one.
            moving = navigation.viewControllers.isEmpty ? stacksBeforeCollapse[column] ?? [] : navigation.viewControllers
            stacksBeforeCollapse[column] = moving
            navigation.setViewControllers([], animated: false)
            navigation.viewIfLoaded?.removeFromSuperview()
        } else {
            stacksBeforeCollapse[column] = [controller]
        }
        primaryNavigation.setViewControllers(primaryNavigation.viewControllers + moving, animated: animated)
    }

    private func expand() {
        let proposed = resolvedDisplayMode(preferredDisplayMode)
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        finishColumnSlide()
        if collapsedColumn == .compact {
            hideColumnView(.compact, animated: false)
        } else {
            separateCollapsedStack()
        }
        isCollapsed = false
        displayMode = mode
        refreshColumns()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Gives each column back the controllers it lent the primary stack; what was pushed
    /// beyond them goes to the secondary column.
    private func separateCollapsedStack() {
        guard let primary = columnControllers[.primary] as? UINavigationController,
            let primaryStack = stacksBeforeCollapse[.primary]
        else {
            stacksBeforeCollapse = [:]
            return
        }
        var rest = Array(primary.viewControllers.dropFirst(primaryStack.count))
        primary.setViewControllers(Array(primary.viewControllers.prefix(primaryStack.count)), animated: false)
        if style == .unspecified {
            let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            if let separated {
                replace(.secondary, with: separated)
            } else if let navigation = columnControllers[.secondary] as? UINavigationController, !rest.isEmpty {
                navigation.setViewControllers(rest, animated: false)
            } else if let last = rest.last {
                replace(.secondary, with: last)
            }
        } else {
            for column in [Column.supplementary, .secondary] {
                guard let navigation = columnControllers[column] as? UINavigationController else { continue }
                let lent = stacksBeforeCollapse[column] ?? []
                var stack = Array(rest.prefix { controller in lent.contains { $0 === controller } })
                rest.removeFirst(stack.count)
                if column == .secondary { stack += rest }
                if stack.isEmpty, let content = columnContents[column] { stack = [content] }
                navigation.setViewControllers(stack, animated: false)
            }
        }
        stacksBeforeCollapse = [:]
    }

    // MARK: Showing

    /// Classic style shows `vc` as the detail (replacing the secondary controller, or pushed on
    /// the primary navigation controller while collapsed); the column style puts it in the
    /// secondary column. The delegate's `showDetail` may show it instead.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showAsDetail(vc, sender: sender)
    }

    override func canPerform(_ action: ShowAction, from child: UIViewController?) -> Bool {
        switch action {
        case .showDetail: return true
        // As on iOS: `show` from the primary of an expanded classic split view shows the detail.
        case .show: return style == .unspecified && !isCollapsed && child != nil && child === columnControllers[.primary]
        }
    }

    override func perform(_ action: ShowAction, _ vc: UIViewController, sender: Any?) {
        showAsDetail(vc, sender: sender)
    }

    private func showAsDetail(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            if let navigation = columnControllers[collapsedColumn] as? UINavigationController {
                navigation.pushViewController(vc, animated: true)
            } else {
                replace(.secondary, with: vc)
            }
        } else if style == .unspecified {
            replace(.secondary, with: vc)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    // MARK: The view

    /// The columns shown now, left to right.
    var shownColumns: [Column] {
        guard isViewLoaded else { return [] }
        return shownColumnsNow
    }
    private var shownColumnsNow: [Column] = []
    /// Side columns whose views are in the container but lie past its leading edge: the ones
    /// sliding in or out while the display mode changes.
    private var offscreenColumns: [Column] = []
    /// Ends the column slide playing now: what slid out leaves, appearance transitions end.
    private var columnSlideEnd: (() -> Void)?
    /// Counts slides, so a slide's end that another change overtook does nothing.
    private var columnSlideCount = 0

    /// The columns the state asks for, left to right.
    private var wantedColumns: [Column] {
        if isCollapsed { return columnControllers[collapsedColumn] == nil ? [] : [collapsedColumn] }
        let sides: [Column]
        switch displayMode {
        case .secondaryOnly: sides = []
        case .oneBesideSecondary, .oneOverSecondary: sides = style == .tripleColumn ? [.supplementary] : [.primary]
        default: sides = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        }
        return (sides + [.secondary]).filter { columnControllers[$0] != nil }
    }

    /// Whether the side columns lie over the secondary column instead of beside it.
    private var sidesOverlay: Bool {
        displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
    }

    /// Brings the views in line with the state: columns leave and join (with appearance
    /// callbacks while on screen) and are laid out. With an animated `transition`, joining
    /// columns slide in from past the leading edge and leaving ones slide out there, leaving
    /// the hierarchy when the slide ends; otherwise the change is immediate and the
    /// transition's alongside animations and completions run at once.
    private func refreshColumns(_ transition: _AlongsideTransitionCoordinator? = nil) {
        guard isViewLoaded else { return }
        finishColumnSlide()
        let wanted = wantedColumns
        let leaving = shownColumnsNow.filter { !wanted.contains($0) }
        let joining = wanted.filter { !shownColumnsNow.contains($0) }
        let onScreen = isAppeared && view.window != nil
        let slides = onScreen && transition?.isAnimated == true
        for column in leaving {
            if slides { columnControllers[column]?.beginAppearanceTransition(false, animated: true) } else { hideColumnView(column, animated: false) }
        }
        for column in joining {
            guard let controller = columnControllers[column] else { continue }
            controller.loadViewIfNeeded()
            if onScreen { controller.beginAppearanceTransition(true, animated: slides) }
        }
        for column in joining { if let controller = columnControllers[column] { view.addSubview(controller.view) } }
        if slides {
            // Joining columns start just past the leading edge.
            offscreenColumns = joining
            UIView.performWithoutAnimation {
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
        }
        shownColumnsNow = wanted
        offscreenColumns = slides ? leaving : []
        let layOut = { [self] in
            view.setNeedsLayout()
            view.layoutIfNeeded()
            if onScreen { for column in joining { columnControllers[column]?.viewIsInHierarchy() } }
        }
        let end = { [self] in
            columnTransition = nil
            for column in leaving where slides { columnControllers[column]?.viewIfLoaded?.removeFromSuperview() }
            offscreenColumns = []
            if onScreen {
                for column in leaving where slides { columnControllers[column]?.endAppearanceTransition() }
                for column in joining { columnControllers[column]?.endAppearanceTransition() }
            }
        }
        guard let transition else {
            layOut()
            end()
            return
        }
        columnSlideCount += 1
        let slide = columnSlideCount
        columnSlideEnd = end
        transition.run(layOut) { [weak self] in
            guard let self, self.columnSlideCount == slide else { return }
            self.finishColumnSlide()
        }
    }

    /// Ends the column slide playing now, if any, at once: a change made during a slide
    /// starts from its end state.
    private func finishColumnSlide() {
        guard let end = columnSlideEnd else { return }
        columnSlideEnd = nil
        end()
    }

    /// Takes `column`'s view off screen, with disappearance callbacks while on screen.
    private func hideColumnView(_ column: Column, animated: Bool) {
        guard let controller = columnControllers[column], shownColumnsNow.contains(column) else { return }
        let onScreen = isAppeared && view.window != nil
        if onScreen { controller.beginAppearanceTransition(false, animated: animated) }
        controller.viewIfLoaded?.removeFromSuperview()
        shownColumnsNow.removeAll { $0 == column }
        if onScreen { controller.endAppearanceTransition() }
    }

    /// Lays the shown columns out left to right, with a separator after each side column; the
    /// side columns off screen lie in order just past the leading edge.
    func layoutColumns(in container: _SplitContainerView) {
        let bounds = container.bounds
        let cell = CellGrid.current.cellWidth
        let main = shownColumnsNow.last
        let sides = (shownColumnsNow.dropLast() + offscreenColumns).sorted { $0.rawValue < $1.rawValue }
        var separators: [CGRect] = []
        var x = -offscreenColumns.reduce(0) { $0 + sideWidth(of: $1) + cell }
        for column in sides {
            let width = sideWidth(of: column)
            place(column, at: CGRect(x: x, y: 0, width: width, height: bounds.height))
            separators.append(CGRect(x: x + width, y: 0, width: cell, height: bounds.height))
            x += width + cell
        }
        if let main {
            let x = sidesOverlay ? 0 : max(0, x)
            place(main, at: CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height))
        }
        container.setSeparators(separators)
        // Side columns lie over the secondary one when overlaying.
        for column in sides.reversed() {
            if let view = columnControllers[column]?.viewIfLoaded { container.bringSubviewToFront(view) }
        }
        container.bringSeparatorsToFront()
        // A column that changed size lays out now, in this pass.
        for column in sides + [main].compactMap({ $0 }) {
            guard let view = columnControllers[column]?.viewIfLoaded else { continue }
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    private func sideWidth(of column: Column) -> CGFloat {
        column == .supplementary ? supplementaryColumnWidth : primaryColumnWidth
    }

    private func place(_ column: Column, at frame: CGRect) {
        guard let view = columnControllers[column]?.viewIfLoaded, view.frame != frame else { return }
        view.frame = frame
    }

    override var childForKeyPresses: UIViewController? {
        if let focused = focusedColumn, shownColumnsNow.contains(focused) { return columnControllers[focused] }
        return shownColumnsNow.last.flatMap { columnControllers[$0] }
    }

    /// The column a person last clicked in: it takes key presses.
    var focusedColumn: Column?

    /// A click in a column focuses that column.
    func focusColumn(at point: CGPoint) {
        focusedColumn = shownColumnsNow.last { column in
            columnControllers[column]?.viewIfLoaded?.frame.contains(point) == true
        } ?? focusedColumn
    }

    open override func loadView() {
        let container = _SplitContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        installPrimarySwipe()
        isCollapsed = traitCollection.horizontalSizeClass == .compact
        displayMode = isCollapsed ? .secondaryOnly : resolvedDisplayMode(preferredDisplayMode)
        if isCollapsed { mergeColumnsOntoCollapsedStack() }
        refreshColumns()
    }

    /// Collapsed onto the primary: the columns up to the one the delegate wants on top (the
    /// secondary, unless it says otherwise) move onto the primary's stack.
    private func mergeColumnsOntoCollapsedStack() {
        guard collapsedColumn == .primary else { return }
        // What the primary stack holds now is its own, even when no column joins it: what is
        // pushed onto it while collapsed goes to the secondary column on expanding.
        if stacksBeforeCollapse[.primary] == nil, let primaryNavigation = columnControllers[.primary] as? UINavigationController {
            stacksBeforeCollapse[.primary] = primaryNavigation.viewControllers
        }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        let order: [Column] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        for column in order { if let controller = columnControllers[column] { mergeIntoCollapsedStack(column, controller) } }
    }
}
