/// Proposes the content's ideal size in the fixed dimensions.
struct _FixedSizeLayout: ViewModifier, _LayoutModifier {
    typealias Body = Never

    let horizontal: Bool
    let vertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize {
        content.sizeThatFits(fixed(proposal))
    }

    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        content.place(in: bounds, proposal: fixed(proposal), placement)
    }

    private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
