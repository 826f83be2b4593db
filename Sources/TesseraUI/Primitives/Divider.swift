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

    func _willPlace(_ node: _ViewNode, size: CGSize) {
        (node.platformView as? _DividerView)?.draw(size: size)
    }
}

/// Draws a divider's line in the separator colour, one line character per cell.
final class _DividerView: UILabel {
    var isVertical = false

    /// Fills `size` with the line.
    func draw(size: CGSize) {
        let grid = CellGrid.current
        let columns = max(1, Int((size.width / grid.cellWidth).rounded()))
        let rows = max(1, Int((size.height / grid.cellHeight).rounded()))
        numberOfLines = 0
        textColor = .separator
        text = isVertical ? Array(repeating: "│", count: rows).joined(separator: "\n") : String(repeating: "─", count: columns)
    }
}
