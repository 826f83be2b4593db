/// Sets the priority with which a stack offers its content space.
struct _LayoutPriorityLayout: ViewModifier, _LayoutModifier {
    typealias Body = Never

    let priority: Double

    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        content.place(in: bounds, proposal: proposal, placement)
    }
}
