import CCairo
import Foundation

/// What a view's `draw(_:)` produced, kept until the view needs display again: its text as a
/// picture of cells and its paths as sub-cell pixels, both covering the view's cells.
///
/// Views of app classes that subclass `UIView` directly keep one, as UIKit keeps a layer's
/// backing store: `draw(_:)` runs on first display, after `setNeedsDisplay()` (for a dirty
/// rect, only that part is redrawn) and after a resize with `contentMode = .redraw`, and a
/// frame in which no view needs display rasterises nothing. Where the view moves, resizes,
/// scales or turns (animated or not), the drawing is placed there as a layer's contents are
/// (see ``placed(cells:bounds:transform:contentMode:grid:)``), without `draw(_:)`.
/// Tessera's own views draw every frame into the canvas, as they always have.
@MainActor
final class DrawingCache {
    /// The cells the drawing covers, the view's bounds it was made for and the
    /// view-to-window transform it was drawn with.
    let cells: CellRect
    let bounds: CGRect
    let transform: CGAffineTransform
    let encoding: CellPixelEncoding
    /// The terminal cell's size in pixels when the drawing is rasterised for real pixels;
    /// `nil` when it is rasterised at `encoding`'s resolution for block characters.
    let imageCellSize: CellPixelSize?
    /// The rounded mask of a `masksToBounds` layer a placed drawing was clipped to, relative
    /// to its first cell; what `draw(_:)` made has none (masks apply where it shows).
    let roundedClip: RoundedRect?
    /// The view's cells drawn as text and rectangles; blank cells let what is below show.
    var picture: Canvas
    /// The view's paths, over `cells`, at ``pixelsPerCell``.
    var pixels: CairoSurface?
    /// Whether `draw(_:)` left the picture blank and drew no paths, as a view that only
    /// holds subviews does: nothing is composited for it.
    var isBlank = true
    /// Identifies the drawing to a terminal that keeps its pixels (see ``Canvas/Image``); a
    /// moved, stretched or turned drawing keeps it.
    let id: Int
    /// Names the content of `pixels`: a new number for each redraw and each placement that
    /// changes them, never reused.
    private(set) var version: Int
    /// This drawing as last placed somewhere else, and by which content mode, kept while the
    /// view stays there.
    private var placement: (contentMode: UIView.ContentMode, copy: DrawingCache)?
    /// The pixels clipped to a rounded mask where they stay put relative to their cells, and
    /// their version: placements moved by whole cells under the same mask share them.
    private var masked: (clip: RoundedRect, pixels: CairoSurface, version: Int)?

    init(
        cells: CellRect, bounds: CGRect, transform: CGAffineTransform, encoding: CellPixelEncoding, imageCellSize: CellPixelSize? = nil,
        roundedClip: RoundedRect? = nil, picture: Canvas, id: Int? = nil
    ) {
        self.cells = cells
        self.bounds = bounds
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
        version = Self.newVersion()
    }

    private static var lastID = 0
    private static var lastVersion = 0

    private static func newVersion() -> Int {
        lastVersion += 1
        return lastVersion
    }

    /// Pixels per cell of `pixels`.
    var pixelsPerCell: (columns: Int, rows: Int) {
        imageCellSize.map { ($0.width, $0.height) } ?? (encoding.columns, encoding.rows)
    }

    /// Whether the drawing was made exactly where and how the view is now.
    func matches(
        cells: CellRect, bounds: CGRect, transform: CGAffineTransform, encoding: CellPixelEncoding, imageCellSize: CellPixelSize?,
        roundedClip: RoundedRect?
    ) -> Bool {
        self.cells == cells && self.bounds == bounds && self.transform == transform && self.encoding == encoding
            && self.imageCellSize == imageCellSize && self.roundedClip == roundedClip
    }

    /// Notes that `draw(_:)` changed the picture or pixels.
    func didRedraw() {
        isBlank = pixels == nil && picture.isBlank
        version = Self.newVersion()
        placement = nil
        masked = nil
    }

