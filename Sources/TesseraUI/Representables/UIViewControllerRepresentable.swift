/// A view that represents a UIKit view controller.
///
/// The controller is made once per identity, becomes a child of the hosting controller that
/// shows it (so its appearance callbacks and `parent` work as in UIKit), is updated with the
/// representable, and is dismantled and removed from its parent when the identity ends. Its
/// view is placed and sized as a ``UIViewRepresentable``'s.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the view controller object and configures its initial state.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the state of the view controller with new information from SwiftUI.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up the view controller in anticipation of its removal.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Creates the custom instance that you use to communicate changes from the view
    /// controller to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// The size of the controller's view for `proposal`; `nil` (the default) sizes it by its
    /// view's intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }

    public var body: Never { _primitiveBody() }

    /// How the graph hosts it.
    var _leaf: any _PrimitiveView { _ControllerRepresentableLeaf(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a view controller representable's methods are given.
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment of the representable's place in the hierarchy.
    public var environment: EnvironmentValues
}

/// A UIKit view controller inside the graph.
struct _ControllerRepresentableLeaf<Representable: UIViewControllerRepresentable>: _LeafView {
    let representable: Representable

    /// The coordinator and the controller, kept with the node; at its end the controller is
    /// dismantled and leaves its parent.
    final class Storage: _NodeEndObserver {
        let coordinator: Representable.Coordinator
        var controller: Representable.UIViewControllerType?

        init(coordinator: Representable.Coordinator) {
            self.coordinator = coordinator
        }

        func nodeDidEnd(_ node: _ViewNode) {
            guard let controller else { return }
            Representable.dismantleUIViewController(controller, coordinator: coordinator)
            if controller.parent != nil {
                controller.willMove(toParent: nil)
                node.platformView?.removeFromSuperview()
                controller.removeFromParent()
            }
        }
    }

    private func storage(_ node: _ViewNode) -> Storage {
        let storage = node.primitiveStorage as? Storage ?? Storage(coordinator: representable.makeCoordinator())
        node.primitiveStorage = storage
        return storage
    }

    private func context(_ storage: Storage, _ node: _ViewNode) -> UIViewControllerRepresentableContext<Representable> {
        UIViewControllerRepresentableContext(coordinator: storage.coordinator, transaction: Transaction(), environment: node.environment)
    }

    func _updatePlatformView(_ node: _ViewNode) {
        let storage = storage(node)
        let context = context(storage, node)
        let controller = storage.controller ?? representable.makeUIViewController(context: context)
        if storage.controller == nil {
            storage.controller = controller
            let container = _ControllerContainerView()
            container.controller = controller
            container.addSubview(controller.view)
            node.platformView = container
            // A child of the hosting controller, as UIKit's hosting controller makes it.
            if let parent = node.graph.hostView.flatMap(_Presenter.viewController(of:)) {
                parent.addChild(controller)
                controller.didMove(toParent: parent)
            }
        }
        representable.updateUIViewController(controller, context: context)
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        let storage = storage(node)
        guard let controller = storage.controller else { return .zero }
        if let size = representable.sizeThatFits(proposal, uiViewController: controller, context: context(storage, node)) {
            return size
        }
        return _RepresentableSizing.size(of: node.platformView ?? controller.view, for: proposal)
    }

    var _sizeDependsOnlyOnProposal: Bool { false }
}

/// Holds a represented controller's view, filling it, and gives the controller its
/// appearance calls when the view arrives in or leaves the window while its hosting
/// controller is appearing or shown, as UIKit forwards them to a child whose view is added
/// or removed then. (While the hosting controller itself appears, its own calls finish the
/// child's.)
@MainActor
final class _ControllerContainerView: UIView {
    weak var controller: UIViewController?

    private var parentPhase: _HostingAppearancePhase? {
        (controller?.parent as? any _HostingAppearance)?._appearance
    }

    override var intrinsicContentSize: CGSize {
        controller?.viewIfLoaded?.intrinsicContentSize ?? super.intrinsicContentSize
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard let controller, (newWindow == nil) != (window == nil) else { return }
        switch parentPhase {
        case .appearing where newWindow != nil, .appeared: controller.beginAppearanceTransition(newWindow != nil, animated: false)
        default: break
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if parentPhase == .appeared { controller?.endAppearanceTransition() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.viewIfLoaded?.frame = bounds
    }

    /// Holds `controller`'s view and makes the controller a child of the hosting controller
    /// that shows `graph`, as SwiftUI's containers (a navigation stack, a tab view) are.
    func embed(_ controller: UIViewController, shownBy graph: _ViewGraph) {
        self.controller = controller
        addSubview(controller.view)
        if let parent = graph.hostView.flatMap(_Presenter.viewController(of:)) {
            parent.addChild(controller)
            controller.didMove(toParent: parent)
        }
    }

    /// Takes the controller out again: its view leaves, and it leaves its parent.
    func unembed() {
        controller?.willMove(toParent: nil)
        removeFromSuperview()
        controller?.removeFromParent()
    }
}
