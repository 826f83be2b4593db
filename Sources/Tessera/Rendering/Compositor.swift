import Foundation

/// Draws a view tree into a canvas: background, `draw(_:)`, subviews, then the layer's border,
/// each clipped to its clipping ancestors, with group opacity. A layer's `cornerRadius` rounds
/// the background and, with `masksToBounds`, clips the contents and subviews (the innermost
/// rounded clip applies).
///
/// Transforms are composed on the way down, so every view costs O(1) plus what it draws.
/// Subtrees of a clipping view that lies outside the visible cells are skipped.
///
/// A view in a transition (`UIView.transition(with:…)`) is drawn through it: its captured old
/// picture and its live new appearance are combined within its bounds' cells as the
/// transition's progress says, in O(those cells) plus what the view draws.
///
/// Rendering for real pixels (`imageCellSize` set), kept drawings are rasterised at the
/// terminal's pixel size and become ``Canvas/Image``s, unless something drawn later covers
/// their cells: each is composited as block characters first, as always, and the cells it
/// leaves are compared at the end of the frame. Unchanged, they are replaced by the cells
/// without the blocks and the image is kept; changed, the blocks stay, beneath whatever
/// covered them, which is the simple correct order.
@MainActor
struct Compositor {
    private let context: CGContext
    /// The terminal cell's size in pixels when drawings go out as real pixels.
    private let imageCellSize: CellPixelSize?
    private let images = _PendingImages()

    init(columns: Int, rows: Int, grid: CellGrid = .current, imageCellSize: CellPixelSize? = nil) {
        context = CGContext(canvas: Canvas(columns: columns, rows: rows), grid: grid)
        self.imageCellSize = imageCellSize
    }

    /// The canvas drawn so far, with the images of drawings nothing covered.
    ///
    /// - Complexity: O(cells of the drawings shown as images).
    var canvas: Canvas {
        guard !images.pending.isEmpty else { return context.canvas }
        var canvas = context.canvas
        for pending in images.pending where canvas.region(pending.image.visible) == pending.blocks {
            canvas.replace(pending.image.visible, with: pending.cells)
            canvas.images.append(pending.image)
        }
        return canvas
    }

    /// Draws `view` (normally a window) with its bounds mapped by `transform` to the canvas.
    mutating func draw(_ view: UIView, transform: CGAffineTransform = .identity) {
        visit(view, transform: transform, clip: context.canvas.bounds, roundedClip: nil, opacity: 1)
    }

    /// Draws `view` alone, as it appears at `transform` (bounds to window points), into a
    /// picture of the cells `rect` (in the view's bounds coordinates) covers: its background,
    /// content and subviews, without its own alpha, hidden flag or transition.
    ///
    /// - Complexity: O(the picture's cells) plus what the view and its subviews draw.
    static func picture(of view: UIView, covering rect: CGRect, transform: CGAffineTransform, grid: CellGrid = .current) -> Canvas {
        let cells = grid.cells(covering: rect.applying(transform))
        let compositor = Compositor(columns: cells.width, rows: cells.height, grid: grid)
        let area = grid.rect(of: cells)
        let origin = CGAffineTransform(translationX: -area.minX, y: -area.minY)
        compositor.drawContent(
            of: view, transform: transform.concatenating(origin), clip: compositor.canvas.bounds, roundedClip: nil, opacity: 1)
        return compositor.canvas
    }

    private func visit(_ view: UIView, transform: CGAffineTransform, clip: CellRect, roundedClip: RoundedRect?, opacity: CGFloat) {
        // While a view animates, what is drawn is its presentation; otherwise its model values.
        let alpha = view.activeAnimations.isEmpty ? view.alpha : view.presentedAlpha
        guard !view.isHidden, alpha > 0.001 else { return }
        if let transition = view.activeTransition {
            drawTransition(transition, transform: transform, clip: clip, roundedClip: roundedClip, opacity: opacity * alpha)
        } else {
            drawContent(of: view, transform: transform, clip: clip, roundedClip: roundedClip, opacity: opacity * alpha)
        }
    }

