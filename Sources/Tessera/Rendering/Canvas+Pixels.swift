import Foundation

/// Drawn pixels shown as block characters: each cell's sub-cell pixels, composited over what
/// the cell showed, split into the two colours that leave the least squared error.
extension Canvas {
    /// Composites the premultiplied `pixels` of the cells in `area` (at `encoding`'s
    /// resolution, cell-aligned, their first cell at `origin`) over the canvas at `opacity`. Cells with no drawn pixel are untouched;
    /// a cell evenly tinted keeps its text, tinted; any other drawn cell becomes a block
    /// character.
    ///
    /// - Complexity: O(cells of `area` × 2^(pixels per cell − 1)).
    mutating func composite(
        _ pixels: CairoSurface, in area: CellRect, origin: (column: Int, row: Int) = (0, 0), encoding: CellPixelEncoding,
        opacity: CGFloat = 1
    ) {
        let opacity = Float(opacity)
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        let (across, down) = (encoding.columns, encoding.rows)
        let count = across * down
        pixels.withPixels { data, stride in
            var source = [SIMD4<Float>](repeating: .zero, count: count)
            var mixed = [SIMD3<Float>](repeating: .zero, count: count)
            for row in area.minRow..<area.maxRow {
                for column in area.minColumn..<area.maxColumn {
                    var anyDrawn = false
                    var uniform = true
                    for i in 0..<count {
                        let x = (column - origin.column) * across + i % across
                        let y = (row - origin.row) * down + i / across
                        guard x >= 0, y >= 0, x < pixels.width, y < pixels.height else { source[i] = .zero; continue }
                        let argb = data[y * stride + x]
                        let p = SIMD4<Float>(
                            Float(argb >> 16 & 0xFF), Float(argb >> 8 & 0xFF), Float(argb & 0xFF), Float(argb >> 24)) / 255 * opacity
                        source[i] = p
                        if p.w > 0 { anyDrawn = true }
                        if p != source[0] { uniform = false }
                    }
                    guard anyDrawn else { continue }
                    let index = row * columns + column
                    let cell = cells[index]
                    let belowMask = encoding.mask(of: cell.glyph)
                    if uniform, belowMask == nil, cell.glyph != .space {
                        // A translucent wash over text tints it and keeps it.
                        let p = source[0]
                        let color = UIColor.Components(
                            red: CGFloat(p.x / p.w), green: CGFloat(p.y / p.w), blue: CGFloat(p.z / p.w), alpha: CGFloat(p.w))
                        fill(CellRect(minColumn: column, minRow: row, maxColumn: column + 1, maxRow: row + 1), color: color, clip: bounds)
                        continue
                    }
                    let background = resolved(cell.background, base: baseBackground)
                    let foreground = resolved(cell.foreground, base: baseForeground)
                    for i in 0..<count {
                        let below = belowMask.map { $0 & (1 << i) != 0 ? foreground : background } ?? background
                        let p = source[i]
                        mixed[i] = SIMD3(p.x, p.y, p.z) + below * (1 - p.w)
                    }
                    self[column, row] = Self.blockCell(mixed, encoding: encoding)
                }
            }
        }
    }

    /// The block character and two colours that show `colors` with the least squared error.
    private static func blockCell(_ colors: [SIMD3<Float>], encoding: CellPixelEncoding) -> Cell {
        let count = colors.count
        var total = SIMD3<Float>.zero
        for color in colors { total += color }
        var best = (error: Float.infinity, mask: 0)
        // The last pixel is always in the background group: a mask and its complement are one split.
        for mask in 0..<(1 << (count - 1)) {
            var sum = SIMD3<Float>.zero
            var members = 0
            for i in 0..<count where mask & (1 << i) != 0 {
                sum += colors[i]
                members += 1
            }
            let rest = total - sum
            var error: Float = 0
            let meanFore = members > 0 ? sum / Float(members) : .zero
            let meanBack = rest / Float(count - members)
            for i in 0..<count {
                let d = colors[i] - (mask & (1 << i) != 0 ? meanFore : meanBack)
                error += (d * d).sum()
            }
            if error < best.error - 1e-7 { best = (error, mask) }
        }
        var sum = SIMD3<Float>.zero
        var members = 0
        for i in 0..<count where best.mask & (1 << i) != 0 {
            sum += colors[i]
            members += 1
        }
        let back = (total - sum) / Float(count - members)
        guard members > 0 else { return Cell(background: cellColor(back)) }
        let fore = sum / Float(members)
        let (foreColor, backColor) = (cellColor(fore), cellColor(back))
        if foreColor == backColor { return Cell(background: backColor) }
        return Cell(glyph: encoding.glyph(for: best.mask), foreground: foreColor, background: backColor)
    }

    private static func cellColor(_ c: SIMD3<Float>) -> CellColor {
        let v = (c * 255).rounded(.toNearestOrAwayFromZero)
        let clamped = v.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
        return CellColor(red: UInt8(clamped.x), green: UInt8(clamped.y), blue: UInt8(clamped.z))
    }

    private func resolved(_ color: CellColor, base: UIColor.Components) -> SIMD3<Float> {
        color.isDefault
            ? SIMD3(Float(base.red), Float(base.green), Float(base.blue))
            : SIMD3(Float(color.red), Float(color.green), Float(color.blue)) / 255
    }
}
