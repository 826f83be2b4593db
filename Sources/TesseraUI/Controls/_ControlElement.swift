/// A control placed behind its content, covering it.
final class _ControlElement: _LayoutElement {
    private let control: UIView
    private let content: any _LayoutElement

    init(control: UIView, content: any _LayoutElement) {
        self.control = control
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        placement.add(control, frame: bounds)
        content.place(in: bounds, proposal: proposal, placement)
    }

    var layoutPriority: Double { content.layoutPriority }

    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize) -> CGFloat? {
        content.explicitAlignment(key, in: size)
    }
    var spacing: ViewSpacing { content.spacing }
}
