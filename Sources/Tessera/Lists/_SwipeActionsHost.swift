import Foundation

/// A list that reveals swipe actions over its rows: `UITableView`, and `UICollectionView` for
/// items in list sections.
///
/// The mechanism is written once, in the extension: revealing and closing, performing an
/// action (its completion closes the row), the keys while actions are revealed, the sideways
/// drag that reveals them, and placing the ``_SwipeActionsView``. A host answers which actions
/// a row has, whether it may swipe now and where the row is, and hears when a swipe begins
/// and ends (the table tells its delegate).
@MainActor
protocol _SwipeActionsHost: UIScrollView {
    /// The revealed swipe actions; nil when none are.
    var swipe: _SwipeState? { get set }
    /// The view showing them, made when first needed.
    var swipeActionsView: _SwipeActionsView? { get set }
    /// Whether the current touch swipes a row sideways (nil until it first moves).
    var touchIsSwipe: Bool? { get set }
    /// Whether the list is in edit mode.
    var isEditing: Bool { get }

    /// The actions a swipe from the leading or trailing edge reveals on a row, or nil.
    func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
    /// Whether the row exists and may be swiped now (not in edit mode).
    func canRevealSwipeActions(at indexPath: IndexPath) -> Bool
    /// The row under `point`, in the host's coordinates.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The row's frame, in the host's coordinates; nil when it is not laid out.
    func swipeRowFrame(at indexPath: IndexPath) -> CGRect?
    /// Puts the actions view among the host's subviews, above the rows.
    func placeSwipeActionsView(_ view: _SwipeActionsView)
    /// Called after the actions to reveal are known and before they show.
    func swipeActionsWillOpen(at indexPath: IndexPath)
    /// Called after revealed actions closed.
    func swipeActionsDidClose(at indexPath: IndexPath)
}

extension _SwipeActionsHost {
    // MARK: Opening and closing

    /// Reveals a row's swipe actions at one edge (as a swipe does), closing any others.
    /// Returns whether the row had any. A list cell's delete control reveals them even in edit
    /// mode, where swiping does not.
    @discardableResult
    func openSwipeActions(at indexPath: IndexPath, leading: Bool, evenWhileEditing: Bool = false) -> Bool {
        guard canRevealSwipeActions(at: indexPath) || (evenWhileEditing && isEditing) else { return false }
        closeSwipeActions()
        guard let configuration = swipeActions(at: indexPath, leading: leading), !configuration.actions.isEmpty else { return false }
        swipeActionsWillOpen(at: indexPath)
        swipe = _SwipeState(indexPath: indexPath, leading: leading, configuration: configuration, chosen: 0)
        setNeedsLayout()
        return true
    }

    /// Hides the revealed swipe actions.
    func closeSwipeActions() {
        guard let open = swipe else { return }
        swipe = nil
        swipeActionsDidClose(at: open.indexPath)
        setNeedsLayout()
        if animatesSwipes { layoutIfNeeded() }  // the slide out starts now, not at the next frame
    }

    /// Performs a revealed action; the row closes when its handler reports completion. The
    /// handler gets the actions view as its source, laid out first if a key came before any.
    func performSwipeAction(_ index: Int) {
        guard let open = swipe, open.configuration.actions.indices.contains(index) else { return }
        let action = open.configuration.actions[index]
        if swipeActionsView == nil { layoutIfNeeded() }
        let source: UIView = swipeActionsView ?? self
        action.handler(action, source) { [weak self] _ in
            self?.closeSwipeActions()
        }
    }

    // MARK: Keys

    /// A key while actions are revealed: Esc closes them, Return performs the chosen one, ← →
    /// choose among them (see ``_SwipeState/response(to:)``). Any other key closes them and
    /// returns `false`, for the host to handle the key as usual.
    func handleSwipeKey(_ key: UIKey) -> Bool {
        guard let open = swipe else { return false }
        switch open.response(to: key) {
        case .close:
            closeSwipeActions()
        case .perform(let index):
            performSwipeAction(index)
        case .choose(let index):
            swipe?.chosen = index
            setNeedsLayout()
        case .closeAndPass:
            closeSwipeActions()
            return false
        }
        return true
    }

