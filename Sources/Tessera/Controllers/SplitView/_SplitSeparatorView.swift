import Foundation

/// The one-column vertical line between two columns of an expanded split view controller.
@MainActor
final class _SplitSeparatorView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(bounds, color: UIColor.systemBackground.components())
        let cells = context.cells(for: bounds)
        guard cells.width > 0 else { return }
        for row in cells.minRow..<(cells.minRow + cells.height) {
            context.drawText("│", column: cells.minColumn, row: row, color: UIColor.opaqueSeparator.components(), attributes: [])
        }
    }
}
