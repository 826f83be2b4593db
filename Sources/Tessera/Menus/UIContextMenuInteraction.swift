import Foundation

/// Shows a context menu for a view: on a long press, or on a right click in the terminal.
///
/// Add it to a view with `addInteraction(_:)`. When the press begins (after 0.5 s held in
/// place), the interaction asks its delegate for a configuration at the press's location;
/// `nil` shows nothing and lets the touch go on as usual. Otherwise it calls the
/// configuration's action provider and shows the menu at the press, calling the delegate's
/// `willDisplayMenuFor` before it appears and `willEndFor` when it starts to go. A chosen
/// action's `sender` is the interaction.
///
///     let interaction = UIContextMenuInteraction(delegate: self)
///     photoView.addInteraction(interaction)
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate, held weakly.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// A delegate Tessera's own views own through the interaction (tables, collections, controls).
    private var ownedDelegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    open private(set) weak var view: UIView?

    /// Where the menu points, in the view, for a press at a location; the location itself when
    /// `nil`. A button's menu points at the whole button.
    var anchor: (@MainActor (CGPoint) -> CGRect)?
    /// The chosen action's `sender` when not the interaction (a button's menu: the button).
    weak var actionSender: AnyObject?
    /// Whether the menu switches on the action chosen and every other off (see `_MenuController`).
    var selectsOneAction = false
    /// Runs once the menu has gone, with the action chosen.
    var didEnd: (@MainActor (UIAction?) -> Void)?

    /// The long press that shows the menu.
    private lazy var longPress: _ContextMenuGestureRecognizer = {
        let recognizer = _ContextMenuGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .began, let configuration = self.pendingConfiguration else { return }
            self.pendingConfiguration = nil
            self.present(configuration, at: recognizer.location(in: self.view))
        }
        recognizer.delegate = gestureDelegate
        return recognizer
    }()
    private lazy var gestureDelegate = _ContextMenuGestureDelegate(interaction: self)
    /// The configuration asked for as the long press began.
    fileprivate var pendingConfiguration: UIContextMenuConfiguration?
    /// The menu shown now, with its configuration.
    private weak var shownMenu: _MenuController?
    private var shownConfiguration: UIContextMenuConfiguration?
    /// Where the menu was asked for, in the view.
    private var menuLocation: CGPoint = .zero

    /// Creates an interaction whose menus `delegate` supplies.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// An interaction that owns its delegate, for Tessera's own views.
    init(owning delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        ownedDelegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// Where the menu was asked for, in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        (self.view ?? view).map { $0.convert(menuLocation, to: view) } ?? menuLocation
    }

    /// Dismisses the menu shown, without choosing.
    open func dismissMenu() {
        shownMenu?.cancel()
    }

    /// Replaces the shown menu with what `block` makes of it.
    @preconcurrency open func updateVisibleMenu(_ block: @MainActor (UIMenu) -> UIMenu) {
        guard let shownMenu else { return }
        shownMenu.reloadRows(replacingRootWith: block(shownMenu.menu))
    }

    /// Whether the long press is allowed: it asks the delegate, and keeps the answer.
    fileprivate func longPressShouldBegin(at location: CGPoint) -> Bool {
        guard shownMenu == nil, let delegate else { return false }
        pendingConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        return pendingConfiguration != nil
    }

    /// Shows the menu for a press or right click at `location` in the view; returns whether
    /// a menu appeared.
    @discardableResult
    func presentMenu(at location: CGPoint) -> Bool {
        guard shownMenu == nil, let delegate,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return false }
        return present(configuration, at: location)
    }

    @discardableResult
    private func present(_ configuration: UIContextMenuConfiguration, at location: CGPoint) -> Bool {
        guard let view, let menu = configuration.makeMenu() else { return false }
        menuLocation = location
        let animator = _ContextMenuAnimator()
        let controller = _MenuController.show(
            menu, from: view, anchor: anchor?(location) ?? CGRect(origin: location, size: .zero), sender: actionSender ?? self,
            willAppear: { [weak self] in
                guard let self else { return }
                self.shownConfiguration = configuration
                self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
                animator.runAnimations(duration: _ModalTransitionAnimator.alertDuration)
            },
            didAppear: { animator.complete() },
            willEnd: { [weak self] in
                guard let self else { return }
                let animator = _ContextMenuAnimator()
                self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
                animator.runAnimations(duration: _ModalTransitionAnimator.alertDuration)
                self.endingAnimator = animator
            },
            didEnd: { [weak self] action in
                guard let self else { return }
                self.shownConfiguration = nil
                self.endingAnimator?.complete()
                self.endingAnimator = nil
                self.didEnd?(action)
            },
            selectsOneAction: selectsOneAction)
        guard let controller else { return false }
        shownMenu = controller
        return true
    }

    /// The animator of the dismissal playing now.
    private var endingAnimator: _ContextMenuAnimator?
}

/// Lets the interaction's long press begin only when the delegate has a menu there.
@MainActor
private final class _ContextMenuGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    init(interaction: UIContextMenuInteraction) {
        self.interaction = interaction
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction else { return false }
        return interaction.longPressShouldBegin(at: gestureRecognizer.location(in: interaction.view))
    }
}
