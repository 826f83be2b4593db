/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack.
public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion;
    /// `nil` for the platform's default (none on the terminal grid, as in a stack whose
    /// spacing already separates its views).
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { _primitiveBody() }
}

extension Spacer: _LeafView {
    func _updatePlatformView(_ node: _ViewNode) {}

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        let minimum = minLength ?? 0
        func length(_ proposed: CGFloat?) -> CGFloat { max(minimum, proposed ?? minimum) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    var _spacing: ViewSpacing { .zero }

    /// A spacer's (a divider's) size follows the axis of its stack.
    var _sizeDependsOnlyOnProposal: Bool { false }
}
