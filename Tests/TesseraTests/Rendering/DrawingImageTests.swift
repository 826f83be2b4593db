import Foundation
import Testing
import TesseraTestSupport

@_spi(TerminalHost) @testable import Tessera

/// A custom view that draws a filled red circle.
@MainActor
private final class Disc: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// Kept drawings rendered for a terminal that shows real pixels become ``Canvas/Image``s.
@MainActor @Suite(.serialized) struct DrawingImageTests {
    private func host(columns: Int = 8, rows: Int = 3, pixels: Bool = true) -> HeadlessHost {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: columns, rows: rows)
        host.imageCellSize = pixels ? CellPixelSize(width: 4, height: 8) : nil
        return host
    }

    /// The pixel at `x`, `y` of `image` as [r, g, b, a].
    private func pixel(_ image: Canvas.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.rgba[i..<(i + 4)])
    }

    @Test func aDrawingGoesOutAsAnImageAtTheTerminalsPixelSizeWithBlankCellsUnderIt() throws {
        let host = host()
        host.window.addSubview(Disc(frame: CGRect(x: 0, y: 0, width: 44, height: 44)))
        let canvas = host.render()
        let image = try #require(canvas.images.first)
        #expect(canvas.images.count == 1)
        #expect(image.frame == CellRect(minColumn: 0, minRow: 0, maxColumn: 4, maxRow: 2) && image.visible == image.frame)
        #expect(image.width == 16 && image.height == 16)
        #expect(pixel(image, 8, 8) == [255, 0, 0, 255])
        #expect(pixel(image, 0, 0)[3] == 0, "outside the circle is transparent")
        #expect(canvas.text == "\n\n", "no block characters under the image")

        // For a terminal without pixels, the same drawing is block characters.
        let blocks = self.host(pixels: false)
        blocks.window.addSubview(Disc(frame: CGRect(x: 0, y: 0, width: 44, height: 44)))
        let cells = blocks.render()
        #expect(cells.images.isEmpty)
        #expect(cells.text != "\n\n")
    }

    @Test func anImageKeepsItsIDAndVersionUntilRedrawn() throws {
        let host = host()
        let disc = Disc(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        host.window.addSubview(disc)
        let first = try #require(host.render().images.first)
        #expect(host.render().images == [first])
        disc.frame.origin.x = 22
        let moved = try #require(host.render().images.first)
        #expect(moved.id == first.id && moved.version == first.version && moved.frame.minColumn == 2)
        disc.setNeedsDisplay()
        let redrawn = try #require(host.render().images.first)
        #expect(redrawn.id == first.id && redrawn.version > first.version)
    }

    @Test func aDrawingCoveredInPartStaysBlockCellsThatFrame() {
        let host = host()
        host.window.addSubview(Disc(frame: CGRect(x: 0, y: 0, width: 44, height: 44)))
        let menu = UIView(frame: CGRect(x: 22, y: 22, width: 44, height: 22))
        menu.backgroundColor = .blue
        host.window.addSubview(menu)
        let canvas = host.render()
        #expect(canvas.images.isEmpty)
        #expect(canvas[0, 0].glyph != .space, "the uncovered part shows as block characters")
        #expect(canvas[2, 1].background == Canvas.cellColor(UIColor.blue.components()), "the cover is on top")
        menu.removeFromSuperview()
        #expect(host.render().images.count == 1)
    }

    @Test func aDrawingPartlyClippedShowsItsVisibleCells() throws {
        let host = host()
        let clip = UIView(frame: CGRect(x: 0, y: 0, width: 88, height: 44))
        clip.clipsToBounds = true
        clip.addSubview(Disc(frame: CGRect(x: 0, y: -22, width: 44, height: 44)))
        host.window.addSubview(clip)
        let image = try #require(host.render().images.first)
        #expect(image.frame == CellRect(minColumn: 0, minRow: -1, maxColumn: 4, maxRow: 1))
        #expect(image.visible == CellRect(minColumn: 0, minRow: 0, maxColumn: 4, maxRow: 1))
        #expect(image.visiblePixels == (0, 8, 16, 8))
    }

    @Test func aTranslucentDrawingStaysBlockCells() {
        let host = host()
        let disc = Disc(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        disc.alpha = 0.5
        host.window.addSubview(disc)
        #expect(host.render().images.isEmpty)
    }

    // MARK: UIImageView

    /// A 4 × 2 image, red on the left and blue on the right.
    private var redBlue: UIImage {
        let red = RGBA8(r: 255, g: 0, b: 0)
        let blue = RGBA8(r: 0, g: 0, b: 255)
        return UIImage(bitmap: Bitmap(width: 4, height: 2, pixels: [red, red, blue, blue, red, red, blue, blue]))
    }

    @Test func anImageViewIsAnImageScaledByContentMode() throws {
        let host = host()
        let imageView = UIImageView(image: redBlue)
        imageView.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        imageView.contentMode = .scaleAspectFit
        host.window.addSubview(imageView)
        let image = try #require(host.render().images.first)
        #expect(image.width == 16 && image.height == 16)
        // Fitted: 16 × 8 pixels in the middle, transparent above and below.
        #expect(pixel(image, 2, 1)[3] == 0 && pixel(image, 2, 14)[3] == 0)
        #expect(pixel(image, 2, 8) == [255, 0, 0, 255] && pixel(image, 13, 8) == [0, 0, 255, 255])

        imageView.contentMode = .scaleToFill
        let filled = try #require(host.render().images.first)
        #expect(filled.version > image.version)
        #expect(pixel(filled, 2, 1) == [255, 0, 0, 255] && pixel(filled, 13, 14) == [0, 0, 255, 255])

        // Resized, the image is placed again rather than stretched.
        imageView.contentMode = .scaleAspectFit
        imageView.frame.size.height = 66
        let tall = try #require(host.render().images.first)
        #expect(tall.height == 24 && pixel(tall, 8, 1)[3] == 0 && pixel(tall, 2, 12) == [255, 0, 0, 255], "fitted in the middle")
    }

    @Test func anImageViewIsSextantCellsWithoutPixels() {
        let host = host(pixels: false)
        let imageView = UIImageView(image: redBlue)
        imageView.frame = CGRect(x: 0, y: 0, width: 44, height: 22)
        host.window.addSubview(imageView)
        let canvas = host.render()
        let red = CellColor(red: 255, green: 0, blue: 0)
        let blue = CellColor(red: 0, green: 0, blue: 255)
        #expect(canvas[0, 0].background == red && canvas[3, 0].background == blue)
        #expect(canvas.images.isEmpty)
    }
}
