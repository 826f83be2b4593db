/// Sets an alignment guide of its content to a computed value.
struct _AlignmentGuideLayout: ViewModifier, _LayoutModifier {
    typealias Body = Never

    let key: _AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, content: any _LayoutElement) -> CGSize {
        content.sizeThatFits(proposal)
    }

    func place(content: any _LayoutElement, in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        content.place(in: bounds, proposal: proposal, placement)
    }

    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize, content: any _LayoutElement) -> CGFloat? {
        guard key == self.key else { return content.explicitAlignment(key, in: size) }
        return computeValue(ViewDimensions(size: size) { content.explicitAlignment($0, in: size) })
    }
}

extension View {
    /// Sets the view's horizontal alignment: where its guide sits, computed from its
    /// dimensions, when a container lines views up on it.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment: where its guide sits, computed from its
    /// dimensions, when a container lines views up on it.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }
}
