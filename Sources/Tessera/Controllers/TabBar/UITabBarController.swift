import Foundation

/// A container that shows one of several view controllers, chosen with a tab bar at the bottom.
///
/// Every controller in ``viewControllers`` is a child; only the selected one's view is loaded
/// and shown, above the ``tabBar``. Beyond five controllers the bar shows the first four and a
/// "More" tab, whose ``moreNavigationController`` lists the others and pushes the one picked.
///
/// Switching from A to B while on screen calls, as UIKit does: `A.viewWillDisappear`,
/// `B.viewWillAppear`, B's view joins the container (`B.viewIsAppearing`), then
/// `A.viewDidDisappear` and `B.viewDidAppear`. A person switches by clicking a tab or by pressing
/// Alt-1 … Alt-9 (the terminal's stand-in for iPad's ⌘1 …); the ``delegate`` is asked
/// `tabBarController(_:shouldSelect:)` first and told `tabBarController(_:didSelect:)` after.
/// Choosing the selected tab again pops its navigation controller to the root. Setting
/// ``selectedIndex`` or ``selectedViewController`` in code tells the delegate nothing.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar of tabs.
    open private(set) var tabBar = UITabBar(frame: .zero)

    /// Asked before and told after a person selects a tab.
    open weak var delegate: (any UITabBarControllerDelegate)?

    private var controllers: [UIViewController] = []
    private var selected: UIViewController?
    /// The controller whose view is shown: the selected tab's, or the More navigation controller.
    private var shown: UIViewController?

    /// The most tabs the bar shows before it makes a "More" tab.
    static let maximumVisibleTabs = 5

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.managingController = self
    }

    // MARK: The controllers

    /// The controllers, one per tab, in order.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers. The selection stays on the same controller when it is still
    /// there, and otherwise moves to the first one.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newControllers = viewControllers ?? []
        let removed = controllers.filter { old in !newControllers.contains { $0 === old } }
        for controller in removed { controller.willMove(toParent: nil) }
        controllers = newControllers
        for controller in newControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if hasMoreTab, moreNavigationController.parent !== self {
            addChild(moreNavigationController)
            moreNavigationController.didMove(toParent: self)
        }
        moreList.reload()
        updateBarItems()
        let keep = selected.flatMap { selected in newControllers.contains { $0 === selected } ? selected : nil }
        select(keep ?? newControllers.first)
        for controller in removed {
            if controller === shown { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
    }

    /// The controller of the selected tab.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            guard newValue === moreNavigationController || controllers.contains(where: { $0 === newValue }) else {
                UIKitException.invalidArgument(
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
                ).raise()
                return
            }
            select(newValue)
        }
    }

    /// The index of the selected tab in ``viewControllers``; `NSNotFound` while the More list
    /// itself is selected. Setting an index beyond the visible tabs selects More and pushes
    /// that controller on it.
    open var selectedIndex: Int {
        get {
            guard let selected else { return NSNotFound }
            return controllers.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard controllers.indices.contains(newValue) else { return }
            select(controllers[newValue])
        }
    }

    /// The navigation controller of the More tab, which lists the controllers that do not fit.
    open private(set) lazy var moreNavigationController: UINavigationController = {
        let navigation = UINavigationController(rootViewController: moreList)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return navigation
    }()

    private lazy var moreList = _MoreListViewController(owner: self)

    /// The controllers a person may rearrange; kept for compatibility (Tessera has no editor).
    open var customizableViewControllers: [UIViewController]?

    /// Whether there are more controllers than tabs.
    private var hasMoreTab: Bool { controllers.count > Self.maximumVisibleTabs }

    /// The controllers with a tab of their own.
    private var tabbedControllers: [UIViewController] {
        hasMoreTab ? Array(controllers.prefix(Self.maximumVisibleTabs - 1)) : controllers
    }

    /// The controllers listed under More.
    var overflowControllers: [UIViewController] {
        hasMoreTab ? Array(controllers.dropFirst(Self.maximumVisibleTabs - 1)) : []
    }

    /// Shows the bar's items for the controllers; called when a child's tab bar item changes.
    func updateBarItems() {
        var items = tabbedControllers.map(\.tabBarItem!)
        if hasMoreTab { items.append(moreNavigationController.tabBarItem) }
        tabBar.setItems(items, animated: false)
        tabBar.selectedItem = selectedBarItem
    }

    private var selectedBarItem: UITabBarItem? {
        guard let selected else { return nil }
        if tabbedControllers.contains(where: { $0 === selected }) { return selected.tabBarItem }
        return hasMoreTab ? moreNavigationController.tabBarItem : nil
    }

    // MARK: Selecting

    /// Selects `controller` (a tab's, an overflow controller, or the More navigation controller).
    private func select(_ controller: UIViewController?) {
        guard let controller else {
            selected = nil
            showChild(nil)
            tabBar.selectedItem = nil
            return
        }
        if controller === moreNavigationController {
            selected = moreNavigationController
            moreNavigationController.popToRootViewController(animated: false)
        } else {
            selected = controller
            if overflowControllers.contains(where: { $0 === controller }) {
                moreNavigationController.setViewControllers([moreList, controller], animated: false)
            }
        }
        tabBar.selectedItem = selectedBarItem
        let isOverflow = controller === moreNavigationController || overflowControllers.contains { $0 === controller }
        showChild(isOverflow ? moreNavigationController : controller)
    }

    /// A person chose `item`: asks the delegate, selects, tells the delegate.
    func userSelected(_ item: UITabBarItem) {
        let target: UIViewController
        if hasMoreTab, item === moreNavigationController.tabBarItem {
            target = moreNavigationController
        } else if let controller = tabbedControllers.first(where: { $0.tabBarItem === item }) {
            target = controller
        } else {
            return
        }
        userSelect(target)
    }

    /// A person chose `controller` (a tab, or a row of the More list).
    func userSelect(_ controller: UIViewController) {
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        let isReselection = controller === selected || (controller === moreNavigationController && shown === moreNavigationController)
        if isReselection, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        if controller === moreNavigationController {
            if !isReselection { select(controller) }
        } else if !isReselection {
            if overflowControllers.contains(where: { $0 === controller }) {
                selected = controller
                tabBar.selectedItem = selectedBarItem
                moreNavigationController.pushViewController(controller, animated: true)
            } else {
                select(controller)
            }
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: Showing

    /// Swaps the child shown, with UIKit's appearance callbacks when on screen.
    private func showChild(_ incoming: UIViewController?) {
        let outgoing = shown
        guard outgoing !== incoming else { return }
        shown = incoming
        guard isViewLoaded else { return }
        let onScreen = isAppeared && view.window != nil
        incoming?.loadViewIfNeeded()
        if onScreen {
            outgoing?.beginAppearanceTransition(false, animated: false)
            incoming?.beginAppearanceTransition(true, animated: false)
        }
        outgoing?.viewIfLoaded?.removeFromSuperview()
        if let incoming { install(incoming) }
        if onScreen {
            incoming?.viewIsInHierarchy()
            outgoing?.endAppearanceTransition()
            incoming?.endAppearanceTransition()
        }
    }

    private func install(_ child: UIViewController) {
        let container = view!
        let childView: UIView = child.view
        if childView.superview !== container { container.insertSubview(childView, belowSubview: tabBar) }
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    override var childForKeyPresses: UIViewController? { shown }

    open override func loadView() {
        let container = _TabBarContainerView(frame: UIScreen.main.bounds)
        container.tabBar = tabBar
        container.addSubview(tabBar)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let shown { install(shown) }
    }

    /// Alt-1 … Alt-9 choose the tab with that number.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.modifierFlags.contains(.alternate),
            let number = Int(key.charactersIgnoringModifiers), number >= 1,
            let items = tabBar.items, number <= items.count
        {
            tabBar.select(items[number - 1])
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The tab bar controller's view: the shown child above the bar, the bar along the bottom.
@MainActor
private final class _TabBarContainerView: UIView {
    weak var tabBar: UITabBar?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let tabBar else { return }
        let barHeight = tabBar.isHidden ? 0 : UINavigationBar.standardHeight
        tabBar.frame = CGRect(x: 0, y: bounds.height - UINavigationBar.standardHeight, width: bounds.width, height: UINavigationBar.standardHeight)
        for subview in subviews where subview !== tabBar {
            subview.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - barHeight))
        }
    }
}