    /// Draws the view's background, content, subviews and border at `opacity` (its own alpha
    /// included).
    private func drawContent(of view: UIView, transform: CGAffineTransform, clip: CellRect, roundedClip: RoundedRect?, opacity: CGFloat) {
        let animating = !view.activeAnimations.isEmpty
        let bounds = animating ? view.presentedBounds : view.bounds
        let frame = bounds.applying(transform)
        let cells = context.grid.cells(covering: frame)
        let ownClip = clip.intersection(cells)
        if view.clipsToBounds && ownClip.isEmpty { return }
        let layer = view.loadedLayer
        let cornerRadius = layer == nil ? 0 : animating ? view.presentedVector(for: .cornerRadius).scalar : layer!.cornerRadius
        // Rounded on the pixels the view covers, so that both sides round alike.
        let corners = cornerRadius > 0 ? RoundedRect(rect: context.grid.pixelAligned(frame), radius: cornerRadius) : nil
        let contentClip = view.clipsToBounds ? corners ?? roundedClip : roundedClip

        if let layer, layer.shadowOpacity > 0, !view.clipsToBounds {
            drawShadow(of: layer, bounds: bounds, hasBackground: view.backgroundColor != nil, cornerRadius: cornerRadius,
                transform: transform, clip: clip, roundedClip: roundedClip, opacity: opacity)
        }
        if !ownClip.isEmpty {
            context.configure(transform: transform, clip: ownClip, roundedClip: roundedClip, opacity: opacity)
            if let pattern = view.backgroundColor?.patternImage {
                // A pattern background tiles its image from the view's origin.
                context.saveGState()
                if let corners { context.clip(to: corners) }
                context.tile(pattern, over: bounds)
                context.restoreGState()
                context.flushPixels()
            } else if let background = animating ? view.presentedBackgroundColor : view.backgroundColor {
                context.fill(bounds, color: background.components(), roundedTo: corners)
            }
            if DrawingCache.keepsDrawing(view) {
                drawKept(view, in: bounds, transform: transform, clip: ownClip, roundedClip: contentClip, opacity: opacity)
            } else {
                if animating, bounds != view.bounds {
                    // Content drawn for the model size is stretched to the size on screen, as a
                    // layer's contents are.
                    context.configure(
                        transform: view.bounds.stretching(to: bounds).concatenating(transform), clip: ownClip,
                        roundedClip: roundedClip, opacity: opacity)
                }
                if let contentClip { context.clip(to: contentClip) }
                UIGraphicsPushContext(context)
                view.draw(view.bounds)
                UIGraphicsPopContext()
                context.flushPixels()
            }
        }

        let childClip = view.clipsToBounds ? ownClip : clip
        for subview in view.subviews {
            visit(
                subview, transform: subview.presentedTransformToSuperview.concatenating(transform), clip: childClip,
                roundedClip: contentClip, opacity: opacity)
        }

        guard let layer, !ownClip.isEmpty else { return }
        let borderWidth = animating ? view.presentedVector(for: .borderWidth).scalar : layer.borderWidth
        let borderColor = animating ? view.presentedVector(for: .borderColor).colorComponents : layer.borderColor.map { $0.rgba }
        if borderWidth > 0, let color = borderColor, color.alpha > 0 {
            context.configure(transform: transform, clip: ownClip, opacity: opacity)
            context.stroke(bounds, color: color, roundedCorners: corners != nil)
        }
    }

    /// Draws a layer's shadow under its view (see ``CALayer/shadowColor``).
    private func drawShadow(
        of layer: CALayer, bounds: CGRect, hasBackground: Bool, cornerRadius: CGFloat, transform: CGAffineTransform, clip: CellRect,
        roundedClip: RoundedRect?, opacity: CGFloat
    ) {
        guard hasBackground || layer.shadowPath != nil, var color = layer.shadowColor?.rgba else { return }
        color.alpha *= CGFloat(layer.shadowOpacity) * (layer.shadowRadius > 0 ? 0.5 : 1)
        guard color.alpha > 0.001 else { return }
        let shape = (layer.shadowPath?.boundingBox ?? bounds)
            .offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            .insetBy(dx: -layer.shadowRadius / 2, dy: -layer.shadowRadius / 2)
        let frame = shape.applying(transform)
        let corners = cornerRadius > 0 || layer.shadowRadius > 0
            ? RoundedRect(rect: context.grid.pixelAligned(frame), radius: cornerRadius + layer.shadowRadius / 2) : nil
        context.configure(transform: transform, clip: clip, roundedClip: roundedClip, opacity: opacity)
        context.fill(shape, color: color, roundedTo: corners)
    }

