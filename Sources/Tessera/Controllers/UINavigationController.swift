import Foundation

/// A container that shows a stack of view controllers under a navigation bar.
///
/// Pushing and popping follow UIKit's order of callbacks: on a push of B over A,
/// `B.willMove(toParent:)`, B's view loads, `A.viewWillDisappear`, `B.viewWillAppear`, B lays
/// out, `A.viewDidDisappear`, `B.viewDidAppear`, `B.didMove(toParent:)`; a pop mirrors it.
/// Children's views fill the controller's view; the bar adds its height to their safe area.
/// Transitions are immediate in a terminal; Escape pops, as the back button does.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The delegate told about pushes and pops.
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

    /// Pushes a controller onto the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = stack.last
        addChild(viewController)
        stack.append(viewController)
        navigationBar.pushItem(viewController.navigationItem, animated: animated)
        show(viewController, replacing: previous, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller; `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        pop(to: viewController, animated: animated)
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let previous = stack.last
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
        }
        let removed = stack.filter { controller in !viewControllers.contains { $0 === controller } }
        stack = viewControllers
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        if let top = viewControllers.last, top !== previous {
            show(top, replacing: previous, animated: animated)
        }
        for controller in removed { controller.removeFromParent() }
        for controller in viewControllers { controller.didMove(toParent: self) }
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        let previous = stack.last
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        show(target, replacing: previous, animated: animated)
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    /// Swaps the shown child, with appearance callbacks when the navigation controller is on screen.
    private func show(_ incoming: UIViewController, replacing outgoing: UIViewController?, animated: Bool) {
        guard isViewLoaded else { return }
        delegate?.navigationController(self, willShow: incoming, animated: animated)
        incoming.loadViewIfNeeded()
        let onScreen = isAppeared && view.window != nil
        if onScreen {
            outgoing?.beginAppearanceTransition(false, animated: animated)
            incoming.beginAppearanceTransition(true, animated: animated)
        }
        if outgoing !== incoming { outgoing?.viewIfLoaded?.removeFromSuperview() }
        install(incoming)
        if onScreen {
            incoming.viewIsInHierarchy()
            outgoing?.endAppearanceTransition()
            incoming.endAppearanceTransition()
        }
        delegate?.navigationController(self, didShow: incoming, animated: animated)
    }

    private func install(_ child: UIViewController) {
        let container = view!
        let childView: UIView = child.view
        childView.frame = container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if childView.superview !== container { container.insertSubview(childView, belowSubview: navigationBar) }
        updateBarInsets()
    }

    override var childForKeyPresses: UIViewController? { topViewController }

    // MARK: The bar

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        updateBarInsets()
    }

    private func updateBarInsets() {
        let top = navigationBar.isHidden ? 0 : UINavigationBar.standardHeight
        for child in stack { child.barSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0) }
    }

    // MARK: The view

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.navigationBar = navigationBar
        container.addSubview(navigationBar)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = stack.last { install(top) }
    }

    /// Escape goes back, as the back button does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.first?.key?.keyCode == .keyboardEscape, stack.count > 1 {
            popViewController(animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The navigation controller's view: keeps the bar at the top, full width.
@MainActor
private final class NavigationContainerView: UIView {
    weak var navigationBar: UINavigationBar?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationBar?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationBar.standardHeight)
        if let navigationBar { bringSubviewToFront(navigationBar) }
    }
}

/// Told before and after a navigation controller shows a controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
