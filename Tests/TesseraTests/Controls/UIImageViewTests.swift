import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
    @Test func contentModesPlaceTheImage() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 20)
        #expect(UIView.ContentMode.scaleToFill.rect(for: size, in: bounds) == bounds)
        #expect(UIView.ContentMode.scaleAspectFit.rect(for: size, in: bounds) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(UIView.ContentMode.scaleAspectFill.rect(for: size, in: bounds) == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(UIView.ContentMode.center.rect(for: size, in: bounds) == CGRect(x: 40, y: 15, width: 20, height: 20))
        #expect(UIView.ContentMode.bottomRight.rect(for: size, in: bounds) == CGRect(x: 80, y: 30, width: 20, height: 20))
    }

    @Test func drawsImagesThroughThePixelPath() throws {
        // A 2 × 4 image: red top half, blue bottom half, over two rows of cells.
        let red = RGBA8(r: 255, g: 0, b: 0)
        let blue = RGBA8(r: 0, g: 0, b: 255)
        let bitmap = Bitmap(width: 2, height: 4, pixels: [red, red, red, red, blue, blue, blue, blue])
        let png = try #require(UIImage(bitmap: bitmap).pngData())
        let image = try #require(UIImage(data: png))
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 2, rows: 2)
        window.addSubview(UIImageView(image: image).configured { $0.frame = CGRect(x: 0, y: 0, width: 22, height: 44) })
        let canvas = host.render()
        // Smoothly resampled into sextants: red at the top, blue at the bottom.
        let redCell = CellColor(red: 255, green: 0, blue: 0)
        let blueCell = CellColor(red: 0, green: 0, blue: 255)
        #expect(canvas[0, 0].background == redCell || canvas[0, 0].foreground == redCell)
        #expect(canvas[1, 1].background == blueCell || canvas[1, 1].foreground == blueCell)
    }

    @Test func templateSymbolsDrawInTheTintColourOrAsAGlyphWhenTiny() throws {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 8, rows: 4)
        let symbol = try #require(UIImage(systemName: "person.circle"))
        let large = UIImageView(image: symbol)
        large.frame = CGRect(x: 0, y: 0, width: 88, height: 88)
        large.tintColor = .systemGreen
        window.addSubview(large)
        let canvas = host.render()
        let green = Canvas.cellColor(UIColor.systemGreen.components())
        #expect(canvas.cells.contains { $0.foreground == green || $0.background == green })
        large.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        #expect(host.render().text.contains(symbol.symbol!.glyph))
    }
}

extension UIView {
    /// Applies `configure` and returns the view, for building test trees inline.
    func configured(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}
