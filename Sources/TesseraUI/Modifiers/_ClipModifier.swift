/// Clips its content to its bounds, optionally with rounded corners: the content's platform
/// views live in a clipping view of their own.
struct _ClipModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    let cornerRadius: CGFloat

    func _update(_ node: _ViewNode, content: any View) {
        let clip = node.platformView as? _ClipView ?? _ClipView()
        node.platformView = clip
        if clip.layer.cornerRadius != cornerRadius { clip.layer.cornerRadius = cornerRadius }
        clip.applyVisibility(of: node.environment)
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard let clip = node.platformView as? _ClipView else { return node.childElements() }
        let elements = node.childElements()
        let content = elements.combined(by: VStackLayout())
        return [_ViewElement(clip, .inside, content: content)]
    }
}

/// The view that clips a `clipped()` or `cornerRadius(_:)` view's content.
final class _ClipView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension View {
    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ClipModifier(cornerRadius: 0))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    @available(iOS, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_ClipModifier(cornerRadius: radius))
    }

    /// Adds a border to this view with the specified style and width, drawn inside its frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(_Border(color: (content as? any _ColorShapeStyle)?._color ?? .clear, width: width))
    }
}

/// A border: a view whose layer strokes its bounds.
struct _Border: View, _LeafView {
    let color: Color
    let width: CGFloat

    var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        let view = platformView(node) { UIView() }
        view.isUserInteractionEnabled = false
        view.backgroundColor = nil
        view.layer.borderWidth = width
        view.layer.borderColor = color.uiColor.cgColor
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
