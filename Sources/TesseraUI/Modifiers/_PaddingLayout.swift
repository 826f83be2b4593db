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

    /// The content's guide, moved by the inset before it.
    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize, content: any _LayoutElement) -> CGFloat? {
        let inner = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        return content.explicitAlignment(key, in: inner).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
    }
}
