import Foundation

/// The keyboard focus mark of tables and collection views: a bar at the leading edge of the
/// focused row or item.
@MainActor
final class _FocusIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("_FocusIndicatorView is created in code only")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        let color = (tintColor ?? .systemBlue).components()
        for row in area.minRow..<max(area.minRow, area.maxRow) {
            context.drawText("▌", column: area.minColumn, row: row, color: color, attributes: [])
        }
    }
}
