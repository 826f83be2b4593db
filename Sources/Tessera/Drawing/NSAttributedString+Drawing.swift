import CCairo
import Foundation

#if !canImport(UIKit)
extension NSAttributedString.Key {
    /// The `UIFont` of the text (bold and italic show as cell attributes).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `Int` of `NSUnderlineStyle` raw values.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `Int` of `NSUnderlineStyle` raw values.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The `UIColor` of outlined text.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A number: positive outlines the text (a terminal shows it dim), negative fills and outlines it (bold).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An `NSParagraphStyle`: alignment and line breaks.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `URL` or `String` the text links to (shown underlined).
    public static let link = NSAttributedString.Key("NSLink")
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// How a paragraph is laid out: alignment and line breaking.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0

    public override init() {}

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style to configure.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}

/// Options for measuring and drawing attributed strings.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra information for string drawing; Tessera draws at full size, so it reports scale 1.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}
#endif

/// Drawing attributed text: in a view, one cell per column and one row per line, with the
/// runs' colours and cell attributes; in a bitmap, in DejaVu Sans Mono at the same grid.
extension NSAttributedString {
    /// The size the text takes: its widest line's columns by its lines' rows, in points.
    public func size() -> CGSize {
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let grid = CellGrid.current
        let columns = lines.map { columnWidth(of: $0) }.max() ?? 0
        return CGSize(width: CGFloat(columns) * grid.cellWidth, height: CGFloat(lines.count) * grid.cellHeight)
    }

    /// The rectangle the text takes within `size` (wrapping is not applied: lines are the text's).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let natural = self.size()
        return CGRect(x: 0, y: 0, width: min(natural.width, size.width), height: min(natural.height, size.height))
    }

    /// Draws the text with its first line's top-left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size()))
    }

    /// Draws the text in `rect`, aligned by each paragraph style, clipped to `rect`.
    public func draw(in rect: CGRect) {
        let lines = styledLines()
        MainActor.assumeIsolated {
            UIGraphicsGetCurrentContext()?.drawAttributedText(lines, in: rect)
        }
    }

    /// Draws the text in `rect` (options and context as for `boundingRect`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        draw(in: rect)
    }

    /// The runs of one line: its text, colours and cell attributes.
    struct StyledRun: Sendable {
        var text: Substring
        var style: CellStyle
    }

    /// How a run of text draws in cells: its colours and attributes.
    struct CellStyle: Equatable, Sendable {
        var foreground: UIColor.Components
        var background: UIColor.Components?
        var attributes: CellAttributes

        /// The style `attributes` give text; `font` and `color` stand in for the ones they
        /// lack (a label's own font and text colour).
        init(_ attributes: [NSAttributedString.Key: Any], font defaultFont: UIFont? = nil, color defaultColor: UIColor = .label) {
            let font = attributes[.font] as? UIFont ?? defaultFont
            var cell: CellAttributes = []
            if font?.isBold == true { cell.insert(.bold) }
            if font?.isItalic == true { cell.insert(.italic) }
            if (attributes[.underlineStyle] as? Int).map({ $0 != 0 }) == true || attributes[.link] != nil { cell.insert(.underline) }
            if (attributes[.strikethroughStyle] as? Int).map({ $0 != 0 }) == true { cell.insert(.strikethrough) }
            let strokeWidth = (attributes[.strokeWidth] as? NSNumber)?.doubleValue ?? (attributes[.strokeWidth] as? Double) ?? 0
            if strokeWidth > 0 { cell.insert(.dim) }
            if strokeWidth < 0 { cell.insert(.bold) }
            var foreground = (attributes[.foregroundColor] as? UIColor ?? defaultColor).components()
            if strokeWidth > 0, let stroke = attributes[.strokeColor] as? UIColor { foreground = stroke.components() }
            if attributes[.link] != nil, attributes[.foregroundColor] == nil { foreground = UIColor.link.components() }
            self.foreground = foreground
            background = (attributes[.backgroundColor] as? UIColor)?.components()
            self.attributes = cell
        }
    }

    /// The text's lines, each as styled runs, and each line's alignment.
    func styledLines() -> [(runs: [StyledRun], alignment: NSTextAlignment)] {
        var lines: [(runs: [StyledRun], alignment: NSTextAlignment)] = [([], .natural)]
        let full = NSRange(location: 0, length: length)
        let text = string as NSString
        enumerateAttributes(in: full, options: []) { attributes, range, _ in
            let style = CellStyle(attributes)
            let alignment = (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
            let pieces = text.substring(with: range).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { lines.append(([], .natural)) }
                if alignment != .natural { lines[lines.count - 1].alignment = alignment }
                if !piece.isEmpty {
                    lines[lines.count - 1].runs.append(StyledRun(text: piece, style: style))
                }
            }
        }
        return lines
    }

    /// The style of each character of the text (`font` and `color` where it sets none).
    ///
    /// - Complexity: O(n) in the length of the text.
    func characterStyles(font: UIFont?, color: UIColor) -> [CellStyle] {
        var styles: [CellStyle] = []
        let text = string
        var index = text.startIndex
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let style = CellStyle(attributes, font: font, color: color)
            guard let end = Range(range, in: text)?.upperBound else { return }
            while index < end {
                styles.append(style)
                index = text.index(after: index)
            }
        }
        return styles
    }
}

