import CCairo
import Foundation

/// A drawing destination: the character-cell canvas of `UIView.draw(_:)`, seen through the
/// view's coordinate system, or a bitmap (`UIGraphicsImageRenderer`).
///
/// Coordinates are points in the drawing view's bounds; the context maps them to the window
/// and then to cells by the one rounding rule of ``CellGrid``. Drawing is clipped to the view
/// and to every clipping ancestor. Obtain it with `UIGraphicsGetCurrentContext()` inside
/// `draw(_:)`.
///
/// Paths, gradients and images are rasterised by Cairo with anti-aliasing: into the bitmap,
/// or for a canvas into sub-cell pixels (``CellPixelEncoding``) that become block characters
/// when the view has drawn. Text and rectangle fills in a canvas stay cells.
@preconcurrency @MainActor
public final class CGContext {
    var canvas: Canvas
    let grid: CellGrid
    /// The pixels of a bitmap context; for a canvas, its sub-cell pixels once a path is drawn.
    var pixels: CairoSurface?
    /// Whether this context draws into a bitmap rather than a canvas.
    let isBitmap: Bool
    /// The cells path drawing touched since the last ``flushPixels()``.
    var pixelArea: CellRect?
    /// Pixels per cell of a canvas's pixels; `nil` for ``CellPixelEncoding/current``'s.
    let pixelsPerCell: (columns: Int, rows: Int)?
    /// The current path, in base space (points before the CTM).
    var path = CGMutablePath()

    struct GraphicsState {
        var transform: CGAffineTransform
        var clip: CellRect
        /// A rounded clip from a `masksToBounds` ancestor with a corner radius, in window points.
        var roundedClip: RoundedRect?
        var opacity: CGFloat
        var fillColor: UIColor.Components
        var fillPattern: UIImage? = nil
        var strokeColor: UIColor.Components
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var blendMode: CGBlendMode = .normal
        /// Clipping paths in base space, each with its fill rule.
        var clipPaths: [(path: CGPath, rule: CGPathFillRule)] = []
    }

    var state: GraphicsState
    private var savedStates: [GraphicsState] = []

    /// A context drawing into `canvas`, its paths into `pixels` (made on first use when `nil`,
    /// at `pixelsPerCell`, else at the current cell encoding's resolution).
    init(canvas: Canvas, grid: CellGrid = .current, pixels: CairoSurface? = nil, pixelsPerCell: (columns: Int, rows: Int)? = nil) {
        self.canvas = canvas
        self.grid = grid
        self.pixels = pixels
        self.pixelsPerCell = pixelsPerCell
        isBitmap = false
        let black = UIColor.Components(red: 0, green: 0, blue: 0, alpha: 1)
        state = GraphicsState(
            transform: .identity, clip: canvas.bounds, roundedClip: nil, opacity: 1, fillColor: black, strokeColor: black)
    }

    /// A bitmap context of `size` points at `scale` pixels per point, transparent.
    init(bitmapSize size: CGSize, scale: CGFloat, grid: CellGrid = .current) {
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        canvas = Canvas(columns: 0, rows: 0)
        self.grid = grid
        pixelsPerCell = nil
        isBitmap = true
        pixels = CairoSurface(width: width, height: height, transform: CGAffineTransform(scaleX: scale, y: scale))
        let black = UIColor.Components(red: 0, green: 0, blue: 0, alpha: 1)
        state = GraphicsState(
            transform: .identity, clip: CellRect(columns: 0, rows: 0), roundedClip: nil, opacity: 1, fillColor: black,
            strokeColor: black)
    }

    /// The bitmap drawn so far (a bitmap context's pixels).
    var bitmap: Bitmap { pixels?.bitmap ?? Bitmap(width: 0, height: 0) }

    /// Points to window points.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.transform }

    /// The cells drawing may touch.
    var clipCells: CellRect { state.clip }

    /// Group opacity applied to everything drawn.
    var opacity: CGFloat { state.opacity }

    /// Prepares to draw a view: its bounds-to-window transform, clip and group opacity.
    func configure(transform: CGAffineTransform, clip: CellRect, roundedClip: RoundedRect? = nil, opacity: CGFloat) {
        savedStates.removeAll(keepingCapacity: true)
        let fresh = GraphicsState(
            transform: transform, clip: clip, roundedClip: roundedClip, opacity: opacity, fillColor: state.fillColor,
            strokeColor: state.strokeColor)
        state = fresh
        path = CGMutablePath()
        state.transform = transform
        state.clip = clip
        state.roundedClip = roundedClip
        state.opacity = opacity
    }

    /// Clips what follows to `shape` too (a layer's rounded corners with `masksToBounds`).
    func clip(to shape: RoundedRect) {
        state.roundedClip = shape
    }

