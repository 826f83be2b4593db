import Foundation

/// Drawing one canvas into another: the captured pictures of snapshots and transitions.
///
/// A picture's cells compose as the views drew them: a cell with a background colour covers
/// what is below (blending with it at partial opacity, as a translucent fill does), a glyph
/// replaces the one below, and a blank cell (a space on the terminal's default background)
/// lets what is below show through. Stretching samples the nearest cell, so text is never
/// split; a wide character stays only where both its halves land side by side.
extension Canvas {
    /// A copy of the cells of `area`.
    ///
    /// - Complexity: O(cells of `area`).
    func region(_ area: CellRect) -> Canvas {
        let area = area.intersection(bounds)
        var copy = Canvas(columns: area.width, rows: area.height)
        copy.baseBackground = baseBackground
        copy.baseForeground = baseForeground
        for row in 0..<area.height {
            for column in 0..<area.width {
                copy[column, row] = self[area.minColumn + column, area.minRow + row]
            }
        }
        return copy
    }

    /// Puts the cells of `picture` at `area`'s origin, replacing what was there.
    ///
    /// - Complexity: O(cells of `area`).
    mutating func replace(_ area: CellRect, with picture: Canvas) {
        let area = area.intersection(bounds)
        for row in 0..<min(area.height, picture.rows) {
            for column in 0..<min(area.width, picture.columns) {
                self[area.minColumn + column, area.minRow + row] = picture[column, row]
            }
        }
    }

    /// Blanks every glyph, keeping the backgrounds: the cells under an image.
    mutating func removeGlyphs() {
        for row in 0..<rows {
            for column in 0..<columns where self[column, row].glyph != .space || !self[column, row].attributes.isEmpty {
                self[column, row].glyph = .space
                self[column, row].attributes = []
            }
        }
    }

    /// Draws `picture` stretched over `target` at `opacity`, changing only the cells in `clip`;
    /// the `capInsets` rows and columns at its edges keep their size. With `spacingOutText`,
    /// a character stretched over several cells shows in the first of them only ("H e l l o",
    /// not "HHeelllloo"), as a scaled-up drawing's text.
    ///
    /// - Complexity: O(cells of `target ∩ clip`).
    mutating func draw(
        _ picture: Canvas, in target: CellRect, clip: CellRect, opacity: CGFloat, capInsets: _CellInsets = .zero,
        spacingOutText: Bool = false
    ) {
        let area = target.intersection(clip).intersection(bounds)
        guard !area.isEmpty, picture.columns > 0, picture.rows > 0, opacity > 0.001 else { return }
        let sourceColumns = (area.minColumn..<area.maxColumn).map {
            Self.sample($0 - target.minColumn, count: target.width, from: picture.columns, leading: capInsets.left, trailing: capInsets.right)
        }
        var written = [Bool](repeating: false, count: area.width)
        var wasContinuation = [Bool](repeating: false, count: area.width)
        var previousSourceRow = -1
        for row in area.minRow..<area.maxRow {
            let sourceRow = Self.sample(
                row - target.minRow, count: target.height, from: picture.rows, leading: capInsets.top, trailing: capInsets.bottom)
            defer { previousSourceRow = sourceRow }
            for (i, sourceColumn) in sourceColumns.enumerated() {
                let column = area.minColumn + i
                var cell = picture[sourceColumn, sourceRow]
                if spacingOutText, cell.glyph.isText,
                    sourceRow == previousSourceRow || (i > 0 && sourceColumns[i - 1] == sourceColumn),
                    sourceColumn + 1 == picture.columns || !picture[sourceColumn + 1, sourceRow].glyph.isContinuation
                {
                    cell.glyph = .space
                    cell.attributes = []
                } else if cell.glyph.isContinuation {
                    if i == 0 || sourceColumns[i - 1] != sourceColumn - 1 { cell.glyph = .space }
                } else if sourceColumn + 1 < picture.columns, picture[sourceColumn + 1, sourceRow].glyph.isContinuation,
                    i + 1 == sourceColumns.count || sourceColumns[i + 1] != sourceColumn + 1
                {
                    cell.glyph = .space
                }
                let below = self[column, row]
                wasContinuation[i] = below.glyph.isContinuation
                if let composed = composite(cell, over: below, opacity: opacity) {
                    self[column, row] = composed
                    written[i] = true
                } else {
                    written[i] = false
                }
            }
            repairWideCharacters(row: row, area: area, written: written, wasContinuation: wasContinuation)
        }
    }

