import Foundation

/// The red "Delete" button a row shows at its trailing edge after a tap on its delete control
/// or a swipe: white title centred on the row's text line, one column of padding each side.
@MainActor
final class _DeleteConfirmationButton: UIControl {
    /// The title, "Delete" unless the table's delegate gives another.
    var title = "Delete" {
        didSet {
            guard title != oldValue else { return }
            shapedTitle = ShapedText(title)
            setNeedsDisplay()
        }
    }
    private var shapedTitle = ShapedText("Delete")
    /// The row (in points, from the top) the title is drawn on.
    var titleY: CGFloat = 0 {
        didSet { if titleY != oldValue { setNeedsDisplay() } }
    }
    /// What a tap does: commit the deletion.
    var onTap: (() -> Void)?

    init() {
        super.init(frame: .zero)
        backgroundColor = .systemRed
        addAction(UIAction { [unowned self] _ in onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The width the button needs for `title`: its columns plus one column each side.
    static func width(for title: String) -> CGFloat {
        CGFloat(ShapedText(title).width + 2) * CellGrid.current.cellWidth
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        let text = shapedTitle
        let row = context.cell(at: CGPoint(x: bounds.minX, y: titleY)).row
        let column = area.minColumn + max(0, (area.width - text.width) / 2)
        context.drawText(text, column: column, row: row, color: UIColor.white.components(), attributes: [.bold])
    }
}
