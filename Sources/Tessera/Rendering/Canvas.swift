import Foundation

/// A grid of character cells that views draw into and the hosts print.
///
/// The compositor draws a window into a canvas; the headless host turns it into plain text,
/// ANSI or SVG; the terminal host writes only the cells that differ from the last canvas.
/// Drawing keeps wide characters consistent: overwriting either half of a wide character
/// blanks the other half, so the terminal never sees half a character.
public struct Canvas: Hashable, Sendable {
    /// One character cell.
    public struct Cell: Hashable, Sendable {
        public var glyph: Glyph
        public var foreground: CellColor
        public var background: CellColor
        public var attributes: CellAttributes

        public init(glyph: Glyph = .space, foreground: CellColor = .default, background: CellColor = .default, attributes: CellAttributes = []) {
            self.glyph = glyph
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }

        /// An empty cell in the terminal's default colours.
        public static let blank = Cell()
    }

    public let columns: Int
    public let rows: Int
    /// Row-major cells; `cells.count == columns * rows`.
    public private(set) var cells: [Cell]
    /// Drawings shown as real pixels over their cells, in drawing order; empty unless the
    /// frame was rendered for a terminal that shows pixels (see ``Image``).
    public internal(set) var images: [Image] = []

    /// The colour assumed under cells whose background is the terminal default, for blending.
    var baseBackground: UIColor.Components
    /// The colour assumed for default foregrounds, for blending.
    var baseForeground: UIColor.Components

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
        baseBackground = UIColor.systemBackground.components()
        baseForeground = UIColor.label.components()
    }

    /// All cells of the canvas.
    public var bounds: CellRect { CellRect(columns: columns, rows: rows) }

    /// Whether every cell is blank (nothing was drawn).
    ///
    /// - Complexity: O(cells).
    var isBlank: Bool {
        let blank = Cell.blank
        return cells.withUnsafeBufferPointer { cells in
            for cell in cells where cell != blank { return false }
            return true
        }
    }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// The cells of one row, for diffing.
    func row(_ row: Int) -> ArraySlice<Cell> {
        cells[(row * columns)..<((row + 1) * columns)]
    }

    // MARK: Text snapshots

    /// One row as text, trailing spaces removed; the right halves of wide characters add nothing.
    public func text(ofRow row: Int) -> String {
        var line = ""
        for column in 0..<columns {
            line += self[column, row].glyph.string
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The whole canvas as text, one line per row, trailing spaces removed.
    public var text: String {
        (0..<rows).map { text(ofRow: $0) }.joined(separator: "\n")
    }

    // MARK: Drawing

    /// Fills `rect ∩ clip` with `color`.
    ///
    /// An opaque colour replaces the cells (text underneath disappears); a translucent one
    /// tints both background and text; a clear one changes nothing.
    mutating func fill(_ rect: CellRect, color: UIColor.Components, clip: CellRect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty, color.alpha > 0 else { return }
        if color.alpha >= 1 {
            let cell = Cell(background: Self.cellColor(color))
            for row in area.minRow..<area.maxRow {
                repairWideCharacters(row: row, from: area.minColumn, to: area.maxColumn)
                let start = row * columns
                for column in area.minColumn..<area.maxColumn {
                    cells[start + column] = cell
                }
            }
        } else {
            for row in area.minRow..<area.maxRow {
                for column in area.minColumn..<area.maxColumn {
                    let index = row * columns + column
                    cells[index].background = blend(color, over: cells[index].background, base: baseBackground)
                    cells[index].foreground = blend(color, over: cells[index].foreground, base: baseForeground)
                }
            }
        }
    }

    /// Draws one grapheme cluster at a cell, keeping the background; returns the columns it takes.
    ///
    /// A wide character whose right half would fall outside `clip` draws as a space.
    @discardableResult
    mutating func draw(
        _ character: Character, column: Int, row: Int, color: UIColor.Components,
        attributes: CellAttributes, clip: CellRect
    ) -> Int {
        let width = columnWidth(of: character)
        guard width > 0 else { return 0 }
        let area = clip.intersection(bounds)
        guard area.contains(column: column, row: row) else { return width }
        if width == 2 && !area.contains(column: column + 1, row: row) {
            repairWideCharacters(row: row, from: column, to: column + 1)
            put(.space, column: column, row: row, color: color, attributes: attributes)
            return width
        }
        repairWideCharacters(row: row, from: column, to: column + width)
        put(Glyph(character), column: column, row: row, color: color, attributes: attributes)
        if width == 2 {
            // A terminal shows a wide character on one background: its lead cell's.
            cells[row * columns + column + 1] = cells[row * columns + column]
            cells[row * columns + column + 1].glyph = .continuation
        }
        return width
    }

    /// Draws text on one row starting at `column`; returns the columns it takes.
    @discardableResult
    mutating func draw(
        _ text: some StringProtocol, column: Int, row: Int, color: UIColor.Components,
        attributes: CellAttributes, clip: CellRect
    ) -> Int {
        let shaped = ShapedText(text)
        draw(shaped, column: column, row: row, color: color, attributes: attributes, clip: clip)
        return shaped.width
    }

    /// Draws shaped text on one row starting at `column`, keeping the background.
    ///
    /// - Complexity: O(glyphs); no text processing happens here.
    mutating func draw(
        _ text: ShapedText, column: Int, row: Int, color: UIColor.Components, attributes: CellAttributes, clip: CellRect
    ) {
        let area = clip.intersection(bounds)
        guard row >= area.minRow, row < area.maxRow, column < area.maxColumn, column + text.width > area.minColumn else { return }
        let opaque: CellColor? = color.alpha >= 1 ? Self.cellColor(color) : nil
        // A translucent colour blends with each cell's background; neighbours mostly share one,
        // so the last blend is reused.
        var blended: (background: CellColor, foreground: CellColor)?
        func foreground(at x: Int) -> CellColor {
            if let opaque { return opaque }
            let background = cells[row * columns + x].background
            if let blended, blended.background == background { return blended.foreground }
            let foreground = blend(color, over: background, base: baseBackground)
            blended = (background, foreground)
            return foreground
        }
        var x = column
        for (glyph, width) in zip(text.glyphs, text.widths) {
            defer { x += Int(width) }
            if x >= area.maxColumn { break }
            if x < area.minColumn { continue }
            if width == 2 && x + 1 >= area.maxColumn {
                repairWideCharacters(row: row, from: x, to: x + 1)
                put(.space, column: x, row: row, color: color, foreground: foreground(at: x), attributes: attributes)
                continue
            }
            repairWideCharacters(row: row, from: x, to: x + Int(width))
            put(glyph, column: x, row: row, color: color, foreground: foreground(at: x), attributes: attributes)
            if width == 2 {
                // A terminal shows a wide character on one background: its lead cell's.
                cells[row * columns + x + 1] = cells[row * columns + x]
                cells[row * columns + x + 1].glyph = .continuation
            }
        }
    }

    /// Draws `count` copies of a one-column glyph on one row from `column`, keeping the
    /// background: rules and separators, without shaping any text.
    ///
    /// - Complexity: O(count).
    mutating func drawRun(
        of glyph: Glyph, count: Int, column: Int, row: Int, color: UIColor.Components, attributes: CellAttributes, clip: CellRect
    ) {
        let area = clip.intersection(bounds)
        guard row >= area.minRow, row < area.maxRow else { return }
        let start = max(column, area.minColumn)
        let end = min(column + count, area.maxColumn)
        guard start < end else { return }
        repairWideCharacters(row: row, from: start, to: end)
        let opaque: CellColor? = color.alpha >= 1 ? Self.cellColor(color) : nil
        var blended: (background: CellColor, foreground: CellColor)?
        let rowStart = row * columns
        for x in start..<end {
            var foreground = opaque
            if foreground == nil {
                let background = cells[rowStart + x].background
                if let blended, blended.background == background {
                    foreground = blended.foreground
                } else {
                    let mixed = blend(color, over: background, base: baseBackground)
                    blended = (background, mixed)
                    foreground = mixed
                }
            }
            cells[rowStart + x].glyph = glyph
            cells[rowStart + x].foreground = foreground!
            cells[rowStart + x].attributes = attributes
        }
    }

    /// Paints one half-block pixel: the top (`isTop`) or bottom half of a cell, blending `color`
    /// over what the half showed before.
    mutating func setPixel(column: Int, pixelRow: Int, color: UIColor.Components, clip: CellRect) {
        let row = pixelRow >> 1
        guard color.alpha > 0, clip.intersection(bounds).contains(column: column, row: row) else { return }
        let upperHalf: Unicode.Scalar = "▀"
        let index = row * columns + column
        var cell = cells[index]
        let wasHalfBlock = cell.glyph == Glyph(upperHalf)
        if !wasHalfBlock {
            repairWideCharacters(row: row, from: column, to: column + 1)
            cell = cells[index]
        }
        // Before this pixel, the top half showed the glyph colour of a half block, else the background.
        let top = wasHalfBlock ? cell.foreground : cell.background
        let bottom = cell.background
        if pixelRow & 1 == 0 {
            cell.foreground = blend(color, over: top, base: baseBackground)
            cell.background = bottom
        } else {
            cell.foreground = top
            cell.background = blend(color, over: bottom, base: baseBackground)
        }
        cell.glyph = Glyph(upperHalf)
        cell.attributes = []
        cells[index] = cell
    }

    // MARK: Internals

    private mutating func put(
        _ glyph: Glyph, column: Int, row: Int, color: UIColor.Components, foreground: CellColor? = nil, attributes: CellAttributes
    ) {
        let index = row * columns + column
        cells[index].glyph = glyph
        cells[index].foreground = foreground ?? blend(color, over: cells[index].background, base: baseBackground)
        cells[index].attributes = attributes
    }

    /// Blanks the halves of wide characters that straddle the edges of `from..<to` on `row`.
    private mutating func repairWideCharacters(row: Int, from start: Int, to end: Int) {
        let rowStart = row * columns
        if start > 0, start < columns, cells[rowStart + start].glyph.isContinuation {
            cells[rowStart + start - 1].glyph = .space
        }
        if end > 0, end < columns, cells[rowStart + end].glyph.isContinuation {
            cells[rowStart + end].glyph = .space
        }
    }

    /// `color` composited over `destination` (its default resolved as `base`).
    private func blend(_ color: UIColor.Components, over destination: CellColor, base: UIColor.Components) -> CellColor {
        if color.alpha >= 1 { return Self.cellColor(color) }
        let alpha = color.alpha
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            destination.isDefault
            ? (base.red, base.green, base.blue)
            : (CGFloat(destination.red) / 255, CGFloat(destination.green) / 255, CGFloat(destination.blue) / 255)
        return Self.cellColor(UIColor.Components(
            red: color.red * alpha + r * (1 - alpha),
            green: color.green * alpha + g * (1 - alpha),
            blue: color.blue * alpha + b * (1 - alpha),
            alpha: 1))
    }

    static func cellColor(_ color: UIColor.Components) -> CellColor {
        CellColor(
            red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
            blue: UInt8((color.blue * 255).rounded()))
    }
}
