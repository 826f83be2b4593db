/// A visual element that can be used to separate other content.
///
/// In a vertical stack (or outside stacks) a divider is a horizontal line as wide as it is
/// offered; in a horizontal stack, a vertical line as tall. On the terminal grid a line is one
/// cell thick (a row of `─` or a column of `│`) where iOS draws a hairline.
public struct Divider: View {
    public init() {}

    public var body: Never { _primitiveBody() }
}

extension Divider: _LeafView {
    func _updatePlatformView(_ node: _ViewNode) {
        _ = platformView(node) { _DividerView() }
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        let vertical = axis == .horizontal
        (node.platformView as? _DividerView)?.isVertical = vertical
        let grid = CellGrid.current
        return vertical
            ? CGSize(width: grid.cellWidth, height: proposal.height ?? grid.cellHeight)
            : CGSize(width: proposal.width ?? grid.cellWidth, height: grid.cellHeight)
    }

    var _spacing: ViewSpacing { .zero }

    /// A spacer's (a divider's) size follows the axis of its stack.
    var _sizeDependsOnlyOnProposal: Bool { false }

    func _willPlace(_ node: _ViewNode, size: CGSize) {
        (node.platformView as? _DividerView)?.draw(size: size)
    }
}