    /// The drawing as it shows for the view at `cells`, by `transform` (its bounds' points to
    /// the window's) within `bounds` (the presented bounds while they animate), clipped to
    /// `roundedClip` (relative to the first of `cells`): itself where it was made so, or a copy
    /// moved, stretched (placed in `bounds` by `contentMode`, as a layer's contents are) or
    /// turned, always made from this drawing, so nothing blurs over an animation. `nil` when
    /// either transform flattens the view to nothing (its cells are empty then, so the
    /// compositor does not ask).
    ///
    /// - Complexity: O(1) where the view stays, else O(the new cells and pixels) once.
    func placed(
        cells newCells: CellRect, bounds newBounds: CGRect, transform newTransform: CGAffineTransform,
        contentMode: UIView.ContentMode, roundedClip newClip: RoundedRect?, grid: CellGrid
    ) -> DrawingCache? {
        if matches(
            cells: newCells, bounds: newBounds, transform: newTransform, encoding: encoding, imageCellSize: imageCellSize,
            roundedClip: newClip)
        {
            placement = nil
            return self
        }
        if let placement, placement.contentMode == contentMode, placement.copy.matches(
            cells: newCells, bounds: newBounds, transform: newTransform, encoding: encoding, imageCellSize: imageCellSize,
            roundedClip: newClip)
        {
            return placement.copy
        }
        guard transform.isInvertible, newTransform.isInvertible else { return nil }
        // From this drawing's base space (points from its first cell) to the new one's.
        let content = contentMode.rect(for: bounds.size, in: newBounds)
        let (from, to) = (grid.rect(of: cells), grid.rect(of: newCells))
        let mapping = CGAffineTransform(translationX: from.minX, y: from.minY)
            .concatenating(transform.inverted())
            .concatenating(bounds.stretching(to: content))
            .concatenating(newTransform)
            .concatenating(CGAffineTransform(translationX: -to.minX, y: -to.minY))

        var newPicture = Canvas(columns: newCells.width, rows: newCells.height)
        newPicture.baseBackground = picture.baseBackground
        newPicture.baseForeground = picture.baseForeground
        newPicture.draw(picture, through: mapping, grid: grid)
        if let newClip { newPicture.clip(to: newClip, grid: grid) }
        let copy = DrawingCache(
            cells: newCells, bounds: newBounds, transform: newTransform, encoding: encoding, imageCellSize: imageCellSize,
            roundedClip: newClip, picture: newPicture, id: id)
        copy.isBlank = isBlank
        if let pixels {
            let (across, down) = pixelsPerCell
            var moved = pixels.transform.inverted().concatenating(mapping).concatenating(pixels.transform)
            if moved.isTranslation {
                // Moved only: by whole pixels, so that nothing blurs.
                moved = CGAffineTransform(translationX: moved.tx.rounded(), y: moved.ty.rounded())
            }
            if moved.isTranslation, moved.tx == 0, moved.ty == 0, newCells.width == cells.width, newCells.height == cells.height {
                // Moved by whole cells: the same pixels (masked alike), the same version, so a
                // scrolling avatar sends nothing new.
                if let newClip {
                    if masked?.clip != newClip {
                        let clipped = pixels.transformed(
                            width: pixels.width, height: pixels.height, by: .identity, transform: pixels.transform, clip: newClip)
                        masked = (newClip, clipped, copy.version)
                    }
                    copy.pixels = masked!.pixels
                    copy.version = masked!.version
                } else {
                    copy.pixels = pixels
                    copy.version = version
                }
            } else {
                copy.pixels = pixels.transformed(
                    width: newCells.width * across, height: newCells.height * down, by: moved, transform: pixels.transform,
                    clip: newClip)
            }
        }
        placement = (contentMode, copy)
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
        let shrink = CGAffineTransform(
            scaleX: CGFloat(encoding.columns) / CGFloat(pixelsPerCell.columns), y: CGFloat(encoding.rows) / CGFloat(pixelsPerCell.rows))
        let surface = pixels.transformed(
            width: cells.width * encoding.columns, height: cells.height * encoding.rows, by: shrink,
            transform: pixels.transform.concatenating(shrink))
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
