/// Layers a secondary view behind (`background`) or in front of (`overlay`) its content: the
/// secondary view is offered the content's size and aligned on it; the content's size is the
/// result.
///
/// The secondary view's own views are laid out as in a ``ZStack``. Several content views (a
/// group) share one secondary view around them, as in an implicit ``VStack``.
struct _SecondaryLayerModifier<Secondary: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    func _update(_ node: _ViewNode, content: any View) {
        node.updateChildren([(.body, content), (.secondary(0), secondary)])
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard node.children.count == 2 else { return [] }
        let contentElements = node.children[0].layoutElements()
        let content = contentElements.combined(by: VStackLayout())
        let layer = _ContainerElement(layout: ZStackLayout(alignment: alignment), subviews: node.children[1].layoutElements())
        return [_LayeredElement(content: content, layer: layer, isBackground: isBackground)]
    }
}

/// Content with a layer behind or in front of it.
final class _LayeredElement: _LayoutElement {
    private let content: any _LayoutElement
    private let layer: any _LayoutElement
    private let isBackground: Bool

    init(content: any _LayoutElement, layer: any _LayoutElement, isBackground: Bool) {
        self.content = content
        self.layer = layer
        self.isBackground = isBackground
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        if isBackground { layer.place(in: bounds, proposal: ProposedViewSize(bounds.size), placement) }
        content.place(in: bounds, proposal: proposal, placement)
        if !isBackground { layer.place(in: bounds, proposal: ProposedViewSize(bounds.size), placement) }
    }

    var layoutPriority: Double { content.layoutPriority }

    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize) -> CGFloat? {
        content.explicitAlignment(key, in: size)
    }
    var spacing: ViewSpacing { content.spacing }

    func setContainerAxis(_ axis: Axis?) {
        content.setContainerAxis(axis)
    }
}

extension View {
    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Layers the given view behind this view.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryLayerModifier(secondary: Self._fill(style), alignment: .center, isBackground: true))
    }

    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Places the given view in front of this view.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers the specified style in front of this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_SecondaryLayerModifier(secondary: Self._fill(style), alignment: .center, isBackground: false))
    }

    /// The colour a style fills with.
    private static func _fill<S: ShapeStyle>(_ style: S) -> Color {
        (style as? any _ColorShapeStyle)?._color ?? .clear
    }
}