    /// Shows the kept drawing of `view` within `shownBounds` (its bounds, or their presented
    /// value while they animate) by `transform` (see ``DrawingCache``), running `draw(_:)` first
    /// when the view needs display (all of it, or only its dirty rect) or cannot reuse its
    /// drawing; otherwise the drawing is moved, stretched or turned to where the view is, as a
    /// layer's contents are.
    ///
    /// As UIKit's backing store, the drawing is made for the view's model bounds and without
    /// the scale or rotation of `transform` (only moved), so a view that grows from a small
    /// scale or size ends as sharp as if it had always been shown at its end.
    private func drawKept(
        _ view: UIView, in shownBounds: CGRect, transform: CGAffineTransform, clip: CellRect, roundedClip: RoundedRect?,
        opacity: CGFloat
    ) {
        let grid = context.grid
        let bounds = view.bounds
        // Drawn where the view's centre shows, unscaled and unturned.
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let drawnAt = transform.isTranslation ? transform : CGAffineTransform(
            translationX: centre.applying(transform).x - centre.x, y: centre.applying(transform).y - centre.y)
        let drawnCells = grid.cells(covering: bounds.applying(drawnAt))
        let shownCells = grid.cells(covering: shownBounds.applying(transform))
        // A rounded mask (the view's or an ancestor's) applies where the drawing shows, as a
        // layer's mask does: moving within it never calls `draw(_:)`. Unless it cuts the
        // drawing's cells, it is no mask at all.
        let shownRect = grid.rect(of: shownCells)
        let shownClip = roundedClip.flatMap { $0.contains(shownRect) ? nil : $0.offsetBy(dx: -shownRect.minX, dy: -shownRect.minY) }
        let encoding = CellPixelEncoding.current
        let kept = view.drawingCache
        let source: DrawingCache
        if let kept, !view.needsDisplay, kept.encoding == encoding, kept.imageCellSize == imageCellSize,
            !DrawingCache.redrawsWhenResized(view) || kept.bounds.size == bounds.size
        {
            source = kept
        } else {
            var cache: DrawingCache
            var isNew = false
            if let kept, kept.matches(
                cells: drawnCells, bounds: bounds, transform: drawnAt, encoding: encoding, imageCellSize: imageCellSize,
                roundedClip: nil)
            {
                cache = kept
            } else {
                var picture = Canvas(columns: drawnCells.width, rows: drawnCells.height)
                picture.baseBackground = context.canvas.baseBackground
                picture.baseForeground = context.canvas.baseForeground
                cache = DrawingCache(
                    cells: drawnCells, bounds: bounds, transform: drawnAt, encoding: encoding, imageCellSize: imageCellSize,
                    picture: picture, id: kept?.id)
                view.drawingCache = cache
                view.dirtyRect = nil
                isNew = true
            }
            let drawnRect = grid.rect(of: drawnCells)
            let origin = CGAffineTransform(translationX: -drawnRect.minX, y: -drawnRect.minY)
            let drawing = CGContext(canvas: cache.picture, grid: grid, pixels: cache.pixels, pixelsPerCell: cache.pixelsPerCell)
            drawing.configure(transform: drawnAt.concatenating(origin), clip: cache.picture.bounds, opacity: 1)
            let dirty = view.dirtyRect ?? bounds
            if view.dirtyRect != nil { drawing.clip(to: dirty) }
            // A new picture is blank already.
            if view.clearsContextBeforeDrawing, !isNew { drawing.erase(dirty) }
            view.needsDisplay = false
            view.dirtyRect = nil
            UIGraphicsPushContext(drawing)
            view.draw(dirty)
            UIGraphicsPopContext()
            cache.picture = drawing.canvas
            cache.pixels = drawing.pixels
            cache.didRedraw()
            source = cache
        }
        guard let shown = source.placed(
            cells: shownCells, bounds: shownBounds, transform: transform, contentMode: view.contentMode, roundedClip: shownClip,
            grid: grid)
        else { return }
        guard !shown.isBlank else { return }
        let visible = shownCells.intersection(clip).intersection(context.canvas.bounds)
        // Real pixels for opaque drawings only: a translucent one stays blocks.
        let below = imageCellSize != nil && opacity >= 1 && shown.pixels != nil && !visible.isEmpty ? context.canvas.region(visible) : nil
        if let pixels = shown.blockPixels {
            context.canvas.composite(pixels, in: visible, origin: (shownCells.minColumn, shownCells.minRow), encoding: encoding, opacity: opacity)
        }
        context.canvas.draw(shown.picture, in: shownCells, clip: clip, opacity: opacity)
        guard var plain = below, let image = shown.image(visible: visible) else { return }
        // Under the image: what was below without its glyphs, then the drawing's own text.
        plain.removeGlyphs()
        plain.draw(
            shown.picture, in: shownCells.offsetBy(columns: -visible.minColumn, rows: -visible.minRow), clip: plain.bounds, opacity: opacity)
        images.pending.append((image, context.canvas.region(visible), plain))
    }

