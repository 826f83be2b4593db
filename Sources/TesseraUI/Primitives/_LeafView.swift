/// A primitive that draws through one platform view: text, colours, images, controls.
@MainActor
protocol _LeafView: _PrimitiveView {
    /// Makes or updates `node.platformView` from this value and the node's environment.
    func _updatePlatformView(_ node: _ViewNode)
    /// The size the leaf chooses for `proposal`, directly in a stack along `axis` if any.
    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize
    /// The spacing the leaf prefers around it.
    var _spacing: ViewSpacing { get }
    /// Prepares the platform view for the size it was given, before it is positioned.
    func _willPlace(_ node: _ViewNode, size: CGSize)
    /// Whether the leaf's size depends only on the proposal and its value (not on the stack
    /// around it), so that its node may remember it across layout passes.
    var _sizeDependsOnlyOnProposal: Bool { get }
}

extension _LeafView {
    func _update(_ node: _ViewNode) {
        // What the leaf reads (a toggle's binding, say) invalidates it when it changes.
        node.track { _updatePlatformView(node) }
        node.platformView?.applyVisibility(of: node.environment)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        [_LeafElement(node: node, leaf: self)]
    }

    var _spacing: ViewSpacing { .default }

    func _willPlace(_ node: _ViewNode, size: CGSize) {}

    var _sizeDependsOnlyOnProposal: Bool { true }

    /// The node's platform view of type `T`, made the first time.
    func platformView<T: UIView>(_ node: _ViewNode, make: () -> T) -> T {
        if let view = node.platformView as? T { return view }
        let view = make()
        node.platformView = view
        return view
    }
}

extension UIView {
    /// Draws with the environment's opacity, hidden when the environment hides it.
    @MainActor
    func applyVisibility(of environment: EnvironmentValues) {
        let alpha = CGFloat(environment._opacity)
        if self.alpha != alpha { self.alpha = alpha }
        if isHidden != environment._isHidden { isHidden = environment._isHidden }
    }
}
