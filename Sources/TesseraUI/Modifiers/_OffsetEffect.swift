/// Draws its content moved, without changing its layout.
struct _OffsetEffect: ViewModifier, _LayoutModifier {
    typealias Body = Never

    let offset: CGSize

    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        content.place(in: bounds.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal, placement)
    }
}
