import Foundation

/// A menu shown on screen: the one mechanism behind button menus, bar button item menus and
/// context menus.
///
/// It is presented over the current context like an alert (fading in and out on the window's
/// clock), so it sits above everything, takes the keyboard and is dismissed through the
/// window's presentation machinery. Its view covers the window: a click on a row chooses it,
/// a click outside the box dismisses the menu without choosing.
///
/// Keys: the highlight starts on the action that is on (a picker's selection), else on the
/// first choosable row; ↑ ↓ (and Tab) move it over the choosable rows; Return or Space chooses
/// the highlighted action or opens the highlighted submenu (→ opens it too); ← or Escape
/// closes the open submenu, and Escape at the top dismisses the menu. Submenus open in place,
/// with a "‹ Title" row on top that goes back, as iOS's context menus do.
///
/// Choosing an enabled action dismisses the menu; its handler runs once the menu has gone,
/// with `sender` set to the menu's source (the button, bar button item or interaction), so a
/// handler may present at once. An action marked `.keepsMenuPresented` runs at once and the
/// menu stays. In a `.singleSelection` menu, the chosen action is switched on and its
/// siblings off first.
@MainActor
final class _MenuController: UIViewController {
    /// One open level: the root menu, then each submenu opened from it.
    struct Level {
        var content: _MenuContent
        var highlighted: Int?
        var firstRow = 0
    }

    /// The open levels, root first.
    private(set) var levels: [Level] = []
    /// The anchor in window coordinates.
    let anchor: CGRect
    /// The object set as the chosen action's `sender`.
    private let sender: Any?
    /// Runs when the menu starts to go, chosen from or not.
    var willEnd: (@MainActor () -> Void)?
    /// Runs once the menu has gone, after the chosen action's handler.
    var didEnd: (@MainActor (UIAction?) -> Void)?
    /// Whether choosing any action switches it on and every other action of the menu off, as
    /// a button that `changesSelectionAsPrimaryAction` does.
    var selectsOneAction = false
    /// Set once the menu starts to go.
    private(set) var isEnding = false
    /// What had the keyboard before the menu: it gets it back.
    private weak var previousResponder: UIResponder?

    init(menu: UIMenu, anchor: CGRect, sender: Any?) {
        self.anchor = anchor
        self.sender = sender
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        levels = [Level(content: makeContent(menu, isSubmenu: false))]
        levels[0].highlighted = levels[0].content.initialHighlight
    }

    required init?(coder: NSCoder) {
        fatalError("_MenuController is created in code only")
    }

    /// The menu at the root.
    var menu: UIMenu { levels[0].content.menu }

    /// The level shown now.
    var current: Level { levels[levels.count - 1] }

    private func makeContent(_ menu: UIMenu, isSubmenu: Bool) -> _MenuContent {
        _MenuContent(menu: menu, isSubmenu: isSubmenu) { [weak self] in self?.reloadRows() }
    }

    /// Rebuilds the rows of every level (deferred elements arrived, states changed, or the
    /// root menu was replaced), keeping the highlight where it can.
    func reloadRows(replacingRootWith newRoot: UIMenu? = nil) {
        for index in levels.indices {
            let menu = index == 0 ? (newRoot ?? levels[0].content.menu) : levels[index].content.menu
            levels[index].content = makeContent(menu, isSubmenu: index > 0)
            let rows = levels[index].content.rows
            if let highlighted = levels[index].highlighted, !(rows.indices.contains(highlighted) && rows[highlighted].isChoosable) {
                levels[index].highlighted = levels[index].content.choosableRow(from: min(highlighted, max(0, rows.count - 1)), step: 1)
            }
        }
        viewIfLoaded?.setNeedsDisplay()
    }

    override func loadView() {
        view = _MenuView(controller: self)
    }

    override func defaultTransitionAnimator(isPresenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        _ModalTransitionAnimator(motion: .fade, isPresenting: isPresenting, duration: _ModalTransitionAnimator.alertDuration)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        previousResponder = view.window?.firstResponder
        view.becomeFirstResponder()
    }

    // MARK: Showing

    /// Shows `menu` pointing at `anchor` (in `view`'s coordinates), presented from the view
    /// controller that owns `view` (or the window's root); `willAppear` runs just before it is
    /// presented, `didAppear` when it has faded in, `willEnd` as it starts to go, `didEnd` once it has gone. Returns `nil`, showing nothing, when
    /// `view` is not in a window with a view controller or the menu has no rows.
    @discardableResult
    static func show(
        _ menu: UIMenu, from view: UIView, anchor: CGRect, sender: Any?,
        willAppear: (@MainActor () -> Void)? = nil, didAppear: (@MainActor () -> Void)? = nil, willEnd: (@MainActor () -> Void)? = nil,
        didEnd: (@MainActor (UIAction?) -> Void)? = nil, selectsOneAction: Bool = false
    ) -> _MenuController? {
        guard let window = view.window else { return nil }
        var responder: UIResponder? = view
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let presenter = (responder as? UIViewController) ?? window.rootViewController else { return nil }
        let controller = _MenuController(menu: menu, anchor: view.convert(anchor, to: nil), sender: sender)
        guard !controller.current.content.rows.isEmpty else { return nil }
        controller.selectsOneAction = selectsOneAction
        controller.willEnd = willEnd
        controller.didEnd = didEnd
        willAppear?()
        presenter.present(controller, animated: true) { didAppear?() }
        return controller
    }

