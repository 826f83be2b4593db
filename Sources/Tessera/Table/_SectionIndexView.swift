import Foundation

/// The section index at a table's trailing edge, left of the scroll indicator: one title per
/// terminal row (every n-th when they do not fit); a click jumps to its section.
@MainActor
final class _SectionIndexView: UIView {
    weak var table: UITableView?
    var titles: [String] = [] {
        didSet { if titles != oldValue { setNeedsDisplay() } }
    }
    var color: UIColor?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("_SectionIndexView is created in code only")
    }

    /// Titles shown, with their indexes: all of them, or evenly spaced ones when too many.
    private func shownTitles(rows: Int) -> [(index: Int, title: String)] {
        guard rows > 0, !titles.isEmpty else { return [] }
        let step = max(1, Int((Double(titles.count) / Double(rows)).rounded(.up)))
        return stride(from: 0, to: titles.count, by: step).map { ($0, titles[$0]) }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        let shown = shownTitles(rows: area.height)
        let top = area.minRow + (area.height - shown.count) / 2
        let color = (color ?? tintColor ?? .systemBlue).components()
        for (offset, entry) in shown.enumerated() {
            context.drawText(String(entry.title.prefix(1)), column: area.maxColumn - 2, row: top + offset, color: color, attributes: [])
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let table, let point = touches.first?.location(in: self) else { return }
        let rows = Int(bounds.height / CellGrid.current.cellHeight)
        let shown = shownTitles(rows: rows)
        let top = (rows - shown.count) / 2
        let row = Int(point.y / CellGrid.current.cellHeight) - top
        guard shown.indices.contains(row) else { return }
        table.sectionIndexChosen(shown[row].index, title: shown[row].title)
    }
}
