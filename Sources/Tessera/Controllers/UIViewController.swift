import Foundation

/// An object that manages a view hierarchy.
///
/// The view loads lazily: the first read of `view` calls `loadView()` then `viewDidLoad()`.
/// Appearance callbacks follow UIKit's order: `viewWillAppear(_:)`, `viewIsAppearing(_:)`,
/// then (after layout) `viewDidAppear(_:)`; disappearing mirrors it. `viewWillLayoutSubviews()`
/// and `viewDidLayoutSubviews()` bracket the root view's `layoutSubviews()`.
@MainActor
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

    /// Creates a view controller from an archive; without storyboards it starts empty.
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

    // MARK: Appearance (subclass hooks; call super)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

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
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// Ends an appearance change: `viewIsAppearing(_:)` and `viewDidAppear(_:)`, or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            viewIsAppearing(appearanceAnimated)
            view.layoutIfNeeded()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            break
        }
    }

    // MARK: Properties

    /// The title shown by navigation bars.
    open var title: String?

    /// Extra insets added to the view's safe area (bars a container adds).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.setNeedsLayout() }
    }

    open override var next: UIResponder? {
        storedView?.superview
    }

    package override var responderWindow: UIWindow? { storedView?.window }
}
