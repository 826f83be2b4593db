import CCairo
import Foundation

/// Renders a canvas as a PNG picture of what a person sees in the terminal: each cell at the
/// grid's size in points (11 × 22 by default) times `scale`, its background, block-character
/// pixels as exact rectangles and text in DejaVu Sans Mono, drawn by Cairo.
///
/// README pictures and image snapshot tests use it; `TESSERA_OUTPUT=png` prints one.
public struct PNGRenderer: Sendable {
    /// Why a picture could not be made.
    public enum Failure: Error, CustomStringConvertible {
        /// The monospace font is not installed.
        case missingFont(String)
        /// The PNG encoder failed.
        case encodingFailed

        public var description: String {
            switch self {
            case .missingFont(let path):
                "PNG output draws text in DejaVu Sans Mono, which is missing (\(path)): install it with `apt-get install fonts-dejavu-core`"
            case .encodingFailed: "The PNG encoder failed"
            }
        }
    }

    /// The font file that must be present (Debian's fonts-dejavu-core).
    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    public var grid: CellGrid
    /// Pixels per point.
    public var scale: CGFloat

    public init(grid: CellGrid = .current, scale: CGFloat = 1) {
        self.grid = grid
        self.scale = max(0.1, scale)
    }

    /// The PNG data of `canvas`.
    public func render(_ canvas: Canvas) throws(Failure) -> Data {
        guard FileManager.default.fileExists(atPath: Self.fontPath) else { throw .missingFont(Self.fontPath) }
        let surface = CairoSurface(
            width: Int((CGFloat(canvas.columns) * grid.cellWidth * scale).rounded()),
            height: Int((CGFloat(canvas.rows) * grid.cellHeight * scale).rounded()),
            transform: CGAffineTransform(scaleX: scale, y: scale))
        let cr = surface.cr
        surface.setMatrix()
        let (cw, ch) = (Double(grid.cellWidth), Double(grid.cellHeight))
        func setColor(_ color: CellColor, default base: UIColor.Components) {
            if color.isDefault {
                cairo_set_source_rgb(cr, base.red, base.green, base.blue)
            } else {
                cairo_set_source_rgb(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
            }
        }
        setColor(.default, default: canvas.baseBackground)
        cairo_paint(cr)
        let fontSize = min(cw / 0.602, ch * 0.8)
        cairo_set_font_size(cr, fontSize)
        var extents = cairo_font_extents_t()
        cairo_select_font_face(cr, "DejaVu Sans Mono", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_font_extents(cr, &extents)
        let baseline = (ch - (extents.ascent + extents.descent)) / 2 + extents.ascent
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                var cell = canvas[column, row]
                if cell.attributes.contains(.inverse) { swap(&cell.foreground, &cell.background) }
                let (x, y) = (Double(column) * cw, Double(row) * ch)
                if !cell.background.isDefault {
                    setColor(cell.background, default: canvas.baseBackground)
                    cairo_rectangle(cr, x, y, cw, ch)
                    cairo_fill(cr)
                }
                guard cell.glyph != .space, !cell.glyph.isContinuation else { continue }
                setColor(cell.foreground, default: canvas.baseForeground)
                if let (encoding, mask) = Self.blockMask(of: cell.glyph) {
                    // Block pixels are drawn exactly, not with the font's block glyphs.
                    let (pw, ph) = (cw / Double(encoding.columns), ch / Double(encoding.rows))
                    for i in 0..<(encoding.columns * encoding.rows) where mask & (1 << i) != 0 {
                        cairo_rectangle(cr, x + Double(i % encoding.columns) * pw, y + Double(i / encoding.columns) * ph, pw, ph)
                    }
                    cairo_fill(cr)
                    continue
                }
                cairo_select_font_face(
                    cr, "DejaVu Sans Mono", cell.attributes.contains(.italic) ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL,
                    cell.attributes.contains(.bold) ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
                cairo_move_to(cr, x, y + baseline)
                cairo_show_text(cr, cell.glyph.string)
                if cell.attributes.contains(.underline) {
                    cairo_rectangle(cr, x, y + baseline + 2, cw, 1)
                    cairo_fill(cr)
                }
                if cell.attributes.contains(.strikethrough) {
                    cairo_rectangle(cr, x, y + baseline - extents.ascent * 0.3, cw, 1)
                    cairo_fill(cr)
                }
            }
        }
        do { return try surface.bitmap.pngData() } catch { throw .encodingFailed }
    }

    /// The encoding and pixel mask of a block character, trying the finest encoding first.
    static func blockMask(of glyph: Glyph) -> (CellPixelEncoding, Int)? {
        for encoding in [CellPixelEncoding.sextant, .quadrant, .halfBlock] {
            if let mask = encoding.mask(of: glyph) { return (encoding, mask) }
        }
        return nil
    }
}

extension HeadlessHost {
    /// The frame as a PNG picture at the grid's points times `scale` (see ``PNGRenderer``).
    public func pngData(scale: CGFloat = 1) throws(PNGRenderer.Failure) -> Data {
        try PNGRenderer(scale: scale).render(render())
    }
}
