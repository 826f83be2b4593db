import Foundation
import Testing

@testable import Tessera

/// `UIColor(patternImage:)`: an image tiled as a background and as a path's fill.
@MainActor @Suite struct PatternColorTests {
    private static let red = CellColor(red: 255, green: 0, blue: 0)
    private static let blue = CellColor(red: 0, green: 0, blue: 255)

    /// A two-cell tile: red on the left cell, blue on the right.
    private static func tile() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 11, height: 22))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 11, y: 0, width: 11, height: 22))
        }
    }

    /// The colour a cell shows: its background, or its foreground when a block glyph fills it.
    private func shown(_ canvas: Canvas, _ column: Int, _ row: Int) -> CellColor {
        let cell = canvas[column, row]
        return cell.glyph == .space ? cell.background : cell.foreground
    }

    @Test func aPatternBackgroundTilesItsImageFromTheViewsOrigin() {
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 8, rows: 2)
        let view = UIView(frame: CGRect(x: 11, y: 0, width: 66, height: 44))
        view.backgroundColor = UIColor(patternImage: Self.tile())
        window.addSubview(view)
        let canvas = host.render()
        #expect((1...6).map { shown(canvas, $0, 1) } == [Self.red, Self.blue, Self.red, Self.blue, Self.red, Self.blue])
        #expect(shown(canvas, 7, 0) != Self.blue, "the tiles stop at the view's edge")
    }

    @Test func aPatternFillsAPathAndStandsForItsAverageColourElsewhere() {
        final class Striped: UIView {
            override func draw(_ rect: CGRect) {
                UIColor(patternImage: PatternColorTests.tile()).setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 44, height: 22)).fill()
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 22, width: 44, height: 22)).fill()
            }
        }
        let window = UIWindow()
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 4, rows: 2)
        window.addSubview(Striped(frame: CGRect(x: 0, y: 0, width: 44, height: 44)))
        let canvas = host.render()
        #expect((0..<4).map { shown(canvas, $0, 0) } == [Self.red, Self.blue, Self.red, Self.blue])
        #expect((0..<4).map { shown(canvas, $0, 1) } == Array(repeating: Self.red, count: 4), "a plain colour ends the pattern")
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor(patternImage: Self.tile()).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0.5, 0, 0.5, 1])
    }
}
