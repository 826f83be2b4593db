import Foundation

/// Renders a canvas as an SVG picture of a terminal, for documentation.
///
/// Backgrounds become rectangles (merged along runs), half-block pixels become two
/// rectangles, and text becomes monospace runs pinned to their cells.
public struct SVGRenderer: Sendable {
    /// Pixels per cell.
    public var cellWidth: Double = 9
    public var cellHeight: Double = 18
    /// Colours for the terminal's defaults.
    public var defaultForeground = "#1c1c1e"
    public var defaultBackground = "#ffffff"

    public init() {}

    public func render(_ canvas: Canvas) -> String {
        let width = Double(canvas.columns) * cellWidth
        let height = Double(canvas.rows) * cellHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
            viewBox="0 0 \(format(width)) \(format(height))" font-family="Menlo, 'DejaVu Sans Mono', monospace" \
            font-size="\(format(cellHeight * 0.78))">
            <rect width="100%" height="100%" fill="\(defaultBackground)"/>

            """
        let halfBlock = Glyph("▀" as Unicode.Scalar)
        for row in 0..<canvas.rows {
            let y = Double(row) * cellHeight
            // Backgrounds, merged into runs of one colour.
            var column = 0
            while column < canvas.columns {
                let background = canvas[column, row].background
                var end = column + 1
                while end < canvas.columns, canvas[end, row].background == background { end += 1 }
                if let fill = background.hexString {
                    svg += rect(x: Double(column) * cellWidth, y: y, width: Double(end - column) * cellWidth, height: cellHeight, fill: fill)
                }
                column = end
            }
            // Upper halves of half-block pixels.
            for column in 0..<canvas.columns where canvas[column, row].glyph == halfBlock {
                let fill = canvas[column, row].foreground.hexString ?? defaultForeground
                svg += rect(x: Double(column) * cellWidth, y: y, width: cellWidth, height: cellHeight / 2, fill: fill)
            }
            // Text runs of one style.
            column = 0
            while column < canvas.columns {
                let cell = canvas[column, row]
                if cell.glyph == .space || cell.glyph == halfBlock || cell.glyph.isContinuation {
                    column += 1
                    continue
                }
                var end = column
                var text = ""
                while end < canvas.columns {
                    let next = canvas[end, row]
                    if next.glyph == halfBlock || next.foreground != cell.foreground || next.attributes != cell.attributes { break }
                    text += next.glyph.string
                    end += 1
                }
                while text.last == " " { text.removeLast() }
                let columns = columnWidth(of: text)
                let color = cell.foreground.hexString ?? defaultForeground
                var style = ""
                if cell.attributes.contains(.bold) { style += " font-weight=\"bold\"" }
                if cell.attributes.contains(.italic) { style += " font-style=\"italic\"" }
                if cell.attributes.contains(.underline) { style += " text-decoration=\"underline\"" }
                svg += "<text x=\"\(format(Double(column) * cellWidth))\" y=\"\(format(y + cellHeight * 0.78))\" fill=\"\(color)\"\(style) "
                    + "textLength=\"\(format(Double(columns) * cellWidth))\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">"
                    + escape(text) + "</text>\n"
                column = end
            }
        }
        svg += "</svg>\n"
        return svg
    }

    private func rect(x: Double, y: Double, width: Double, height: Double, fill: String) -> String {
        "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(width))\" height=\"\(format(height))\" fill=\"\(fill)\"/>\n"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
