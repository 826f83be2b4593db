/// A modifier that changes how its content is sized and placed (padding, frames, offsets):
/// applied to several views (a group), it applies to each.
@MainActor
protocol _LayoutModifier: _PrimitiveModifier {
    /// The size for `proposal`, given the content.
    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize
    /// Places the content within `bounds`, which the modifier's size fills.
    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement)
}

extension _LayoutModifier {
    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        node.childElements().map { _ModifiedElement(modifier: self, content: $0) }
    }
}

/// A layout modifier's element around its content's.
final class _ModifiedElement: _LayoutElement {
    let modifier: any _LayoutModifier
    let content: any _LayoutElement

    init(modifier: any _LayoutModifier, content: any _LayoutElement) {
        self.modifier = modifier
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        modifier.sizeThatFits(proposal, content: content)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        modifier.place(content: content, in: bounds, proposal: proposal, placement)
    }

    var layoutPriority: Double { (modifier as? _LayoutPriorityLayout)?.priority ?? content.layoutPriority }

    var spacing: ViewSpacing { content.spacing }

    func setContainerAxis(_ axis: Axis?) {
        // A frame or padding around a spacer keeps it a spacer of the stack.
        content.setContainerAxis(axis)
    }
}

/// Insets each side of its content.
struct _PaddingLayout: ViewModifier, _LayoutModifier {
    typealias Body = Never

    let insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize {
        let size = content.sizeThatFits(inset(proposal))
        return CGSize(
            width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        let inner = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        content.place(in: inner, proposal: inset(proposal), placement)
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}

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
}

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
}

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
