import Foundation
import Testing

@testable import Tessera

/// Pictures of the whole UI: cells at the grid's points, text in a monospace font.
@MainActor @Suite struct PNGOutputTests {
    @Test func aFrameRendersAsAPictureOfTheCells() throws {
        let saved = CellPixelEncoding.current
        defer { CellPixelEncoding.current = saved }
        CellPixelEncoding.current = .sextant
        final class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.systemRed.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .white
        let host = HeadlessHost(window: window, columns: 8, rows: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 44, height: 22))
        label.text = "Hi!"
        window.addSubview(label)
        window.addSubview(Dot(frame: CGRect(x: 44, y: 0, width: 44, height: 44)))
        let data = try host.pngData()
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 88, height: 44))
        expectBitmap(image, named: "frame", tolerance: 8)
        // The drawn circle's centre is red (its cells' mean colour); the window below the label is white.
        let centre = image.bitmap[66, 22]
        #expect(centre.r == 255 && centre.g < 70 && centre.b < 60)
        #expect(image.bitmap[2, 40] == RGBA8(r: 255, g: 255, b: 255))
    }
}
