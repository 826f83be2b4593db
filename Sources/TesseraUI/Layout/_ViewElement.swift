/// A UIKit view that takes its content's place and size: a control behind its label (which
/// stays in the container's coordinates), or a view that holds its content (a clipping view, a
/// context menu's area: the content is placed inside it, in its coordinates).
final class _ViewElement: _LayoutElement {
    enum Arrangement {
        /// The view lies behind the content, covering it.
        case behind
        /// The content is the view's subviews.
        case inside
    }

    private let view: UIView
    private let content: any _LayoutElement
    private let arrangement: Arrangement

    init(_ view: UIView, _ arrangement: Arrangement, content: any _LayoutElement) {
        self.view = view
        self.arrangement = arrangement
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        placement.add(view, frame: bounds)
        switch arrangement {
        case .behind:
            content.place(in: bounds, proposal: proposal, placement)
        case .inside:
            let inner = _Placement()
            content.place(in: CGRect(origin: .zero, size: bounds.size), proposal: proposal, inner)
            inner.arrange(in: view)
        }
    }

    var layoutPriority: Double { content.layoutPriority }
    var spacing: ViewSpacing { content.spacing }

    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize) -> CGFloat? {
        content.explicitAlignment(key, in: size)
    }
}
