/// Gives its content a fixed width, height or both, and aligns it within.
struct _FrameLayout: ViewModifier, _LayoutModifier {
    typealias Body = Never

    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = content.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        let childProposal = childProposal(proposal)
        let size = content.sizeThatFits(childProposal)
        content.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: childProposal, placement)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// The content's guide, moved by where the content sits in the frame.
    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize, content: any _LayoutElement) -> CGFloat? {
        let child = content.sizeThatFits(childProposal(ProposedViewSize(size)))
        let origin = alignment.origin(of: child, in: CGRect(origin: .zero, size: size))
        return content.explicitAlignment(key, in: child).map { $0 + (key.axis == .horizontal ? origin.x : origin.y) }
    }
}
