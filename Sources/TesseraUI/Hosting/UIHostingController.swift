/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
///     let controller = UIHostingController(rootView: ContentView())
///     window.rootViewController = controller
///
/// Its view is a hosting view that owns the view graph: state changes in the SwiftUI views
/// update the graph once per main-queue turn (or at the next layout, whichever comes first),
/// and lay the views out again.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController, _HostingAppearance {
    private let hostingView: _UIHostingView<Content>

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    open override func loadView() {
        hostingView.frame = UIScreen.main.bounds
        hostingView.backgroundColor = .systemBackground
        view = hostingView
    }

    /// The options for how the hosting controller tracks changes to the size of its SwiftUI
    /// content.
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { hostingView.sizesIntrinsically = sizingOptions.contains(.intrinsicContentSize) }
    }

    /// Calculates and returns the most appropriate size for the current view.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        hostingView.sizeThatFits(in: ProposedViewSize(size))
    }

    /// The root environment's scene phase (set by the app's scene delegate).
    var _scenePhase: ScenePhase {
        get { hostingView.rootEnvironment.scenePhase }
        set { hostingView.rootEnvironment.scenePhase = newValue }
    }

    /// The environment the root view is given (a presentation passes its presenter's on).
    var _rootEnvironment: EnvironmentValues {
        get { hostingView.rootEnvironment }
        set { hostingView.rootEnvironment = newValue }
    }

    /// Where the controller is in its appearance: a represented controller's view arriving
    /// or leaving while it is appearing or shown appears or disappears with it.
    private(set) var _appearance = _HostingAppearancePhase.disappeared

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _appearance = .appearing
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _appearance = .appeared
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        _appearance = .disappearing
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        _appearance = .disappeared
    }

    /// The view graph, for tests: body evaluation counts, explicit updates.
    var _graph: _ViewGraph { hostingView.graph }
}

/// Options for how a hosting controller tracks its content's size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The controller's preferred content size tracks the content's ideal size. (Tessera's
    /// view controllers have no `preferredContentSize` yet: today this option does nothing.)
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The view's intrinsic content size is the content's ideal size, kept up to date as the
    /// content changes, so Auto Layout sizes the view around its SwiftUI content.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A hosting controller's appearance, whatever its root view type.
@MainActor
protocol _HostingAppearance: AnyObject {
    var _appearance: _HostingAppearancePhase { get }
}

/// The appearance calls a hosting controller last had.
enum _HostingAppearancePhase {
    case appearing, appeared, disappearing, disappeared
}
