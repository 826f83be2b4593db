/// Bounds its content's size between minimums and maximums (and an ideal, when the proposal
/// leaves a dimension open), as SwiftUI's flexible frame does: in each dimension the frame
/// takes the proposal clamped to its bounds, where a missing bound is the content's size.
struct _FlexFrameLayout: ViewModifier, _LayoutModifier {
    typealias Body = Never

    let minWidth, idealWidth, maxWidth: CGFloat?
    let minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize {
        let childProposal = childProposal(proposal)
        let size = content.sizeThatFits(childProposal)
        return CGSize(
            width: Self.clamp(size.width, proposed: proposal.width ?? idealWidth, min: minWidth, max: maxWidth),
            height: Self.clamp(size.height, proposed: proposal.height ?? idealHeight, min: minHeight, max: maxHeight))
    }

    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        let childProposal = childProposal(ProposedViewSize(bounds.size))
        let size = content.sizeThatFits(childProposal)
        content.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: childProposal, placement)
    }

    /// The proposal to the content: the frame's proposal (or ideal) clamped to its bounds.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ value: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
            guard var value else { return nil }
            if let maximum { value = min(value, maximum) }
            if let minimum { value = max(value, minimum) }
            return value
        }
        return ProposedViewSize(
            width: clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
            height: clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
    }

    /// The frame's size in one dimension: the content's, pulled towards the proposal as far
    /// as the bounds allow.
    private static func clamp(_ child: CGFloat, proposed: CGFloat?, min minimum: CGFloat?, max maximum: CGFloat?) -> CGFloat {
        guard minimum != nil || maximum != nil else { return child }
        let proposed = proposed ?? child
        var result = child
        if let minimum { result = max(minimum, min(result, proposed)) }
        if let maximum { result = min(maximum, max(result, proposed)) }
        return result
    }

    /// The content's guide, moved by where the content sits in the frame.
    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize, content: any _LayoutElement) -> CGFloat? {
        let child = content.sizeThatFits(childProposal(ProposedViewSize(size)))
        let origin = alignment.origin(of: child, in: CGRect(origin: .zero, size: size))
        return content.explicitAlignment(key, in: child).map { $0 + (key.axis == .horizontal ? origin.x : origin.y) }
    }
}