    // MARK: Choosing

    /// Chooses the row at `index` of the open level: performs an action, opens a submenu, or
    /// goes back. Disabled and title rows do nothing.
    func choose(row index: Int) {
        guard !isEnding, current.content.rows.indices.contains(index) else { return }
        switch current.content.rows[index] {
        case .action(let action, let parent):
            guard !action.attributes.contains(.disabled) else { return }
            if selectsOneAction {
                for other in Self.actions(in: menu.children) { other.state = other === action ? .on : .off }
            } else if parent.options.contains(.singleSelection) {
                select(action, in: parent)
            }
            if action.attributes.contains(.keepsMenuPresented) {
                action.perform(sender: sender)
                reloadRows()
            } else {
                end(choosing: action)
            }
        case .submenu(let submenu):
            openSubmenu(submenu)
        case .back:
            closeSubmenu()
        case .title, .separator, .loading:
            break
        }
    }

    /// Switches `action` on and the other actions of `menu` off.
    private func select(_ action: UIAction, in menu: UIMenu) {
        for case let sibling as UIAction in menu.children { sibling.state = sibling === action ? .on : .off }
    }

    /// The actions of `elements` and of their menus, in order.
    static func actions(in elements: [UIMenuElement]) -> [UIAction] {
        elements.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return actions(in: menu.children) }
            return []
        }
    }

    private func openSubmenu(_ submenu: UIMenu) {
        var level = Level(content: makeContent(submenu, isSubmenu: true))
        level.highlighted = level.content.initialHighlight
        levels.append(level)
        view.setNeedsDisplay()
    }

    /// Closes the open submenu; returns `false` at the root.
    @discardableResult
    func closeSubmenu() -> Bool {
        guard levels.count > 1 else { return false }
        levels.removeLast()
        view.setNeedsDisplay()
        return true
    }

    /// Dismisses the menu without choosing.
    func cancel() {
        end(choosing: nil)
    }

    /// Dismisses the menu, then runs the chosen action's handler.
    private func end(choosing action: UIAction?) {
        guard !isEnding else { return }
        isEnding = true
        willEnd?()
        let sender = sender
        let didEnd = didEnd
        let levels = levels
        if let previousResponder, (previousResponder as? UIView)?.window != nil || previousResponder is UIViewController {
            previousResponder.becomeFirstResponder()
        }
        dismiss(animated: true) {
            action?.perform(sender: sender)
            for level in levels { Self.closeDeferredElements(in: level.content.menu.children) }
            didEnd?(action)
        }
    }

    private static func closeDeferredElements(in elements: [UIMenuElement]) {
        for element in elements {
            if let deferred = element as? UIDeferredMenuElement { deferred.menuDidClose() }
            if let menu = element as? UIMenu { closeDeferredElements(in: menu.children) }
        }
    }

    // MARK: Keyboard

    /// Moves the highlight to the next choosable row going `step` (±1).
    private func moveHighlight(by step: Int) {
        let level = current
        let start = level.highlighted.map { $0 + step } ?? (step > 0 ? 0 : level.content.rows.count - 1)
        levels[levels.count - 1].highlighted = level.content.choosableRow(from: start, step: step)
        view.setNeedsDisplay()
    }

    /// Handles a key; returns `false` for keys the menu ignores.
    func handleKey(_ key: UIKey) -> Bool {
        guard !isEnding else { return true }
        switch key.keyCode {
        case .keyboardDownArrow: moveHighlight(by: 1)
        case .keyboardUpArrow: moveHighlight(by: -1)
        case .keyboardTab: moveHighlight(by: key.modifierFlags.contains(.shift) ? -1 : 1)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let row = current.highlighted { choose(row: row) }
        case .keyboardRightArrow:
            if let row = current.highlighted, case .submenu = current.content.rows[row] { choose(row: row) }
        case .keyboardLeftArrow:
            closeSubmenu()
        case .keyboardEscape:
            if !closeSubmenu() { cancel() }
        default:
            return false
        }
        return true
    }

    /// Remembers which row shows first, as the view last laid the box out.
    func setFirstRow(_ row: Int) {
        levels[levels.count - 1].firstRow = row
    }
}
