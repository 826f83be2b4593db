import Foundation

/// A cell's separator: a line of "─" on the cell's last terminal row.
///
/// UIKit draws a hairline at the bottom edge; a hairline covers no character cell, so this
/// view is one grid row tall, at the bottom of the cell, and draws the line in that row over
/// whatever is beneath (it paints no background). The cell places it from
/// `separatorInset.left` to its width minus `separatorInset.right`.
@MainActor
final class _CellSeparatorView: UIView {
    /// The line's colour.
    var color: UIColor = .separator {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The last line drawn, kept so that redrawing at the same width allocates nothing.
    private var line = ShapedText("")

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        if line.width != area.width { line = ShapedText(String(repeating: "─", count: area.width)) }
        context.drawText(line, column: area.minColumn, row: area.maxRow - 1, color: color.components(), attributes: [])
    }
}