    /// Blanks the cells and clears the pixels of `rect` (user space) before a redraw.
    func erase(_ rect: CGRect) {
        let area = cells(for: rect).intersection(canvas.bounds)
        if !area.isEmpty {
            for row in area.minRow..<area.maxRow {
                for column in area.minColumn..<area.maxColumn { canvas[column, row] = .blank }
            }
        }
        guard let pixels else { return }
        let shape = CGMutablePath()
        shape.addRect(rect, transform: state.transform)
        cairo_save(pixels.cr)
        pixels.setMatrix()
        shape.append(to: pixels.cr)
        cairo_set_operator(pixels.cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(pixels.cr)
        cairo_restore(pixels.cr)
    }

    // MARK: State

    public func saveGState() {
        savedStates.append(state)
    }

    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
    }

    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) {
        if !isBitmap { state.clip = state.clip.intersection(cells(for: rect)) }
        let shape = CGMutablePath()
        shape.addRect(rect, transform: state.transform)
        state.clipPaths.append((shape, .winding))
    }

    public func setFillColor(_ color: CGColor) {
        state.fillColor = color.rgba
        state.fillPattern = nil
    }

    /// The image fills tile instead of the fill colour (a pattern colour's), until the fill
    /// colour is set again.
    var fillPattern: UIImage? {
        get { state.fillPattern }
        set { state.fillPattern = newValue }
    }

    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color.rgba
    }

    public func setAlpha(_ alpha: CGFloat) {
        state.opacity = alpha
    }

    // MARK: Drawing

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        if isBitmap || state.transform.b != 0 || state.transform.c != 0 || !state.clipPaths.isEmpty || state.fillPattern != nil {
            let path = CGMutablePath()
            path.addRect(rect)
            rasterise(path, fillRule: .winding, stroke: false)
        } else {
            fill(rect, color: state.fillColor)
        }
    }

    /// Resets the cells of `rect` to the terminal's default colours.
    public func clear(_ rect: CGRect) {
        if isBitmap {
            let path = CGMutablePath()
            path.addRect(rect)
            let mode = state.blendMode
            state.blendMode = .clear
            rasterise(path, fillRule: .winding, stroke: false)
            state.blendMode = mode
            return
        }
        let area = cells(for: rect).intersection(state.clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                canvas[column, row] = .blank
            }
        }
    }

    /// Outlines `rect` with box-drawing characters in the stroke colour.
    public func stroke(_ rect: CGRect) {
        if isBitmap {
            let path = CGMutablePath()
            path.addRect(rect)
            rasterise(path, fillRule: .winding, stroke: true)
        } else {
            stroke(rect, color: state.strokeColor, roundedCorners: false)
        }
    }

    /// Outlines `rect` in `color` with box-drawing characters, with round corners (╭╮╰╯) or
    /// square ones (┌┐└┘).
    func stroke(_ rect: CGRect, color: UIColor.Components, roundedCorners: Bool) {
        let area = cells(for: rect)
        guard area.width >= 1, area.height >= 1 else { return }
        let color = applyingOpacity(color)
        let (left, top) = (area.minColumn, area.minRow)
        let (right, bottom) = (area.maxColumn - 1, area.maxRow - 1)
        let corners: (Character, Character, Character, Character) = roundedCorners ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        for column in left...right {
            let isCorner = column == left || column == right
            canvas.draw(isCorner ? (column == left ? corners.0 : corners.1) : "─", column: column, row: top, color: color, attributes: [], clip: state.clip)
            if bottom > top {
                canvas.draw(isCorner ? (column == left ? corners.2 : corners.3) : "─", column: column, row: bottom, color: color, attributes: [], clip: state.clip)
            }
        }
        if bottom - top >= 2 {
            for row in (top + 1)..<bottom {
                canvas.draw("│", column: left, row: row, color: color, attributes: [], clip: state.clip)
                if right > left { canvas.draw("│", column: right, row: row, color: color, attributes: [], clip: state.clip) }
            }
        }
    }

    // MARK: Package drawing API

    /// The cells covered by `rect` in the current user space.
    func cells(for rect: CGRect) -> CellRect {
        grid.cells(covering: rect.applying(state.transform))
    }

    /// The cell whose top-left grid corner is nearest to `point`.
    func cell(at point: CGPoint) -> (column: Int, row: Int) {
        let p = point.applying(state.transform)
        return (grid.column(forX: p.x), grid.row(forY: p.y))
    }

    func fill(_ rect: CGRect, color: UIColor.Components) {
        fill(rect, color: color, roundedTo: nil)
    }

    /// Fills `rect` with `color`, its corners rounded to `shape` (window points) and to the
    /// rounded clip, if any. Cells wholly inside are filled as cells; cells a curve crosses,
    /// pixel by pixel.
    func fill(_ rect: CGRect, color: UIColor.Components, roundedTo shape: RoundedRect?) {
        let area = cells(for: rect)
        guard shape != nil || state.roundedClip != nil else {
            canvas.fill(area, color: applyingOpacity(color), clip: state.clip)
            return
        }
        let shapes = [shape, state.roundedClip].compactMap { $0 }
        let visible = area.intersection(state.clip).intersection(canvas.bounds)
        guard !visible.isEmpty else { return }
        let color = applyingOpacity(color)
        for row in visible.minRow..<visible.maxRow {
            for column in visible.minColumn..<visible.maxColumn {
                let cell = CellRect(minColumn: column, minRow: row, maxColumn: column + 1, maxRow: row + 1)
                let (x0, y0) = (CGFloat(column) * grid.cellWidth, CGFloat(row) * grid.cellHeight)
                let (x1, y1) = (x0 + grid.cellWidth, y0 + grid.cellHeight)
                let isInside = shapes.allSatisfy { shape in
                    shape.contains(CGPoint(x: x0, y: y0)) && shape.contains(CGPoint(x: x1, y: y0))
                        && shape.contains(CGPoint(x: x0, y: y1)) && shape.contains(CGPoint(x: x1, y: y1))
                }
                if isInside {
                    canvas.fill(cell, color: color, clip: state.clip)
                } else {
                    for pixelRow in (row * 2)...(row * 2 + 1) where isInsideRoundedClip(column: column, pixelRow: pixelRow, shapes: shapes) {
                        canvas.setPixel(column: column, pixelRow: pixelRow, color: color, clip: state.clip)
                    }
                }
            }
        }
    }

    /// Whether the centre of a half-block pixel is inside every shape.
    private func isInsideRoundedClip(column: Int, pixelRow: Int, shapes: [RoundedRect]) -> Bool {
        let centre = CGPoint(x: (CGFloat(column) + 0.5) * grid.cellWidth, y: (CGFloat(pixelRow) + 0.5) * grid.pixelHeight)
        return shapes.allSatisfy { $0.contains(centre) }
    }

    /// Draws one line of text with its first column at `column`, `row`; returns the columns used.
    @discardableResult
    func drawText(_ text: some StringProtocol, column: Int, row: Int, color: UIColor.Components, attributes: CellAttributes) -> Int {
        canvas.draw(text, column: column, row: row, color: applyingOpacity(color), attributes: attributes, clip: state.clip)
    }

    /// Fills whole cells with `color` (a run of text's background).
    func fillCells(_ cells: CellRect, color: UIColor.Components) {
        canvas.fill(cells, color: applyingOpacity(color), clip: state.clip)
    }

    /// Draws `image` stretched over `rect` through the pixel path, as `UIImage.draw(in:)`
    /// does: block characters, or real pixels in a terminal that shows them. Template images
    /// are drawn as masks in `tint`. An image smaller than 4 × 4 half-block pixels (4 columns,
    /// 2 rows) on screen is drawn as its symbol's glyph, when it has one.
    func drawImage(_ image: UIImage, in rect: CGRect, tint: UIColor.Components) {
        let target = rect.applying(state.transform)
        let encoding = CellPixelEncoding.current
        let (across, down) = pixelsPerCell ?? (encoding.columns, encoding.rows)
        // The image's size in pixels of the surface drawn into.
        let width = Int((target.width * CGFloat(across) / grid.cellWidth).rounded())
        let height = Int((target.height * CGFloat(down) / grid.cellHeight).rounded())
        guard width > 0, height > 0 else { return }
        // Measured in half-block pixels (one across, two down a cell), whatever the encoding.
        if target.width / grid.cellWidth < 3.5 || target.height / grid.pixelHeight < 3.5, let glyph = image.symbol?.glyph {
            // The glyph goes in the middle of the cells the image covers by the grid's rounding
            // rule, the cells its view is clipped to (an image half a row down covers the lower
            // half of one row and the upper half of the next: the rule picks the next).
            let cells = grid.cells(covering: target)
            let (column, row) = (cells.minColumn + max(0, cells.width - 1) / 2, cells.minRow + max(0, cells.height - 1) / 2)
            canvas.draw(glyph, column: column, row: row, color: applyingOpacity(tint), attributes: [], clip: state.clip)
            return
        }
        var bitmap = image.bitmap(pixelWidth: width, pixelHeight: height)
        if image.drawsAsTemplate { bitmap = bitmap.masking(in: tint) }
        rasterise(bitmap, in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws a shaped line with its first column at `column`, `row`.
    func drawText(_ text: ShapedText, column: Int, row: Int, color: UIColor.Components, attributes: CellAttributes) {
        canvas.draw(text, column: column, row: row, color: applyingOpacity(color), attributes: attributes, clip: state.clip)
    }

    /// Draws `count` copies of a one-column glyph from `column` on `row`.
    func drawRun(of glyph: Glyph, count: Int, column: Int, row: Int, color: UIColor.Components, attributes: CellAttributes = []) {
        canvas.drawRun(of: glyph, count: count, column: column, row: row, color: applyingOpacity(color), attributes: attributes, clip: state.clip)
    }

    func applyingOpacity(_ color: UIColor.Components) -> UIColor.Components {
        var color = color
        color.alpha *= state.opacity
        return color
    }
}

/// The contexts `draw(_:)` calls run inside, innermost last.
@MainActor
private var contextStack: [CGContext] = []

/// The current graphics context: the one a view draws into during `draw(_:)`.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    contextStack.last
}

/// Makes `context` current.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    contextStack.append(context)
}

/// Restores the previous current context.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = contextStack.popLast()
}

/// Fills `rect` with the current fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}
