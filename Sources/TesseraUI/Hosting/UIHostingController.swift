/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
///     let controller = UIHostingController(rootView: ContentView())
///     window.rootViewController = controller
///
/// Its view is a hosting view that owns the view graph: state changes in the SwiftUI views
/// update the graph once per main-queue turn (or at the next layout, whichever comes first),
/// and lay the views out again.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
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

    /// Calculates and returns the most appropriate size for the current view.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        hostingView.sizeThatFits(in: ProposedViewSize(size))
    }

    /// The view graph, for tests: body evaluation counts, explicit updates.
    var _graph: _ViewGraph { hostingView.graph }
}
