import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// `view.layer`: the view's drawing properties under Core Animation's names, rounded corners at
/// half-block pixel resolution, `masksToBounds` clipping to them, borders in box drawing.
@MainActor
@Suite("CALayer")
struct LayerTests {
    private let red = CellColor(red: 255, green: 0, blue: 0)

    private func window(columns: Int, rows: Int) -> (UIWindow, HeadlessHost) {
        let window = UIWindow()
        window.isHidden = false
        return (window, HeadlessHost(window: window, columns: columns, rows: rows))
    }

    /// The half-block pixels of `columns × rows` cells as `#` (red) and `.` (anything else).
    private func pixels(_ canvas: Canvas, columns: Int, rows: Int) -> [String] {
        (0..<(rows * 2)).map { pixelRow in
            String((0..<columns).map { column -> Character in
                let cell = canvas[column, pixelRow / 2]
                let isHalfBlock = cell.glyph == Glyph("▀" as Unicode.Scalar)
                let color = pixelRow % 2 == 0 && isHalfBlock ? cell.foreground : cell.background
                return color == red ? "#" : "."
            })
        }
    }

    @Test func aViewsLayerIsItsDrawingProperties() {
        let view = UIView()
        #expect(view.layer === view.layer, "one layer per view")
        view.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor?.components() == UIColor.red.components())
        view.backgroundColor = .blue
        #expect(view.layer.backgroundColor?.components == [0, 0, 1, 1])
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.isHidden = true
        #expect(view.layer.isHidden)
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CALayer()
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.borderColor?.components == [0, 0, 0, 1])
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds && layer.backgroundColor == nil)
        layer.opacity = 0.25
        layer.masksToBounds = true
        #expect(layer.opacity == 0.25 && layer.masksToBounds, "a layer of its own keeps its values")
    }

    @Test func cornerRadiusRoundsTheBackgroundAtPixelResolution() {
        let (window, host) = window(columns: 6, rows: 3)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 66, height: 66))
        view.backgroundColor = .red
        window.addSubview(view)
        #expect(pixels(host.render(), columns: 6, rows: 3) == Array(repeating: "######", count: 6))
        view.layer.cornerRadius = 33
        #expect(pixels(host.render(), columns: 6, rows: 3) == [
            ".####.",
            "######",
            "######",
            "######",
            "######",
            ".####.",
        ])
        // Off the grid by 4 points, the view covers the same pixels and rounds alike on both sides.
        view.frame.origin.x = 4
        #expect(pixels(host.render(), columns: 6, rows: 3) == [".####.", "######", "######", "######", "######", ".####."])
    }

    @Test func masksToBoundsClipsContentsAndSubviewsToTheCorners() {
        let (window, host) = window(columns: 6, rows: 3)
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 66, height: 66))
        imageView.image = UIImage(bitmap: Bitmap(width: 6, height: 6, fill: RGBA8(r: 255, g: 0, b: 0)))
        window.addSubview(imageView)
        imageView.layer.cornerRadius = 33
        // Without masksToBounds the radius rounds only the background (there is none).
        #expect(pixels(host.render(), columns: 6, rows: 3) == Array(repeating: "######", count: 6))
        imageView.clipsToBounds = true
        // The image is drawn through the pixel path: its corner cells are rounded sextants.
        let clipped = host.render()
        #expect(clipped[0, 0] != Canvas.Cell(background: red) && clipped[5, 2] != Canvas.Cell(background: red))
        #expect(clipped[2, 1] == Canvas.Cell(background: red))
        let rounded = [".####.", "######", "######", "######", "######", ".####."]

        // A subview filling a rounded, clipping container is cut to its corners too.
        imageView.removeFromSuperview()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 66, height: 66))
        container.layer.cornerRadius = 33
        container.layer.masksToBounds = true
        let fill = UIView(frame: container.bounds)
        fill.backgroundColor = .red
        container.addSubview(fill)
        window.addSubview(container)
        #expect(pixels(host.render(), columns: 6, rows: 3) == rounded)
    }

    @Test func bordersAreBoxDrawingAboveTheSubviews() {
        let (window, host) = window(columns: 7, rows: 3)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 77, height: 66))
        let label = UILabel(frame: CGRect(x: 0, y: 22, width: 77, height: 22))
        label.text = "ABCDEFG"
        box.addSubview(label)
        window.addSubview(box)
        box.layer.borderWidth = 1
        expectScreen(host.text, "┌─────┐\n│BCDEF│\n└─────┘")
        box.layer.cornerRadius = 8
        expectScreen(host.text, "╭─────╮\n│BCDEF│\n╰─────╯")
        box.layer.borderColor = nil
        expectScreen(host.text, "\nABCDEFG\n", "no colour, no border")
    }
}