    /// Draws `picture` mapped by `transform` (the picture's points to this canvas's): moved or
    /// stretched, over the cells its bounds land on; turned or mirrored, each cell shows the
    /// picture's cell under its centre, a wide character becoming a space (it cannot stand on
    /// end or read backwards).
    ///
    /// - Complexity: O(cells of this canvas).
    mutating func draw(_ picture: Canvas, through transform: CGAffineTransform, grid: CellGrid) {
        let (width, height) = (grid.cellWidth, grid.cellHeight)
        if transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 {
            let rect = CGRect(x: 0, y: 0, width: CGFloat(picture.columns) * width, height: CGFloat(picture.rows) * height)
                .applying(transform)
            let target = CellRect(
                minColumn: Int((rect.minX / width).rounded()), minRow: Int((rect.minY / height).rounded()),
                maxColumn: Int((rect.maxX / width).rounded()), maxRow: Int((rect.maxY / height).rounded()))
            draw(picture, in: target, clip: bounds, opacity: 1, spacingOutText: true)
            return
        }
        let inverse = transform.inverted()
        for row in 0..<rows {
            for column in 0..<columns {
                let centre = CGPoint(x: (CGFloat(column) + 0.5) * width, y: (CGFloat(row) + 0.5) * height).applying(inverse)
                let (sourceColumn, sourceRow) = (Int((centre.x / width).rounded(.down)), Int((centre.y / height).rounded(.down)))
                guard (0..<picture.columns).contains(sourceColumn), (0..<picture.rows).contains(sourceRow) else { continue }
                var cell = picture[sourceColumn, sourceRow]
                if cell.glyph.isContinuation
                    || (sourceColumn + 1 < picture.columns && picture[sourceColumn + 1, sourceRow].glyph.isContinuation)
                {
                    cell.glyph = .space
                }
                if let composed = composite(cell, over: self[column, row], opacity: 1) { self[column, row] = composed }
            }
        }
    }

    /// Clears what lies outside `shape` (points from the first cell), as a layer's rounded mask
    /// does: a cell of colour only keeps the halves whose centres are inside (as a rounded
    /// fill draws them), a cell with a glyph stays whole when its centre is inside.
    ///
    /// - Complexity: O(cells).
    mutating func clip(to shape: RoundedRect, grid: CellGrid) {
        let halfBlock = Glyph(Unicode.Scalar("▀"))
        for row in 0..<rows {
            let (top, bottom) = (CGFloat(row) * grid.cellHeight, CGFloat(row + 1) * grid.cellHeight)
            for column in 0..<columns where self[column, row] != .blank {
                let (left, right) = (CGFloat(column) * grid.cellWidth, CGFloat(column + 1) * grid.cellWidth)
                if shape.contains(CGRect(x: left, y: top, width: grid.cellWidth, height: grid.cellHeight)) { continue }
                let cell = self[column, row]
                let midX = (left + right) / 2
                guard cell.glyph == .space || cell.glyph == halfBlock else {
                    if !shape.contains(CGPoint(x: midX, y: (top + bottom) / 2)) { self[column, row] = .blank }
                    continue
                }
                let upper = shape.contains(CGPoint(x: midX, y: top + grid.pixelHeight / 2))
                let lower = shape.contains(CGPoint(x: midX, y: bottom - grid.pixelHeight / 2))
                guard upper != lower else {
                    if !upper { self[column, row] = .blank }
                    continue
                }
                var half = Cell.blank
                half.glyph = halfBlock
                if upper {
                    half.foreground = cell.glyph == halfBlock ? cell.foreground : cell.background
                } else {
                    half.background = cell.background
                }
                self[column, row] = half
            }
        }
    }

    /// Mixes `start`, the cells of `area` when a cross-dissolve began, into these cells, its
    /// end: at `progress` 0 the start shows, at 1 these cells. Colours mix evenly; each cell
    /// shows the glyphs of the start until halfway, then those of the end.
    ///
    /// - Complexity: O(cells of `area`).
    mutating func dissolve(from start: Canvas, in area: CellRect, progress: Double) {
        guard progress < 1 else { return }
        let area = area.intersection(bounds)
        for row in area.minRow..<min(area.maxRow, area.minRow + start.rows) {
            for column in area.minColumn..<min(area.maxColumn, area.minColumn + start.columns) {
                self[column, row] = mix(start[column - area.minColumn, row - area.minRow], self[column, row], progress)
            }
        }
    }

