/// A wrapper for a UIKit view that you use to integrate it into a SwiftUI view hierarchy.
///
/// The view is made once per identity (`makeUIView(context:)`), brought up to date whenever
/// the representable's value or what `updateUIView(_:context:)` reads changes, and handed to
/// `dismantleUIView(_:coordinator:)` when the identity ends. The coordinator
/// (`makeCoordinator()`) lives as long as the view: make it the view's delegate or target.
/// Sizing follows SwiftUI: `sizeThatFits(_:uiView:context:)` when it answers; otherwise, along
/// an axis with an intrinsic content size, the view keeps that size unless its hugging
/// priority is below 250 (it grows) or its compression resistance below 750 (it shrinks);
/// along an axis without one it takes what it is offered.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the state of the view with new information from SwiftUI.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the view in anticipation of its removal.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Creates the custom instance that you use to communicate changes from the view to other
    /// parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// The size of the view for `proposal`; `nil` (the default) sizes it by its intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public var body: Never { _primitiveBody() }

    /// How the graph hosts it.
    var _leaf: any _PrimitiveView { _RepresentableLeaf(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given: its coordinator, the update's transaction and
/// the environment it is in.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment of the representable's place in the hierarchy.
    public var environment: EnvironmentValues
}

/// A UIKit view inside the graph: made, updated and dismantled with its node's identity.
struct _RepresentableLeaf<Representable: UIViewRepresentable>: _LeafView {
    let representable: Representable

    /// The coordinator, kept with the node, and the dismantling at its end.
    final class Storage: _NodeEndObserver {
        let coordinator: Representable.Coordinator

        init(coordinator: Representable.Coordinator) {
            self.coordinator = coordinator
        }

        func nodeDidEnd(_ node: _ViewNode) {
            guard let view = node.platformView as? Representable.UIViewType else { return }
            Representable.dismantleUIView(view, coordinator: coordinator)
        }
    }

    private func context(_ node: _ViewNode) -> UIViewRepresentableContext<Representable> {
        let storage = node.primitiveStorage as? Storage ?? Storage(coordinator: representable.makeCoordinator())
        node.primitiveStorage = storage
        return UIViewRepresentableContext(coordinator: storage.coordinator, transaction: Transaction(), environment: node.environment)
    }

    func _updatePlatformView(_ node: _ViewNode) {
        let context = context(node)
        let view = platformView(node) { representable.makeUIView(context: context) }
        representable.updateUIView(view, context: context)
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        guard let view = node.platformView as? Representable.UIViewType else { return .zero }
        if let size = representable.sizeThatFits(proposal, uiView: view, context: context(node)) { return size }
        return _RepresentableSizing.size(of: view, for: proposal)
    }

    var _sizeDependsOnlyOnProposal: Bool { false }
}

/// SwiftUI's sizing of a UIKit view that gives no size of its own.
@MainActor
enum _RepresentableSizing {
    static func size(of view: UIView, for proposal: ProposedViewSize) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: length(intrinsic.width, proposed: proposal.width, view: view, axis: .horizontal),
            height: length(intrinsic.height, proposed: proposal.height, view: view, axis: .vertical))
    }

    private static func length(_ intrinsic: CGFloat, proposed: CGFloat?, view: UIView, axis: NSLayoutConstraint.Axis) -> CGFloat {
        guard intrinsic != UIView.noIntrinsicMetric else {
            guard let proposed, proposed.isFinite else { return 0 }
            return proposed
        }
        guard let proposed else { return intrinsic }
        let hugs = view.contentHuggingPriority(for: axis) >= .defaultLow
        let resists = view.contentCompressionResistancePriority(for: axis) >= .defaultHigh
        var length = proposed
        if hugs { length = min(length, intrinsic) }
        if resists { length = max(length, intrinsic) }
        return length.isFinite ? length : intrinsic
    }
}