extension CGContext {
    /// Draws attributed text in `rect` (user space): cells in a canvas, DejaVu Sans Mono in a bitmap.
    func drawAttributedText(_ lines: [(runs: [NSAttributedString.StyledRun], alignment: NSTextAlignment)], in rect: CGRect) {
        if isBitmap {
            drawAttributedTextInBitmap(lines, in: rect)
            return
        }
        let area = cells(for: rect)
        guard !area.isEmpty else { return }
        saveGState()
        state.clip = state.clip.intersection(area)
        for (index, line) in lines.enumerated() where index < area.height {
            let width = line.runs.reduce(0) { $0 + columnWidth(of: $1.text) }
            var column: Int =
                switch line.alignment {
                case .center: area.minColumn + (area.width - width) / 2
                case .right: area.maxColumn - width
                default: area.minColumn
                }
            let row = area.minRow + index
            for run in line.runs {
                let runWidth = columnWidth(of: run.text)
                if let background = run.style.background {
                    fillCells(CellRect(minColumn: column, minRow: row, maxColumn: column + runWidth, maxRow: row + 1), color: background)
                }
                drawText(run.text, column: column, row: row, color: run.style.foreground, attributes: run.style.attributes)
                column += runWidth
            }
        }
        restoreGState()
    }

    private func drawAttributedTextInBitmap(_ lines: [(runs: [NSAttributedString.StyledRun], alignment: NSTextAlignment)], in rect: CGRect) {
        guard let pixels else { return }
        let cr = pixels.cr
        let (cw, ch) = (Double(grid.cellWidth), Double(grid.cellHeight))
        cairo_save(cr)
        defer { cairo_restore(cr) }
        pixels.setMatrix(state.transform)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_set_font_size(cr, min(cw / 0.602, ch * 0.8))
        for (index, line) in lines.enumerated() {
            let width = Double(line.runs.reduce(0) { $0 + columnWidth(of: $1.text) }) * cw
            var x: Double =
                switch line.alignment {
                case .center: rect.minX + (rect.width - width) / 2
                case .right: rect.maxX - width
                default: rect.minX
                }
            let y = rect.minY + Double(index) * ch
            for run in line.runs {
                let runWidth = Double(columnWidth(of: run.text)) * cw
                if let background = run.style.background {
                    cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha * state.opacity)
                    cairo_rectangle(cr, x, y, runWidth, ch)
                    cairo_fill(cr)
                }
                let c = run.style.foreground
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * state.opacity)
                cairo_select_font_face(
                    cr, "DejaVu Sans Mono", run.style.attributes.contains(.italic) ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL,
                    run.style.attributes.contains(.bold) ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
                var extents = cairo_font_extents_t()
                cairo_font_extents(cr, &extents)
                let baseline = y + (ch - (extents.ascent + extents.descent)) / 2 + extents.ascent
                var cx = x
                for character in run.text {
                    cairo_move_to(cr, cx, baseline)
                    cairo_show_text(cr, String(character))
                    cx += Double(columnWidth(of: character)) * cw
                }
                if run.style.attributes.contains(.underline) {
                    cairo_rectangle(cr, x, baseline + 2, runWidth, 1)
                    cairo_fill(cr)
                }
                if run.style.attributes.contains(.strikethrough) {
                    cairo_rectangle(cr, x, baseline - extents.ascent * 0.3, runWidth, 1)
                    cairo_fill(cr)
                }
                x += runWidth
            }
        }
    }
}
