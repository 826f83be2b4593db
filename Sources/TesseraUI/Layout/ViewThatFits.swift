/// A view that adapts to the available space by providing the first child view that fits.
///
/// Each child is asked for its ideal size in the constrained axes; the first whose ideal size
/// fits the proposal is shown, else the last. Only the chosen child is placed, so only its
/// views are on screen; the others keep their state.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives
    /// provided by a view builder.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension ViewThatFits: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        [_FirstFittingElement(axes: axes, candidates: node.childElements())]
    }
}

/// Chooses the first candidate whose ideal size fits the proposal in the given axes.
final class _FirstFittingElement: _LayoutElement {
    private let axes: Axis.Set
    private let candidates: [any _LayoutElement]

    init(axes: Axis.Set, candidates: [any _LayoutElement]) {
        self.axes = axes
        self.candidates = candidates
    }

    private func choice(for proposal: ProposedViewSize) -> (any _LayoutElement)? {
        candidates.first { candidate in
            var ideal = ProposedViewSize.unspecified
            if !axes.contains(.horizontal) { ideal.width = proposal.width }
            if !axes.contains(.vertical) { ideal.height = proposal.height }
            let size = candidate.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity) + 1e-9
            let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity) + 1e-9
            return fitsWidth && fitsHeight
        } ?? candidates.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        choice(for: proposal)?.place(in: bounds, proposal: proposal, placement)
    }

    var layoutPriority: Double { candidates.map(\.layoutPriority).max() ?? 0 }
}
