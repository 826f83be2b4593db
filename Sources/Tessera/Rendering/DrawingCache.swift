import CCairo
import Foundation

/// What a view's `draw(_:)` produced, kept until the view needs display again: its text as a
/// picture of cells and its paths as sub-cell pixels, both covering the view's cells.
///
/// Views of app classes that subclass `UIView` directly keep one, as UIKit keeps a layer's
/// backing store: `draw(_:)` runs on first display, after `setNeedsDisplay()` (for a dirty
/// rect, only that part is redrawn) and after a resize with `contentMode = .redraw`, and a
/// frame in which no view needs display rasterises nothing. Tessera's own views draw
/// every frame into the canvas, as they always have.
@MainActor
final class DrawingCache {
    /// The cells the drawing covers, and the view-to-window transform it was drawn with.
    let cells: CellRect
    let transform: CGAffineTransform
    let encoding: CellPixelEncoding
    /// The view's cells drawn as text and rectangles; blank cells let what is below show.
    var picture: Canvas
    /// The view's paths, at `encoding`'s resolution over `cells`.
    var pixels: CairoSurface?
    /// Whether `draw(_:)` left the picture blank and drew no paths, as a view that only
    /// holds subviews does: nothing is composited for it.
    var isBlank = true

    init(cells: CellRect, transform: CGAffineTransform, encoding: CellPixelEncoding, picture: Canvas) {
        self.cells = cells
        self.transform = transform
        self.encoding = encoding
        self.picture = picture
    }

    /// Whether the drawing still fits the view's place on screen.
    func matches(cells: CellRect, transform: CGAffineTransform, encoding: CellPixelEncoding) -> Bool {
        self.cells == cells && self.transform == transform && self.encoding == encoding
    }

    /// The drawing moved and stretched onto `newCells`, for a view resized without `.redraw`.
    func stretched(to newCells: CellRect, transform newTransform: CGAffineTransform) -> DrawingCache {
        var newPicture = Canvas(columns: newCells.width, rows: newCells.height)
        newPicture.baseBackground = picture.baseBackground
        newPicture.baseForeground = picture.baseForeground
        newPicture.draw(picture, in: newPicture.bounds, clip: newPicture.bounds, opacity: 1)
        let copy = DrawingCache(cells: newCells, transform: newTransform, encoding: encoding, picture: newPicture)
        copy.isBlank = isBlank
        if let pixels, newCells.width > 0, newCells.height > 0 {
            let target = CairoSurface(
                width: newCells.width * encoding.columns, height: newCells.height * encoding.rows, transform: pixels.transform)
            cairo_save(target.cr)
            cairo_scale(target.cr, Double(target.width) / Double(pixels.width), Double(target.height) / Double(pixels.height))
            cairo_set_source_surface(target.cr, pixels.surface, 0, 0)
            cairo_paint(target.cr)
            cairo_restore(target.cr)
            copy.pixels = target
        }
        return copy
    }

    /// Whether views of `view`'s class keep their drawing: classes outside Tessera whose
    /// nearest Tessera superclass is `UIView` itself (custom drawing views).
    static func keepsDrawing(_ view: UIView) -> Bool {
        let key = ObjectIdentifier(type(of: view))
        if let known = classesKeepingDrawing[key] { return known }
        var mirror: Mirror? = Mirror(reflecting: view)
        var result = false
        while let current = mirror {
            if String(reflecting: current.subjectType).hasPrefix("Tessera.") {
                result = current.subjectType == UIView.self && type(of: view) != UIView.self
                break
            }
            mirror = current.superclassMirror
        }
        classesKeepingDrawing[key] = result
        return result
    }

    private static var classesKeepingDrawing: [ObjectIdentifier: Bool] = [:]
}
