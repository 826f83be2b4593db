/// Content placed inside a view of its own (a clipping view, a context menu's area), in that
/// view's coordinates: the view takes the content's place and size.
final class _ContainedElement: _LayoutElement {
    private let container: UIView
    private let content: any _LayoutElement

    init(container: UIView, content: any _LayoutElement) {
        self.container = container
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        placement.add(container, frame: bounds)
        let inner = _Placement()
        content.place(in: CGRect(origin: .zero, size: bounds.size), proposal: proposal, inner)
        inner.arrange(in: container)
    }

    var layoutPriority: Double { content.layoutPriority }
    var spacing: ViewSpacing { content.spacing }

    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize) -> CGFloat? {
        content.explicitAlignment(key, in: size)
    }
}