    /// Draws a view in transition within its bounds' cells: the old picture turning into the
    /// live new appearance (see ``_ViewTransition/Kind``).
    private func drawTransition(
        _ transition: _ViewTransition, transform: CGAffineTransform, clip: CellRect, roundedClip: RoundedRect?, opacity: CGFloat
    ) {
        let view = transition.view
        let bounds = view.activeAnimations.isEmpty ? view.bounds : view.presentedBounds
        let cells = context.grid.cells(covering: bounds.applying(transform))
        let area = clip.intersection(cells).intersection(context.canvas.bounds)
        guard !area.isEmpty else { return }
        let progress = transition.progress
        switch transition.kind {
        case .crossDissolve:
            // What is behind the view, then the old picture over it: the start of the dissolve.
            var start = context.canvas.region(area)
            start.draw(
                transition.oldPicture, in: cells.offsetBy(columns: -area.minColumn, rows: -area.minRow), clip: start.bounds,
                opacity: opacity)
            drawContent(of: view, transform: transform, clip: area, roundedClip: roundedClip, opacity: opacity)
            context.canvas.dissolve(from: start, in: area, progress: progress)
        case .flip(let axis):
            // The old picture narrows to the centre line over the first half, the new one widens after.
            let picture =
                progress < 0.5
                ? transition.oldPicture
                : Self.picture(of: view, covering: bounds, transform: transform, grid: context.grid)
            let target = cells.scaledAboutCentre(by: abs(1 - 2 * progress), axis: axis)
            context.canvas.draw(picture, in: target, clip: area, opacity: opacity)
        case .curl(let edge):
            let revealed = Int((Double(cells.height) * progress).rounded())
            let split = edge == .bottom ? cells.maxRow - revealed : cells.minRow + revealed
            var newRows = area, oldRows = area
            if edge == .bottom {
                newRows.minRow = max(area.minRow, split)
                oldRows.maxRow = min(area.maxRow, split)
            } else {
                newRows.maxRow = min(area.maxRow, split)
                oldRows.minRow = max(area.minRow, split)
            }
            if !newRows.isEmpty {
                drawContent(of: view, transform: transform, clip: newRows, roundedClip: roundedClip, opacity: opacity)
            }
            context.canvas.draw(transition.oldPicture, in: cells, clip: oldRows, opacity: opacity)
        }
    }
}

/// The drawings of a frame that may go out as images, with the cells their block characters
/// left and the cells to show under the image instead.
@MainActor
private final class _PendingImages {
    var pending: [(image: Canvas.Image, blocks: Canvas, cells: Canvas)] = []
}

extension CellRect {
    /// The rectangle moved by whole cells.
    fileprivate func offsetBy(columns: Int, rows: Int) -> CellRect {
        CellRect(minColumn: minColumn + columns, minRow: minRow + rows, maxColumn: maxColumn + columns, maxRow: maxRow + rows)
    }

    /// The rectangle scaled by `factor` across the columns (horizontal) or rows (vertical),
    /// about its centre line.
    fileprivate func scaledAboutCentre(by factor: Double, axis: _ViewTransition.Kind.Axis) -> CellRect {
        var rect = self
        switch axis {
        case .horizontal:
            let columns = Int((Double(width) * factor).rounded())
            rect.minColumn = minColumn + (width - columns) / 2
            rect.maxColumn = rect.minColumn + columns
        case .vertical:
            let rows = Int((Double(height) * factor).rounded())
            rect.minRow = minRow + (height - rows) / 2
            rect.maxRow = rect.minRow + rows
        }
        return rect
    }
}

extension CGRect {
    /// Maps this rectangle onto `other`, scaling each axis.
    func stretching(to other: CGRect) -> CGAffineTransform {
        let sx = width > 0 ? other.width / width : 1
        let sy = height > 0 ? other.height / height : 1
        return CGAffineTransform(translationX: -minX, y: -minY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: other.minX, y: other.minY))
    }
}
