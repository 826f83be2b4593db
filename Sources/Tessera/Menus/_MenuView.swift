import Foundation

/// Draws a shown menu as a bordered box of rows and turns clicks and keys into choices.
///
/// A row reads, left to right: a check mark column when some action is on (✓ on, − mixed),
/// the title, and at the right edge the image's glyph and, for a submenu, a chevron (›).
/// Destructive actions draw red, disabled ones dimmed, the highlighted row inverted; arrows
/// in the border show there are rows scrolled out of sight.
@MainActor
final class _MenuView: UIView {
    private weak var controller: _MenuController?

    init(controller: _MenuController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("_MenuView is created in code only")
    }

    override var canBecomeFirstResponder: Bool { true }

    /// The box and scroll position for the open level, in this view's cells.
    private func makeLayout() -> _MenuLayout {
        guard let controller else { return _MenuLayout() }
        let grid = CellGrid.current
        let anchor = convert(controller.anchor, from: nil)
        let minColumn = Int((anchor.minX / grid.cellWidth).rounded(.down))
        let minRow = Int((anchor.minY / grid.cellHeight).rounded(.down))
        let anchorCells = CellRect(
            minColumn: minColumn, minRow: minRow,
            maxColumn: max(minColumn + 1, Int((anchor.maxX / grid.cellWidth).rounded(.up))),
            maxRow: max(minRow + 1, Int((anchor.maxY / grid.cellHeight).rounded(.up))))
        let screen = CellRect(columns: Int(bounds.width / grid.cellWidth), rows: Int(bounds.height / grid.cellHeight))
        let level = controller.current
        let layout = _MenuLayout(
            contentWidth: level.content.contentWidth, rowCount: level.content.rows.count, anchor: anchorCells,
            screen: screen, highlighted: level.highlighted, firstRow: level.firstRow)
        if layout.firstRow != level.firstRow { controller.setFirstRow(layout.firstRow) }
        return layout
    }

    override func draw(_ rect: CGRect) {
        guard let controller, let context = UIGraphicsGetCurrentContext() else { return }
        let layout = makeLayout()
        let origin = context.cell(at: .zero)
        let box = CellRect(
            minColumn: layout.box.minColumn + origin.column, minRow: layout.box.minRow + origin.row,
            maxColumn: layout.box.maxColumn + origin.column, maxRow: layout.box.maxRow + origin.row)
        guard !box.isEmpty else { return }
        context.canvas.fill(box, color: UIColor.secondarySystemBackground.components(), clip: context.clipCells)
        guard box.width >= 2, box.height >= 2 else { return }
        let border = UIColor.opaqueSeparator.components()
        let inner = box.width - 2
        let level = controller.current
        let rows = level.content.rows
        let hasAbove = layout.firstRow > 0
        let hasBelow = layout.firstRow + layout.visibleRowCount < rows.count
        context.drawText("╭" + Self.line(inner, marker: hasAbove ? "▲" : nil) + "╮", column: box.minColumn, row: box.minRow, color: border, attributes: [])
        context.drawText("╰" + Self.line(inner, marker: hasBelow ? "▼" : nil) + "╯", column: box.minColumn, row: box.maxRow - 1, color: border, attributes: [])
        for offset in 0..<layout.visibleRowCount {
            let row = box.minRow + 1 + offset
            let index = layout.firstRow + offset
            guard rows.indices.contains(index) else { break }
            if rows[index].isSeparator {
                context.drawText("├" + String(repeating: "─", count: inner) + "┤", column: box.minColumn, row: row, color: border, attributes: [])
                continue
            }
            context.drawText("│", column: box.minColumn, row: row, color: border, attributes: [])
            context.drawText("│", column: box.maxColumn - 1, row: row, color: border, attributes: [])
            draw(rows[index], of: level.content, isHighlighted: index == level.highlighted, in: context, column: box.minColumn + 1, row: row, width: inner)
        }
    }

    /// A border line `width` columns long, with `marker` in its middle.
    private static func line(_ width: Int, marker: String?) -> String {
        guard let marker, width >= 1 else { return String(repeating: "─", count: width) }
        let left = (width - 1) / 2
        return String(repeating: "─", count: left) + marker + String(repeating: "─", count: width - 1 - left)
    }

    private func draw(_ row: _MenuRow, of content: _MenuContent, isHighlighted: Bool, in context: CGContext, column: Int, row line: Int, width: Int) {
        var leading = ""
        var title = ""
        var trailing = ""
        var color = UIColor.label
        var attributes: CellAttributes = []
        let state = content.showsStateColumn
        switch row {
        case .title(let text):
            title = text
            color = .secondaryLabel
        case .back(let menu):
            title = "‹ " + menu.title
            attributes.insert(.bold)
        case .action(let action, _):
            if state { leading = action.state == .on ? "✓ " : action.state == .mixed ? "− " : "  " }
            title = action.title
            trailing = Self.glyph(of: action.image)
            if action.attributes.contains(.destructive) { color = .systemRed }
            if action.attributes.contains(.disabled) { color = .tertiaryLabel }
        case .submenu(let menu):
            if state { leading = "  " }
            title = menu.title
            trailing = Self.glyph(of: menu.image) + (menu.image == nil ? "›" : " ›")
            if menu.options.contains(.destructive) { color = .systemRed }
        case .loading:
            title = _MenuContent.loadingText
            color = .secondaryLabel
        case .separator:
            return
        }
        if isHighlighted { attributes.insert(.inverse) }
        let text = " " + leading + title
        let end = " " + trailing + (trailing.isEmpty ? "" : " ")
        let gap = max(0, width - columnWidth(of: text) - columnWidth(of: end))
        let full = text + String(repeating: " ", count: gap) + end
        context.drawText(Self.prefix(of: full, columns: width), column: column, row: line, color: color.components(), attributes: attributes)
    }

    /// The start of `text` that fits in `columns`: a narrow screen cuts a row's end.
    private static func prefix(of text: String, columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            used += columnWidth(of: character)
            if used > columns { break }
            result.append(character)
        }
        return result
    }

    /// The one-cell glyph of a menu image: a symbol's glyph, a box for other images.
    private static func glyph(of image: UIImage?) -> String {
        guard let image else { return "" }
        return image.symbol.map { String($0.glyph) } ?? "▣"
    }

    // MARK: Input

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let controller, let point = touches.first?.location(in: self) else { return }
        let grid = CellGrid.current
        let column = Int((point.x / grid.cellWidth).rounded(.down))
        let row = Int((point.y / grid.cellHeight).rounded(.down))
        let layout = makeLayout()
        if let index = layout.row(atColumn: column, row: row, rowCount: controller.current.content.rows.count) {
            controller.choose(row: index)
        } else if !layout.box.contains(column: column, row: row) {
            controller.cancel()
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let controller, let key = presses.first?.key, controller.handleKey(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }
}