    /// The picture index that index `index` of `count` stretched cells shows, from
    /// `sourceCount` cells of which `leading` and `trailing` keep their size: the nearest one,
    /// with the first and last cells of the stretched part on the first and last of the
    /// picture's, so a squeezed box keeps both its edges.
    static func sample(_ index: Int, count: Int, from sourceCount: Int, leading: Int, trailing: Int) -> Int {
        if count == sourceCount { return index }
        var leading = max(0, leading), trailing = max(0, trailing)
        let caps = min(count, sourceCount)
        if leading + trailing > caps {
            leading = leading * caps / (leading + trailing)
            trailing = caps - leading
        }
        if index < leading { return index }
        if index >= count - trailing { return sourceCount - (count - index) }
        let middle = count - leading - trailing
        let sourceMiddle = sourceCount - leading - trailing
        guard sourceMiddle > 1, middle > 1 else { return min(sourceCount - 1, leading + max(0, sourceMiddle - 1) / 2) }
        // Rounded to the nearest, half up.
        return leading + ((index - leading) * (sourceMiddle - 1) * 2 + (middle - 1)) / ((middle - 1) * 2)
    }

    // MARK: Cells

    /// `source` drawn over `destination` at `opacity`, or `nil` where the source is blank.
    private func composite(_ source: Cell, over destination: Cell, opacity: CGFloat) -> Cell? {
        let paintsBackground = !source.background.isDefault
        let paintsGlyph = source.glyph != .space || !source.attributes.isEmpty
        guard paintsBackground || paintsGlyph else { return nil }
        var cell = destination
        if paintsBackground {
            if opacity >= 1 {
                cell = Cell(background: source.background)
            } else {
                // A translucent fill tints the background and the text below it.
                cell.background = mixed(destination.background, baseBackground, source.background, baseBackground, opacity)
                cell.foreground = mixed(destination.foreground, baseForeground, source.background, baseBackground, opacity)
            }
        }
        if paintsGlyph {
            cell.glyph = source.glyph
            cell.attributes = source.attributes
            cell.foreground =
                opacity >= 1 ? source.foreground : mixed(cell.background, baseBackground, source.foreground, baseForeground, opacity)
        }
        return cell
    }

    /// The cell `progress` of the way from `from` to `to`.
    private func mix(_ from: Cell, _ to: Cell, _ progress: Double) -> Cell {
        if progress <= 0 || from == to { return from }
        let showsEnd = progress >= 0.5
        let (shown, hidden) = showsEnd ? (to, from) : (from, to)
        var cell = shown
        if from.background != to.background {
            cell.background = mixed(from.background, baseBackground, to.background, baseBackground, progress)
        }
        if shown.glyph != .space || !shown.attributes.isEmpty {
            // The glyph's colour comes from, or goes to, what the other cell shows there: its
            // glyph's colour, or its background where it has no glyph.
            let hiddenHasGlyph = hidden.glyph != .space || !hidden.attributes.isEmpty
            let hiddenInk = hiddenHasGlyph ? hidden.foreground : hidden.background
            let hiddenBase = hiddenHasGlyph ? baseForeground : baseBackground
            cell.foreground =
                showsEnd
                ? mixed(hiddenInk, hiddenBase, to.foreground, baseForeground, progress)
                : mixed(from.foreground, baseForeground, hiddenInk, hiddenBase, progress)
        }
        return cell
    }

    /// The colour `t` of the way from `from` to `to`, each resolved against its default.
    private func mixed(
        _ from: CellColor, _ fromDefault: UIColor.Components, _ to: CellColor, _ toDefault: UIColor.Components, _ t: Double
    ) -> CellColor {
        if from == to || t <= 0 { return from }
        if t >= 1 { return to }
        func channels(_ color: CellColor, _ base: UIColor.Components) -> SIMD3<Double> {
            color.isDefault
                ? SIMD3(Double(base.red), Double(base.green), Double(base.blue)) * 255
                : SIMD3(Double(color.red), Double(color.green), Double(color.blue))
        }
        let start = channels(from, fromDefault)
        let value = start + (channels(to, toDefault) - start) * t
        return CellColor(red: UInt8(value.x.rounded()), green: UInt8(value.y.rounded()), blue: UInt8(value.z.rounded()))
    }

    /// Keeps wide characters whole where drawn and undrawn cells of a row meet: a wide
    /// character below that lost one half to the picture loses the other too.
    private mutating func repairWideCharacters(row: Int, area: CellRect, written: [Bool], wasContinuation: [Bool]) {
        for i in 0...area.width {
            let left = i > 0 && written[i - 1]
            let right = i < area.width && written[i]
            guard left != right else { continue }
            let column = area.minColumn + i
            if right {
                if wasContinuation[i], column > 0 { self[column - 1, row].glyph = .space }
            } else if column < columns, self[column, row].glyph.isContinuation {
                self[column, row].glyph = .space
            }
        }
    }
}
