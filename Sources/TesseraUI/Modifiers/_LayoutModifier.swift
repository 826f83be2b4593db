/// A modifier that changes how its content is sized and placed (padding, frames, offsets):
/// applied to several views (a group), it applies to each.
@MainActor
protocol _LayoutModifier: _PrimitiveModifier {
    /// The size for `proposal`, given the content.
    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize
    /// Places the content within `bounds`, which the modifier's size fills.
    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement)
    /// The explicit value of an alignment guide of the modified view of `size`: by default
    /// the content's.
    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize, content: any _LayoutElement) -> CGFloat?
}

extension _LayoutModifier {
    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize, content: any _LayoutElement) -> CGFloat? {
        content.explicitAlignment(key, in: size)
    }

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

    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize) -> CGFloat? {
        modifier.explicitAlignment(key, in: size, content: content)
    }
}
