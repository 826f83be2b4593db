import Foundation

/// A container that shows a stack of view controllers under a navigation bar.
///
/// Pushing and popping follow UIKit's order of callbacks. On a push of B over A:
/// `B.willMove(toParent:)`, B's view loads, the delegate's `willShow`, `A.viewWillDisappear`,
/// `B.viewWillAppear`, B's view joins the container and lays out (`B.viewIsAppearing`); then
/// the animation plays on the window's clock; after it, the transition coordinator's
/// completions, `A.viewDidDisappear`, `B.viewDidAppear`, the delegate's `didShow` and
/// `B.didMove(toParent:)`. A pop mirrors it (`willMove(toParent: nil)` first,
/// `didMove(toParent: nil)` last). Without animation the same calls come at once.
///
/// The stack (`viewControllers`, `topViewController`) and the bar change at once: the bar shows
/// the new title and back button from the start of the transition rather than cross-fading
/// them. The animation is the delegate's
/// `navigationController(_:animationControllerFor:from:to:)` or the standard slide: the new
/// view comes in from the right edge over the old one, which moves 30 % of the width left
/// (UIKit's parallax, without its dimming), in 0.35 s; a pop plays it backwards.
///
/// A push or pop asked for while a transition plays first finishes that one (its views jump to
/// their places and its callbacks run). UIKit since iOS 11 defers the new change until the
/// running transition ends instead (rdar://44091459), so `viewControllers` lags behind the
/// call there; finishing keeps the stack current at every call and still plays every change in
/// order. Children's views fill the controller's view; the bar adds its height to their safe
/// area. Escape pops, as the back button does, and so does a drag from the leading edge
/// (``interactivePopGestureRecognizer``), which moves the pop with the finger and can be
/// cancelled by letting go early.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a transition does to the stack.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    private var stack: [UIViewController] = []

    /// The push or pop playing now.
    private var transition: _ViewControllerTransition?

    /// The back swipe: a pan from the leading edge that pops the top controller as it moves
    /// (see UINavigationController+InteractivePop.swift). Made with the view.
    open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    /// Steers the pop the back swipe started, while the finger is down.
    var backSwipe: UIPercentDrivenInteractiveTransition?
    /// The back swipe recognizer's delegate until the app sets its own.
    lazy var backSwipeGate: _BackSwipeGate = {
        let gate = _BackSwipeGate()
        gate.navigationController = self
        return gate
    }()

    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The toolbar at the bottom, hidden until ``setToolbarHidden(_:animated:)`` shows it; it
    /// shows the top controller's ``UIViewController/toolbarItems``.
    open private(set) var toolbar: UIToolbar! = UIToolbar(frame: .zero)

    /// The delegate told about pushes and pops, which can animate them.
    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        configureBar()
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBar()
    }

    private func configureBar() {
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        toolbar.isHidden = true
    }

    // MARK: The stack

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: whatever the top controller presented, or the top controller.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    /// Pushes a controller onto the stack and shows it, sliding in from the right when animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        finishRunningTransition()
        let previous = stack.last
        addChild(viewController)
        stack.append(viewController)
        navigationBar.pushItem(viewController.navigationItem, animated: animated)
        updateToolbarItems(animated: animated)
        viewController.isMovingToParent = true
        show(viewController, replacing: previous, operation: .push, animated: animated) {
            viewController.isMovingToParent = false
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller; `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        finishRunningTransition()
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated)?.last
    }

    /// Whether a push or pop is playing now.
    var isTransitioning: Bool { transition != nil }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        finishRunningTransition()
        guard let root = stack.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishRunningTransition()
        return pop(to: viewController, animated: animated)
    }

    /// Replaces the stack. When the top changes it animates as a pop if the new top was on the
    /// stack already, as a push otherwise, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishRunningTransition()
        let previous = stack.last
        let removed = stack.filter { controller in !viewControllers.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        let wasOnStack = { (controller: UIViewController) in self.stack.contains { $0 === controller } }
        let added = viewControllers.filter { !wasOnStack($0) }
        stack = viewControllers
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        updateToolbarItems(animated: animated)
        let finish = {
            for controller in removed { controller.removeFromParent() }
            for controller in viewControllers { controller.didMove(toParent: self) }
        }
        guard let top = viewControllers.last, top !== previous else {
            finish()
            return
        }
        let leaving = previous.flatMap { previous in removed.contains { $0 === previous } ? previous : nil }
        let arriving = added.contains { $0 === top } ? top : nil
        leaving?.isMovingFromParent = true
        arriving?.isMovingToParent = true
        show(top, replacing: previous, operation: arriving == nil ? .pop : .push, animated: animated) {
            leaving?.isMovingFromParent = false
            arriving?.isMovingToParent = false
            finish()
        }
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        let previous = stack.last
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        updateToolbarItems(animated: animated)
        previous?.isMovingFromParent = true
        show(target, replacing: previous, operation: .pop, animated: animated) {
            previous?.isMovingFromParent = false
            for controller in popped { controller.removeFromParent() }
        } cancelled: { [weak self] in
            // A back swipe let go too early: the popped controllers are back on the stack.
            guard let self else { return }
            previous?.isMovingFromParent = false
            self.stack += popped
            self.navigationBar.setItems(self.stack.map(\.navigationItem), animated: false)
            self.updateToolbarItems(animated: false)
            for controller in popped { controller.didMove(toParent: self) }
        }
        return popped
    }

    /// Finishes the running transition (and any its callbacks start) before the stack changes.
    private func finishRunningTransition() {
        while let running = transition {
            running.finishNow()
            if transition === running { break }
        }
    }

    /// Swaps the shown child, then calls `closing` (at once, or when the animation has ended).
    ///
    /// On screen, the swap is a transition: its coordinator is the participants'
    /// `transitionCoordinator` from the disappearance/appearance callbacks to its end.
    ///
    /// A pop the back swipe steers can be cancelled: then `cancelled` runs instead of `closing`,
    /// after the outgoing controller appeared again and the incoming one disappeared.
    private func show(
        _ incoming: UIViewController, replacing outgoing: UIViewController?, operation: Operation, animated: Bool,
        closing: @escaping () -> Void, cancelled: (() -> Void)? = nil
    ) {
        guard isViewLoaded else {
            closing()
            return
        }
        delegate?.navigationController(self, willShow: incoming, animated: animated)
        incoming.loadViewIfNeeded()
        let onScreen = isAppeared && view.window != nil
        guard onScreen, let outgoing, outgoing !== incoming else {
            if onScreen { incoming.beginAppearanceTransition(true, animated: animated) }
            if let outgoing, outgoing !== incoming { outgoing.viewIfLoaded?.removeFromSuperview() }
            install(incoming)
            if onScreen {
                incoming.viewIsInHierarchy()
                incoming.endAppearanceTransition()
            }
            delegate?.navigationController(self, didShow: incoming, animated: animated)
            closing()
            return
        }
        let container: UIView = view
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated && UIView.areAnimationsEnabled {
            let custom = delegate?.navigationController(self, animationControllerFor: operation, from: outgoing, to: incoming)
            let animation = custom ?? _NavigationSlideAnimator(operation: operation)
            animator = animation
            // The delegate's interaction for its own animator; the back swipe's for a pop it steers.
            interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
                ?? (operation == .pop ? backSwipe : nil)
        }
        let transition = _ViewControllerTransition(
            containerView: container, from: outgoing, to: incoming, fromView: outgoing.view, toView: incoming.view,
            presentationStyle: .fullScreen, animated: animated, animator: animator, interactor: interactor,
            participants: [self, outgoing, incoming])
        transition.setFrames(for: outgoing, initial: outgoing.view.frame, final: .zero)
        transition.setFrames(for: incoming, initial: .zero, final: container.bounds)
        self.transition = transition
        transition.begin()
        outgoing.beginAppearanceTransition(false, animated: animated)
        incoming.beginAppearanceTransition(true, animated: animated)
        install(incoming, below: operation == .pop ? outgoing.view : navigationBar)
        incoming.viewIsInHierarchy()
        transition.start { [weak self] in
            guard let self else { return }
            if self.transition === transition { self.transition = nil }
            if transition.transitionWasCancelled {
                self.restore(outgoing, over: incoming, in: container)
                cancelled?()
                return
            }
            if let leaving = outgoing.viewIfLoaded {
                leaving.removeFromSuperview()
                // The animator moved it aside; it comes back filling the container.
                UIView.performWithoutAnimation { leaving.frame = container.bounds }
            }
            outgoing.endAppearanceTransition()
            incoming.endAppearanceTransition()
            self.delegate?.navigationController(self, didShow: incoming, animated: animated)
            closing()
        }
        // An animator may have brought its views to the front of the container.
        container.bringSubviewToFront(toolbar)
        container.bringSubviewToFront(navigationBar)
    }

    /// Undoes a cancelled transition: the incoming view leaves, the outgoing one fills the
    /// container again; the incoming controller disappears and the outgoing one appears, as
    /// UIKit calls them after a cancelled back swipe.
    private func restore(_ outgoing: UIViewController, over incoming: UIViewController, in container: UIView) {
        incoming.beginAppearanceTransition(false, animated: true)
        outgoing.beginAppearanceTransition(true, animated: true)
        incoming.viewIfLoaded?.removeFromSuperview()
        UIView.performWithoutAnimation {
            incoming.viewIfLoaded?.frame = container.bounds
            outgoing.view.frame = container.bounds
        }
        incoming.endAppearanceTransition()
        outgoing.endAppearanceTransition()
    }

    /// Puts `child`'s view in the container, filling it, below `sibling` (the bar by default).
    private func install(_ child: UIViewController, below sibling: UIView? = nil) {
        let container = view!
        let childView: UIView = child.view
        UIView.performWithoutAnimation { childView.frame = container.bounds }
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if childView.superview !== container { container.insertSubview(childView, belowSubview: sibling ?? navigationBar) }
        updateBarInsets()
        // The new top item's search bar (UINavigationController+Search.swift).
        container.setNeedsLayout()
    }

    override var childForKeyPresses: UIViewController? { topViewController }

    /// A navigation controller handles `show` by pushing.
    override func canPerform(_ action: ShowAction, from child: UIViewController?) -> Bool { action == .show }

    override func perform(_ action: ShowAction, _ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: The bar

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// How long an animated `setNavigationBarHidden` or `setToolbarHidden` takes, in seconds.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Shows or hides the bar; animated, it slides up out of the screen (or down into it) while
    /// the children's content follows their safe area.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHidden = hidden
        slideBar(navigationBar, hidden: hidden, animated: animated)
    }

    /// Whether the toolbar is hidden (`true` at first, as in UIKit).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar; the children's safe area makes room for it. Animated, it
    /// slides down out of the screen (or up into it).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
        slideBar(toolbar, hidden: hidden, animated: animated)
    }

    /// Hides or shows one of the bars: the safe area changes at once; on screen, with
    /// animation, the bar slides past its edge and is hidden at the end (unless shown again).
    private func slideBar(_ bar: UIView, hidden: Bool, animated: Bool) {
        updateBarInsets()
        guard let container = viewIfLoaded as? NavigationContainerView else {
            bar.isHidden = hidden
            return
        }
        guard animated, container.window != nil, UIView.areAnimationsEnabled else {
            bar.isHidden = hidden
            container.setNeedsLayout()
            return
        }
        if !hidden, bar.isHidden {
            // Start from past the edge.
            UIView.performWithoutAnimation {
                bar.isHidden = false
                let shown = container.barsShown
                container.barsShown = { $0 === bar ? false : shown($0) }
                container.setNeedsLayout()
                container.layoutIfNeeded()
                container.barsShown = shown
            }
        }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.curveEaseInOut]) {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        } completion: { [weak self] _ in
            guard let self else { return }
            if bar === self.navigationBar ? self.navigationBarHidden : self.toolbarHidden { bar.isHidden = true }
        }
    }

    private var navigationBarHidden = false
    private var toolbarHidden = true

    /// Shows the top controller's toolbar items (and gives an active search the navigation bar
    /// state of its controller: see UINavigationController+Search.swift).
    func updateToolbarItems(animated: Bool) {
        toolbar.setItems(topViewController?.toolbarItems, animated: animated)
        updateSearchPresentations()
    }

    /// Gives each child the bars' insets: the navigation bar, its item's search bar, the toolbar.
    func updateBarInsets() {
        let top = navigationBarHidden ? 0 : UINavigationBar.standardHeight
        let bottom = toolbarHidden ? 0 : UINavigationBar.standardHeight
        for child in stack {
            let insets = UIEdgeInsets(top: top + searchBarHeight(for: child), left: 0, bottom: bottom, right: 0)
            if child.barSafeAreaInsets != insets { child.barSafeAreaInsets = insets }
        }
    }

    // MARK: The view

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.barsShown = { [unowned self] bar in bar === navigationBar ? !navigationBarHidden : !toolbarHidden }
        container.navigationBar = navigationBar
        container.toolbar = toolbar
        container.layoutSearchBar = { [unowned self, unowned container] in self.layoutSearchBar(in: container) }
        container.addSubview(toolbar)
        container.addSubview(navigationBar)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = stack.last { install(top) }
        interactivePopGestureRecognizer = makeInteractivePopGestureRecognizer()
    }

    /// Escape goes back, as the back button does (after cancelling an active search; `/`
    /// starts one: see UINavigationController+Search.swift).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if handleSearchKey(presses) { return }
        if presses.first?.key?.keyCode == .keyboardEscape, stack.count > 1 {
            popViewController(animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The navigation controller's view, and the container its transitions play in: keeps the
/// bar at the top and the toolbar at the bottom, full width, above any view an animator adds.
@MainActor
private final class NavigationContainerView: UIView {
    weak var navigationBar: UINavigationBar?
    weak var toolbar: UIToolbar?
    /// Whether a bar is in the screen; one that is not sits just past its edge.
    var barsShown: (UIView) -> Bool = { _ in true }
    /// Places the top item's search bar under the navigation bar.
    var layoutSearchBar: (() -> Void)?

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        // Both bars stay above the content, the navigation bar on top.
        if let toolbar, subview !== toolbar, subview !== navigationBar { bringSubviewToFront(toolbar) }
        if let navigationBar, subview !== navigationBar { bringSubviewToFront(navigationBar) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = UINavigationBar.standardHeight
        if let navigationBar {
            navigationBar.frame = CGRect(x: 0, y: barsShown(navigationBar) ? 0 : -height, width: bounds.width, height: height)
        }
        if let toolbar {
            toolbar.frame = CGRect(
                x: 0, y: barsShown(toolbar) ? bounds.height - height : bounds.height, width: bounds.width, height: height)
        }
        layoutSearchBar?()
        if let toolbar { bringSubviewToFront(toolbar) }
        if let navigationBar { bringSubviewToFront(navigationBar) }
    }
}

/// Told before and after a navigation controller shows a controller; can animate pushes and
/// pops.
///
/// Every method has a default, as UIKit's optional methods do: the animation controller's
/// default (`nil`) keeps the standard slide.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator for an animated push or pop from `fromVC` to `toVC`; `nil` for the
    /// standard slide. Asked only when the change animates.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction that steers the delegate's own animator from a gesture; `nil` (the
    /// default) plays it by itself.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
