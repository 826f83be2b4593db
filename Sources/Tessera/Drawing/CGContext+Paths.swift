import CCairo
import Foundation

/// Core Graphics' path API: a current path built in user space, filled, stroked or used as a
/// clip, with line attributes, transforms, blend modes and gradients, rasterised by Cairo.
extension CGContext {
    // MARK: Transforms

    /// User space to the context's base space (window points for a view, points for a bitmap).
    public var ctm: CGAffineTransform { state.transform }

    public func rotate(by angle: CGFloat) {
        state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform)
    }

    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    // MARK: Line and colour attributes

    public func setLineWidth(_ width: CGFloat) { state.lineWidth = max(0, width) }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Dashes strokes: `lengths` alternate painted and unpainted, starting `phase` into the pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths.allSatisfy { $0 == 0 } ? [] : lengths.map { max(0, $0) }
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = UIColor.Components(red: red, green: green, blue: blue, alpha: alpha)
        state.fillPattern = nil
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = UIColor.Components(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: The current path

    public func beginPath() { path = CGMutablePath() }
    public func move(to point: CGPoint) { path.move(to: point, transform: state.transform) }
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.transform) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.transform) }
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.transform) }
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.transform) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.transform) }
    public func addPath(_ path: CGPath) { self.path.addPath(path, transform: state.transform) }
    public func closePath() { path.closeSubpath() }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.transform)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.transform)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.transform)
    }

    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point in user space.
    public var currentPointOfPath: CGPoint {
        path.currentPoint.applying(state.transform.inverted())
    }

    /// The current path's bounds in user space.
    public var boundingBoxOfPath: CGRect {
        path.isEmpty ? .null : path.boundingBox.applying(state.transform.inverted())
    }

    // MARK: Painting

    /// Fills the current path with `rule` and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        rasterise(path, fillRule: rule, stroke: false)
        beginPath()
    }

    /// Strokes the current path and clears it.
    public func strokePath() {
        rasterise(path, fillRule: .winding, stroke: true)
        beginPath()
    }

    /// Fills, strokes or both, then clears the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: rasterise(path, fillRule: .winding, stroke: false)
        case .eoFill: rasterise(path, fillRule: .evenOdd, stroke: false)
        case .stroke: rasterise(path, fillRule: .winding, stroke: true)
        case .fillStroke, .eoFillStroke:
            rasterise(path, fillRule: mode == .eoFillStroke ? .evenOdd : .winding, stroke: false)
            rasterise(path, fillRule: .winding, stroke: true)
        }
        beginPath()
    }

    /// Narrows the clip to the current path filled with `rule`, and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clipPaths.append((path, rule))
        beginPath()
    }

    public func fillEllipse(in rect: CGRect) {
        let ellipse = CGMutablePath()
        ellipse.addEllipse(in: rect, transform: state.transform)
        rasterise(ellipse, fillRule: .winding, stroke: false)
    }

    public func strokeEllipse(in rect: CGRect) {
        let ellipse = CGMutablePath()
        ellipse.addEllipse(in: rect, transform: state.transform)
        rasterise(ellipse, fillRule: .winding, stroke: true)
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        state.lineWidth = width
        let outline = CGMutablePath()
        outline.addRect(rect, transform: state.transform)
        rasterise(outline, fillRule: .winding, stroke: true)
        state.lineWidth = saved
    }

    /// Strokes a line between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            segments.move(to: points[index], transform: state.transform)
            segments.addLine(to: points[index + 1], transform: state.transform)
            index += 2
        }
        rasterise(segments, fillRule: .winding, stroke: true)
    }

    /// Fills the clip with a gradient varying along the line from `start` to `end` (user space).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        paint(gradient, options: options) { cairo_pattern_create_linear(start.x, start.y, end.x, end.y) }
    }

    /// Fills the clip with a gradient between two circles (user space).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        paint(gradient, options: options) {
            cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
        }
    }

    // MARK: Rasterising

    /// Fills or strokes `path` (base space) with the current colour and state.
    func rasterise(_ path: CGPath, fillRule: CGPathFillRule, stroke: Bool) {
        guard !path.isEmpty else { return }
        if !stroke, let pattern = state.fillPattern {
            // A pattern fill tiles its image inside the path.
            saveGState()
            state.fillPattern = nil
            state.clipPaths.append((path, fillRule))
            tile(pattern, over: path.boundingBox.applying(state.transform.inverted()))
            restoreGState()
            return
        }
        let color = stroke ? state.strokeColor : state.fillColor
        guard stroke ? state.lineWidth > 0 : true else { return }
        withPreparedCairo { cr, surface in
            surface.setMatrix()
            path.append(to: cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * state.opacity)
            if stroke {
                surface.setMatrix(state.transform)
                cairo_set_line_width(cr, state.lineWidth)
                cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(state.lineCap.rawValue)))
                cairo_set_line_join(cr, cairo_line_join_t(UInt32(state.lineJoin.rawValue)))
                cairo_set_miter_limit(cr, state.miterLimit)
                if !state.dashLengths.isEmpty {
                    cairo_set_dash(cr, state.dashLengths.map { Double($0) }, Int32(state.dashLengths.count), state.dashPhase)
                }
                cairo_stroke(cr)
            } else {
                cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            }
        }
    }

    /// Paints the clip with a gradient pattern made in user space.
    private func paint(_ gradient: CGGradient, options: CGGradientDrawingOptions, pattern make: () -> OpaquePointer?) {
        guard let pattern = make() else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        // Cairo extends both ends or neither; one-sided extension is emulated by clipping the pad.
        let extends = !options.isEmpty
        cairo_pattern_set_extend(pattern, extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        withPreparedCairo { cr, surface in
            surface.setMatrix(state.transform)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, state.opacity)
        }
    }

    /// Draws `bitmap` over `rect` (user space) through Cairo, at `alpha` with `blendMode`.
    func rasterise(_ bitmap: Bitmap, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        withPreparedCairo { _, surface in
            surface.draw(bitmap, in: rect, userToBase: state.transform, alpha: alpha * state.opacity, operator: Self.cairoOperator(blendMode))
        }
    }

    /// Runs `body` on the pixels with the clip and blend mode applied, in a saved Cairo state;
    /// for a canvas, notes the cells drawn so that ``flushPixels()`` turns them into characters.
    private func withPreparedCairo(_ body: (OpaquePointer, CairoSurface) -> Void) {
        let surface = pixelSurface()
        let cr = surface.cr
        Self.rasterisedOperations += 1
        cairo_save(cr)
        defer {
            cairo_new_path(cr)
            cairo_restore(cr)
        }
        surface.setMatrix()
        if !isBitmap {
            let area = state.clip.intersection(canvas.bounds)
            guard !area.isEmpty else { return }
            pixelArea = pixelArea.map { $0.union(area) } ?? area
            let rect = grid.rect(of: area)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            if let rounded = state.roundedClip {
                let shape = CGMutablePath()
                shape.addRoundedRect(in: rounded.rect, cornerWidth: rounded.radius, cornerHeight: rounded.radius)
                shape.append(to: cr)
                cairo_clip(cr)
            }
        }
        for clip in state.clipPaths {
            clip.path.append(to: cr)
            cairo_set_fill_rule(cr, clip.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
        body(cr, surface)
    }

    /// The pixels: a bitmap's own, or the canvas's sub-cell pixels, made on first use.
    private func pixelSurface() -> CairoSurface {
        if let pixels { return pixels }
        let encoding = CellPixelEncoding.current
        let (across, down) = pixelsPerCell ?? (encoding.columns, encoding.rows)
        let surface = CairoSurface(
            width: canvas.columns * across, height: canvas.rows * down,
            transform: CGAffineTransform(scaleX: CGFloat(across) / grid.cellWidth, y: CGFloat(down) / grid.cellHeight))
        pixels = surface
        return surface
    }

    /// Turns the sub-cell pixels drawn since the last flush into block characters over the
    /// canvas, then clears them. Does nothing when nothing was drawn.
    func flushPixels() {
        guard !isBitmap, let area = pixelArea, let pixels else { return }
        pixelArea = nil
        canvas.composite(pixels, in: area, encoding: CellPixelEncoding.current)
        pixels.clear()
    }

    /// How many fills, strokes, gradients and images Cairo has rasterised: a frame in which no
    /// view needs display adds none.
    static var rasterisedOperations = 0

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension CellRect {
    /// The smallest rectangle containing both.
    func union(_ other: CellRect) -> CellRect {
        CellRect(
            minColumn: min(minColumn, other.minColumn), minRow: min(minRow, other.minRow),
            maxColumn: max(maxColumn, other.maxColumn), maxRow: max(maxRow, other.maxRow))
    }
}