    // MARK: Wheel

    /// A wheel turn at `point`, taken as a two-finger swipe on a trackpad. With no actions
    /// revealed, a sideways turn over a row reveals them: its trailing actions for a turn to the
    /// right (the row moves left, as when dragged left), its leading ones for a turn to the
    /// left. While they show, a sideways turn back towards their edge closes them and one the
    /// other way keeps them (it never performs an action, as a full swipe would); a vertical
    /// turn closes them and scrolls, as scrolling a list closes them in UIKit. Returns whether
    /// the turn is used up (else the list scrolls).
    func wheelTurnedOverSwipeActions(rows: Int, columns: Int, at point: CGPoint?) -> Bool {
        guard let open = swipe else {
            guard rows == 0, columns != 0, let point, let indexPath = swipeRow(at: point) else { return false }
            return openSwipeActions(at: indexPath, leading: columns < 0)
        }
        if columns == 0 {
            closeSwipeActions()
            return false
        }
        let back = open.leading ? columns > 0 : columns < 0
        if back { closeSwipeActions() }
        return true
    }

    // MARK: Touches

    /// A touch that went down at `start` moved to `point`: its first movement decides whether
    /// it swipes the row sideways (only where `allowed`, asked then) or scrolls. Returns
    /// whether it swipes; the host then leaves the scroll view out of it.
    func touchSwipes(from start: CGPoint, to point: CGPoint, allowed: @autoclosure () -> Bool) -> Bool {
        let dx = point.x - start.x
        let dy = point.y - start.y
        if touchIsSwipe == nil, !isDragging, dx != 0 || dy != 0 {
            touchIsSwipe = abs(dx) > abs(dy) && allowed()
        }
        return touchIsSwipe == true
    }

    /// A swiping touch moved: once two columns sideways it reveals the row's actions, the
    /// leading ones when dragged towards the trailing edge.
    func continueSwipe(from start: CGPoint, to point: CGPoint) {
        let dx = point.x - start.x
        guard swipe == nil, abs(dx) >= 2 * CellGrid.current.cellWidth, let indexPath = swipeRow(at: start) else { return }
        openSwipeActions(at: indexPath, leading: dx > 0)
    }

    // MARK: Drawing

    /// Shows the revealed actions over their row at its leading or trailing edge, as wide as
    /// their titles (at most the row). They show at once, as a swipe that drags them out
    /// leaves them (a key stands for such a swipe); closing slides them back out to their edge
    /// when in a window with animations on, as UIKit's rows slide closed.
    func layoutSwipeActions() {
        guard let open = swipe, let frame = swipeRowFrame(at: open.indexPath) else {
            if let view = swipeActionsView { slideOut(view) }
            swipeActionsView = nil
            return
        }
        let view = swipeActionsView ?? _SwipeActionsView()
        swipeActionsView = view
        view.host = self
        view.configuration = open.configuration
        view.leading = open.leading
        view.chosen = open.chosen
        placeSwipeActionsView(view)
        let width = min(frame.width, view.preferredWidth)
        view.frame = CGRect(x: open.leading ? frame.minX : frame.maxX - width, y: frame.minY, width: width, height: frame.height)
        view.setNeedsDisplay()
    }

    /// Whether closing actions slide: in a window, with animations on.
    private var animatesSwipes: Bool { window != nil && UIView.areAnimationsEnabled }

    /// Takes closed actions away: they slide back out to their edge first when they can.
    private func slideOut(_ view: _SwipeActionsView) {
        guard animatesSwipes else {
            view.removeFromSuperview()
            return
        }
        view.isUserInteractionEnabled = false
        let hidden = view.frame.offsetBy(dx: view.leading ? -view.frame.width : view.frame.width, dy: 0)
        UIView.animate(withDuration: UIView.systemAnimationDuration, animations: { view.frame = hidden }) { _ in
            view.removeFromSuperview()
        }
    }
}
