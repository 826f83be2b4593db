import Foundation

/// An object that manages a view hierarchy.
///
/// The view loads lazily: the first read of `view` calls `loadView()` then `viewDidLoad()`.
/// Appearance callbacks follow UIKit's order: `viewWillAppear(_:)`, `viewIsAppearing(_:)`,
/// then (after layout) `viewDidAppear(_:)`; disappearing mirrors it. `viewWillLayoutSubviews()`
/// and `viewDidLayoutSubviews()` bracket the root view's `layoutSubviews()`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?

    /// The nib name; Tessera loads no nibs, the value is kept for compatibility.
    open private(set) var nibName: String?
    /// The nib bundle; kept for compatibility.
    open private(set) var nibBundle: Bundle?

    /// Creates a view controller. Without nibs, the view comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The storyboard that made this controller (see ``UIStoryboard``); `nil` for one made in code.
    open var storyboard: UIStoryboard? { storedStoryboard }
    var storedStoryboard: UIStoryboard?

    /// Creates a view controller from an archive: what ``UIStoryboard`` calls for a scene
    /// (then `awakeFromNib()`). The controller starts empty; its view is built in code.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewController = nil
            storedView = newValue
            newValue?.viewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Creates the view. The default makes a plain view the size of the screen; override it to
    /// build the view in code (and do not call super).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    /// Called when the app receives a memory warning: release what can be made again.
    /// The default does nothing. See `UIApplication`'s memory warnings.
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance (subclass hooks; call super)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Updates the view's constraints in the update-constraints pass (instead of the view's own
    /// `updateConstraints()`). Call `super.updateViewConstraints()` last; the default calls the
    /// view's `updateConstraints()`.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    private enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    private var appearanceState = AppearanceState.disappeared
    private var appearanceAnimated = false

    /// Starts an appearance change: calls `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            hasCalledViewIsAppearing = false
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in childrenOnScreen { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Children whose views are inside this controller's view: they appear and disappear with it.
    private var childrenOnScreen: [UIViewController] {
        guard let view = storedView else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Ends an appearance change: `viewIsAppearing(_:)` (unless already called) and
    /// `viewDidAppear(_:)`, or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            viewIsInHierarchy()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in childrenOnScreen { child.endAppearanceTransition() }
    }

    /// Called by containers once the appearing view is in the window: `viewIsAppearing(_:)`,
    /// then layout, before the disappearing controller's `viewDidDisappear(_:)`.
    func viewIsInHierarchy() {
        guard appearanceState == .appearing, !hasCalledViewIsAppearing else { return }
        hasCalledViewIsAppearing = true
        viewIsAppearing(appearanceAnimated)
        view.layoutIfNeeded()
        for child in childrenOnScreen { child.viewIsInHierarchy() }
    }

    private var hasCalledViewIsAppearing = false

    /// Whether the controller's view is on screen (between `viewDidAppear` and `viewWillDisappear`).
    var isAppeared: Bool { appearanceState == .appeared }

    // MARK: Properties

    /// The title shown by navigation bars (and by the navigation item when it has none).
    open var title: String? {
        didSet {
            storedNavigationItem?.titleDidChange()
            // As in UIKit, the title names the controller's tab too.
            storedTabBarItem?.title = title
        }
    }

    /// Extra insets added to the view's safe area.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.setNeedsLayout() }
    }

    /// Insets containers add for their bars (a navigation bar), on top of `additionalSafeAreaInsets`.
    var barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.setNeedsLayout() }
    }

    /// What this controller adds to its view's safe area.
    var safeAreaContribution: UIEdgeInsets {
        UIEdgeInsets(
            top: additionalSafeAreaInsets.top + barSafeAreaInsets.top,
            left: additionalSafeAreaInsets.left + barSafeAreaInsets.left,
            bottom: additionalSafeAreaInsets.bottom + barSafeAreaInsets.bottom,
            right: additionalSafeAreaInsets.right + barSafeAreaInsets.right)
    }

    open override var next: UIResponder? {
        storedView?.superview ?? parent ?? presentingViewController
    }

    override var responderWindow: UIWindow? { storedView?.window }

    // MARK: Containment

    /// The child view controllers, in the order added.
    open private(set) var children: [UIViewController] = []

    /// The container this controller is a child of.
    open private(set) weak var parent: UIViewController?

    /// Adds a child; calls the child's `willMove(toParent:)`. The caller adds the child's view
    /// and then calls `didMove(toParent:)`, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. The caller
    /// calls `willMove(toParent: nil)` first and removes the view, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// The child that shows this container's content and takes key presses when nothing is first
    /// responder (a navigation controller's top controller); `nil` for plain controllers.
    var childForKeyPresses: UIViewController? { nil }

    /// Where key presses go when nothing is first responder: the innermost content controller.
    var keyPressTarget: UIViewController {
        childForKeyPresses?.keyPressTarget ?? self
    }

    // MARK: Navigation

    private var storedNavigationItem: UINavigationItem?

    /// The item a navigation bar shows for this controller; its title follows `title` until set.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: "")
        item.owner = self
        storedNavigationItem = item
        return item
    }

    /// The nearest navigation controller among this controller and its ancestors.
    open var navigationController: UINavigationController? {
        var candidate = parent
        while let current = candidate {
            if let navigation = current as? UINavigationController { return navigation }
            candidate = current.parent
        }
        return nil
    }

    // MARK: Traits and size (see UIViewController+Traits.swift)

    /// The controller's traits: its parent's, else its window's (which come from the window's
    /// size), else the screen's.
    open var traitCollection: UITraitCollection {
        if let parent { return parent.traitCollection }
        if let window = storedView?.window { return window.traitCollection }
        if let presenting = storedPresentingViewController { return presenting.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// Called after the controller's traits changed (a resize crossed a size-class threshold),
    /// before its view's. Call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the traits change, with the coordinator of the change. The default tells
    /// the children; call super.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Called when the controller's view is about to take a new size (the terminal was
    /// resized; in Tessera the window has its new size already and the views are laid out
    /// next): add animations alongside, or completions, to `coordinator`. The default tells the children
    /// and the presented controller; call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        storedPresentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The handlers `registerForTraitChanges(_:handler:)` added.
    var traitChangeHandlers: [_TraitChangeHandler] = []

    /// A container's own response to a trait change, before its `traitCollectionDidChange(_:)`
    /// (a split view controller collapses or expands here).
    func traitsDidChange(from previous: UITraitCollection) {}

    // MARK: Tab bar

    private var storedTabBarItem: UITabBarItem?

    /// The tab a tab bar controller shows for this controller: by default one titled with
    /// ``title``, which setting `title` keeps up to date.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.updateBarItems()
        }
    }

    /// The nearest tab bar controller among this controller's ancestors.
    open var tabBarController: UITabBarController? {
        var candidate = parent
        while let current = candidate {
            if let tabs = current as? UITabBarController { return tabs }
            candidate = current.parent
        }
        return nil
    }

    // MARK: Editing

    /// Whether the controller is in editing mode. Setting it calls
    /// `setEditing(_:animated:)` without animation, as in UIKit.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedIsEditing = false

    /// Enters or leaves editing mode; updates `editButtonItem` (Edit ⇄ Done). Subclasses override
    /// it to update their views (and call super).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        storedEditButtonItem?.updateForEditing(editing)
    }

    private var storedEditButtonItem: UIBarButtonItem?

    /// A bar button that toggles editing: "Edit", and "Done" (bold) while editing.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(barButtonSystemItem: .edit)
        item.handler = { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.updateForEditing(isEditing)
        storedEditButtonItem = item
        return item
    }

    // MARK: Presentation

    /// How the controller is shown when presented. `.automatic` is a sheet, as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Kept for compatibility (book search code sets it to `true`): a ``UISearchController``
    /// covers only the content of the controller whose view holds its bar, and a controller
    /// pushed over it takes the search interface away, as this property asks for in UIKit.
    open var definesPresentationContext = false

    /// Where the controller's popover points from, while ``modalPresentationStyle`` is
    /// `.popover`; `nil` otherwise, as in UIKit.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let storedPopoverPresentationController { return storedPopoverPresentationController }
        let popover = UIPopoverPresentationController()
        storedPopoverPresentationController = popover
        return popover
    }
    private var storedPopoverPresentationController: UIPopoverPresentationController?

    /// The controller this one (or the container it is in) presented, if any: UIKit presents
    /// from the root of a hierarchy, and a child that called `present` sees the result too.
    open var presentedViewController: UIViewController? {
        storedPresentedViewController ?? parent?.presentedViewController
    }

    /// The controller this one presented itself, as the presenting controller.
    var storedPresentedViewController: UIViewController?

    /// The controller that presented this one (or one of its ancestors).
    open var presentingViewController: UIViewController? {
        storedPresentingViewController ?? parent?.presentingViewController
    }

    weak var storedPresentingViewController: UIViewController?

    /// Whether this controller is being presented: true from `present` until its
    /// `viewDidAppear(_:)` has returned, as in UIKit.
    open internal(set) var isBeingPresented = false
    /// Whether this controller is being dismissed: true from `dismiss` until its
    /// `viewDidDisappear(_:)` has returned.
    open internal(set) var isBeingDismissed = false

    /// How the controller arrives when presented (and leaves when dismissed), unless its
    /// ``transitioningDelegate`` supplies an animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Supplies the animators that present and dismiss this controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Presents a view controller over this one's window; see ``PresentationController``.
    ///
    /// A full-screen presentation calls the presenting controller's disappearance callbacks; a
    /// sheet (the default) and an alert leave it on screen. Animated, the presented view
    /// slides up (or fades in, per ``modalTransitionStyle``) on the window's clock between
    /// `viewWillAppear(_:)` and `viewDidAppear(_:)`; `completion` runs after it has appeared.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationController.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one when it was presented;
    /// `completion` runs once it has disappeared.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationController.dismiss(from: self, animated: flag, completion: completion)
    }

    /// The animator that presents (or dismisses) this controller when its transitioning
    /// delegate supplies none: the one its ``modalTransitionStyle`` names.
    func defaultTransitionAnimator(isPresenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        _ModalTransitionAnimator(style: modalTransitionStyle, isPresenting: isPresenting)
    }

    // MARK: Transitions

    /// The push, pop, presentation or dismissal this controller takes part in now.
    var runningTransition: _ViewControllerTransition?

    /// The running transition this controller (or its parent) takes part in, from the start
    /// of the transition (so `viewWillAppear(_:)` can animate alongside it) until it has
    /// completed; `nil` otherwise.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        runningTransition ?? parent?.transitionCoordinator
    }

    /// Whether the controller is being pushed (or otherwise added to a container): true
    /// during its appearance callbacks of that transition.
    open internal(set) var isMovingToParent = false

    /// Whether the controller is being popped (or otherwise removed from a container): true
    /// during its disappearance callbacks of that transition.
    open internal(set) var isMovingFromParent = false

    // MARK: Toolbar

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var storedToolbarItems: [UIBarButtonItem]?

    /// Sets ``toolbarItems``; the navigation controller's toolbar shows them at once when this
    /// controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.updateToolbarItems(animated: animated)
        }
    }

    // MARK: Segues and showing (see UIViewController+Segues.swift)

    /// The segues that start from this controller, by identifier.
    var segueTemplates: [String: _SegueTemplate] = [:]

    /// Performs the segue `identifier` that starts from this controller: makes its destination,
    /// calls ``prepare(for:sender:)``, then shows the destination. It does not ask
    /// ``shouldPerformSegue(withIdentifier:sender:)``, as in UIKit.
    ///
    /// Stops with UIKit's message when the controller has no such segue.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performDeclaredSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether a segue the person triggered (a selected cell, say) should be performed; `true`
    /// unless overridden. Not asked for ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called with a new segue before it shows its destination: pass the destination its data
    /// here. Does nothing unless overridden.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Shows `vc` in the way the context calls for: through the controller
    /// ``targetViewController(forAction:sender:)`` finds for `.show` (a navigation controller
    /// pushes it), else presented from this controller.
    open func show(_ vc: UIViewController, sender: Any?) {
        resolveShow(.show, vc, sender: sender)
    }

    /// Shows `vc` as a detail: through the split view controller
    /// ``targetViewController(forAction:sender:)`` finds for `.showDetail`, else as
    /// ``show(_:sender:)`` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        resolveShow(.showDetail, vc, sender: sender)
    }

    /// Whether this controller handles `action` itself, asked on behalf of its child `child`
    /// (`nil` when asked for itself or from a presented controller). See UIViewController+Showing.swift.
    func canPerform(_ action: ShowAction, from child: UIViewController?) -> Bool { false }

    /// Shows `vc` as this controller handles `action`.
    func perform(_ action: ShowAction, _ vc: UIViewController, sender: Any?) {}
}

/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
