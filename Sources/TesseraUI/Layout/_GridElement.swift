/// A grid's element: columns as wide as their widest cells, rows as tall as their tallest,
/// cells aligned in their areas (see ``Grid``).
final class _GridElement: _LayoutElement {
    enum Row {
        /// A `GridRow`'s cells, with the row's vertical alignment.
        case cells([any _LayoutElement], alignment: VerticalAlignment?)
        /// Any other view: a row across the whole grid.
        case across([any _LayoutElement])
    }

    /// One cell: its element and where it sits.
    private struct Cell {
        let element: any _LayoutElement
        let column: Int
        let span: Int
        var grid: _GridCellElement? { element as? _GridCellElement }
    }

    private struct Measured {
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var width: CGFloat
    }

    private let rows: [Row]
    private let cells: [[Cell]]
    private let columnCount: Int
    private let alignment: Alignment
    private let horizontalSpacing: CGFloat
    private let verticalSpacing: CGFloat
    private var measured: Measured?

    init(rows: [Row], alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        var cells: [[Cell]] = []
        for row in rows {
            guard case .cells(let elements, _) = row else {
                cells.append([])
                continue
            }
            var column = 0
            cells.append(
                elements.map { element in
                    let span = (element as? _GridCellElement)?.columns ?? 1
                    defer { column += span }
                    return Cell(element: element, column: column, span: span)
                })
        }
        self.cells = cells
        columnCount = cells.map { $0.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        for row in rows {
            switch row {
            case .cells(let elements, _), .across(let elements): for element in elements { element.setContainerAxis(nil) }
            }
        }
    }

    /// Column widths from the cells' ideal widths, then row heights for those widths.
    /// O(cells), each asked about two proposals.
    private func measure() -> Measured {
        if let measured { return measured }
        var widths = [CGFloat](repeating: 0, count: columnCount)
        let sized = cells.map { $0.filter { !($0.grid?.unsizedAxes.contains(.horizontal) ?? false) } }
        for cell in sized.joined() where cell.span == 1 {
            widths[cell.column] = max(widths[cell.column], cell.element.sizeThatFits(.unspecified).width)
        }
        for cell in sized.joined() where cell.span > 1 {
            let needed = cell.element.sizeThatFits(.unspecified).width
            let available = width(of: cell, in: widths)
            if needed > available { widths[cell.column + cell.span - 1] += needed - available }
        }
        var total = widths.reduce(0, +) + CGFloat(max(0, columnCount - 1)) * horizontalSpacing
        for case .across(let elements) in rows {
            for element in elements { total = max(total, element.sizeThatFits(.unspecified).width) }
        }
        var heights: [CGFloat] = []
        for (index, row) in rows.enumerated() {
            switch row {
            case .cells:
                heights.append(
                    cells[index].filter { !($0.grid?.unsizedAxes.contains(.vertical) ?? false) }.map { cell in
                        cell.element.sizeThatFits(ProposedViewSize(width: width(of: cell, in: widths), height: nil)).height
                    }.max() ?? 0)
            case .across(let elements):
                heights.append(elements.map { $0.sizeThatFits(ProposedViewSize(width: total, height: nil)).height }.reduce(0, +))
            }
        }
        let result = Measured(columnWidths: widths, rowHeights: heights, width: total)
        measured = result
        return result
    }

    private func width(of cell: Cell, in widths: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        return widths[cell.column..<end].reduce(0, +) + CGFloat(max(0, end - cell.column - 1)) * horizontalSpacing
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let measured = measure()
        let height = measured.rowHeights.reduce(0, +) + CGFloat(max(0, rows.count - 1)) * verticalSpacing
        return CGSize(width: measured.width, height: height)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        let measured = measure()
        var columnX: [CGFloat] = []
        var x = bounds.minX
        for width in measured.columnWidths {
            columnX.append(x)
            x += width + horizontalSpacing
        }
        // A column aligns as any of its cells asks (`gridColumnAlignment`).
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in cells.joined() { if let guide = cell.grid?.columnAlignment { columnAlignments[cell.column] = guide } }
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            let height = measured.rowHeights[index]
            switch row {
            case .across(let elements):
                var top = y
                for element in elements {
                    let size = element.sizeThatFits(ProposedViewSize(width: measured.width, height: nil))
                    let area = CGRect(x: bounds.minX, y: top, width: measured.width, height: size.height)
                    let origin = Alignment(horizontal: alignment.horizontal, vertical: .top).origin(of: size, in: area)
                    element.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(area.size), placement)
                    top += size.height
                }
            case .cells(_, let rowAlignment):
                for cell in cells[index] {
                    let area = CGRect(x: columnX[cell.column], y: y, width: width(of: cell, in: measured.columnWidths), height: height)
                    let unsized = cell.grid?.unsizedAxes ?? []
                    var size = cell.element.sizeThatFits(ProposedViewSize(area.size))
                    if unsized.contains(.horizontal) { size.width = area.width }
                    if unsized.contains(.vertical) { size.height = area.height }
                    size = CGSize(width: min(size.width, area.width), height: min(size.height, area.height))
                    let origin: CGPoint
                    if let anchor = cell.grid?.anchor {
                        origin = CGPoint(
                            x: area.minX + (area.width - size.width) * anchor.x, y: area.minY + (area.height - size.height) * anchor.y)
                    } else {
                        let horizontal = columnAlignments[cell.column] ?? alignment.horizontal
                        origin = Alignment(horizontal: horizontal, vertical: rowAlignment ?? alignment.vertical).origin(of: size, in: area)
                    }
                    cell.element.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(area.size), placement)
                }
            }
            y += height + verticalSpacing
        }
    }
}
