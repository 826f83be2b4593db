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
