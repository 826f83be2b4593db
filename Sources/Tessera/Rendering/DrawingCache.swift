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
    /// The terminal cell's size in pixels when the drawing is rasterised for real pixels;
    /// `nil` when it is rasterised at `encoding`'s resolution for block characters.
    let imageCellSize: CellPixelSize?
    /// The rounded clip of a `masksToBounds` layer the drawing was clipped to, relative to
    /// the drawing's first cell.
    let roundedClip: RoundedRect?
    /// The view's cells drawn as text and rectangles; blank cells let what is below show.
    var picture: Canvas
    /// The view's paths, over `cells`, at ``pixelsPerCell``.
    var pixels: CairoSurface?
    /// Whether `draw(_:)` left the picture blank and drew no paths, as a view that only
    /// holds subviews does: nothing is composited for it.
    var isBlank = true
    /// Identifies the drawing to a terminal that keeps its pixels (see ``Canvas/Image``); a
    /// resized drawing keeps it.
    let id: Int
    /// Counts the changes of `pixels`: bumped on each redraw.
    var version = 0

    init(
        cells: CellRect, transform: CGAffineTransform, encoding: CellPixelEncoding, imageCellSize: CellPixelSize? = nil,
        roundedClip: RoundedRect? = nil, picture: Canvas, id: Int? = nil
    ) {
        self.cells = cells
        self.transform = transform
        self.encoding = encoding
        self.imageCellSize = imageCellSize
        self.roundedClip = roundedClip
        self.picture = picture
        if let id {
            self.id = id
        } else {
            Self.lastID += 1
            self.id = Self.lastID
        }
    }

    private static var lastID = 0

    /// Pixels per cell of `pixels`.
    var pixelsPerCell: (columns: Int, rows: Int) {
        imageCellSize.map { ($0.width, $0.height) } ?? (encoding.columns, encoding.rows)
    }

    /// Whether the drawing still fits the view's place on screen.
    func matches(
        cells: CellRect, transform: CGAffineTransform, encoding: CellPixelEncoding, imageCellSize: CellPixelSize?,
        roundedClip: RoundedRect?
    ) -> Bool {
        self.cells == cells && self.transform == transform && self.encoding == encoding && self.imageCellSize == imageCellSize
            && self.roundedClip == roundedClip
    }

    /// The drawing moved and stretched onto `newCells`, for a view resized without `.redraw`.
    func stretched(to newCells: CellRect, transform newTransform: CGAffineTransform) -> DrawingCache {
        var newPicture = Canvas(columns: newCells.width, rows: newCells.height)
        newPicture.baseBackground = picture.baseBackground
        newPicture.baseForeground = picture.baseForeground
        newPicture.draw(picture, in: newPicture.bounds, clip: newPicture.bounds, opacity: 1)
        let copy = DrawingCache(
            cells: newCells, transform: newTransform, encoding: encoding, imageCellSize: imageCellSize, roundedClip: roundedClip,
            picture: newPicture, id: id)
        copy.isBlank = isBlank
        // Moved without a change of size, the pixels are the same: shared, same version.
        if newCells.width == cells.width, newCells.height == cells.height {
            copy.pixels = pixels
            copy.version = version
            return copy
        }
        copy.version = version + 1
        if let pixels, newCells.width > 0, newCells.height > 0 {
            let (across, down) = pixelsPerCell
            copy.pixels = pixels.scaled(width: newCells.width * across, height: newCells.height * down, transform: pixels.transform)
        }
        return copy
    }

    // MARK: Block characters and images

    private var blockPixelsCache: (version: Int, surface: CairoSurface)?

    /// The pixels at `encoding`'s resolution, for block characters: `pixels` itself, or a
    /// copy scaled down from real pixels (made once per version).
    var blockPixels: CairoSurface? {
        guard let pixels else { return nil }
        guard imageCellSize != nil else { return pixels }
        if let cached = blockPixelsCache, cached.version == version { return cached.surface }
        let surface = pixels.scaled(
            width: cells.width * encoding.columns, height: cells.height * encoding.rows,
            transform: pixels.transform.concatenating(
                CGAffineTransform(scaleX: CGFloat(encoding.columns) / CGFloat(pixelsPerCell.columns), y: CGFloat(encoding.rows) / CGFloat(pixelsPerCell.rows))))
        blockPixelsCache = (version, surface)
        return surface
    }

    private var imageCache: (version: Int, rgba: [UInt8])?

    /// The drawing as an image showing `visible` of its cells (converted once per version).
    func image(visible: CellRect) -> Canvas.Image? {
        guard let pixels, !visible.isEmpty else { return nil }
        let rgba: [UInt8]
        if let cached = imageCache, cached.version == version {
            rgba = cached.rgba
        } else {
            rgba = pixels.straightRGBA
            imageCache = (version, rgba)
        }
        return Canvas.Image(
            id: id, version: version, frame: cells, visible: visible, width: pixels.width, height: pixels.height, rgba: rgba)
    }

    /// Whether views of `view`'s class keep their drawing: image views, and classes outside
    /// Tessera whose nearest Tessera superclass is `UIView` itself (custom drawing views).
    /// TesseraUI's views count as Tessera's: they hold subviews and draw nothing (a hosting
    /// view kept a blank picture of the whole screen).
    static func keepsDrawing(_ view: UIView) -> Bool {
        if view is UIImageView { return true }
        let key = ObjectIdentifier(type(of: view))
        if let known = classesKeepingDrawing[key] { return known }
        var mirror: Mirror? = Mirror(reflecting: view)
        var result = false
        while let current = mirror {
            let name = String(reflecting: current.subjectType)
            if name.hasPrefix("Tessera.") || name.hasPrefix("TesseraUI.") {
                result = current.subjectType == UIView.self && type(of: view) != UIView.self
                break
            }
            mirror = current.superclassMirror
        }
        classesKeepingDrawing[key] = result
        return result
    }

    /// Whether a resize redraws `view` rather than stretching its drawing: `.redraw`, and
    /// image views, which place their image by content mode within the new bounds.
    static func redrawsWhenResized(_ view: UIView) -> Bool {
        view.contentMode == .redraw || view is UIImageView
    }

    private static var classesKeepingDrawing: [ObjectIdentifier: Bool] = [:]
}
