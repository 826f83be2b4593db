import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// A custom view that counts its `draw(_:)` calls and draws a filled circle and a label.
@MainActor
private final class Dot: UIView {
    var drawnRects: [CGRect] = []
    var color = UIColor.red

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        color.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

@MainActor @Suite(.serialized) struct DrawingViewTests {
    private func host(columns: Int = 8, rows: Int = 3) -> HeadlessHost {
        let window = UIWindow()
        window.isHidden = false
        window.backgroundColor = .white
        return HeadlessHost(window: window, columns: columns, rows: rows)
    }

    @Test func drawRunsOnFirstDisplayAndAfterSetNeedsDisplayOnly() {
        let host = host()
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        host.window.addSubview(dot)
        _ = host.render()
        #expect(dot.drawnRects == [dot.bounds])
        let rasterised = CGContext.rasterisedOperations
        let first = host.ansi()
        // A frame in which no view needs display rasterises nothing and shows the same.
        #expect(host.ansi() == first)
        #expect(CGContext.rasterisedOperations == rasterised)
        #expect(dot.drawnRects.count == 1)
        // Moving, recolouring the background or changing alpha reuse the drawing.
        dot.frame.origin.x = 22
        dot.backgroundColor = .yellow
        _ = host.render()
        #expect(dot.drawnRects.count == 1)
        #expect(CGContext.rasterisedOperations == rasterised)
        dot.color = .blue
        dot.setNeedsDisplay()
        _ = host.render()
        #expect(dot.drawnRects.count == 2)
        #expect(CGContext.rasterisedOperations == rasterised + 1)
    }

    @Test func aDirtyRectRedrawsOnlyThatPart() {
        let host = host()
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        host.window.addSubview(dot)
        let before = host.render()
        dot.color = .blue
        dot.setNeedsDisplay(CGRect(x: 0, y: 0, width: 22, height: 22))
        dot.setNeedsDisplay(CGRect(x: 0, y: 0, width: 11, height: 44))
        let after = host.render()
        #expect(dot.drawnRects.last == CGRect(x: 0, y: 0, width: 22, height: 44))
        // The left column turned blue; the right column kept its red drawing.
        #expect(after[3, 0] == before[3, 0])
        #expect(after[0, 0] != before[0, 0])
    }

    @Test func resizingRedrawsOnlyWithContentModeRedraw() {
        let host = host()
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        host.window.addSubview(dot)
        _ = host.render()
        dot.frame.size.width = 66
        _ = host.render()
        #expect(dot.drawnRects.count == 1)  // stretched, as a layer's contents are
        dot.contentMode = .redraw
        _ = host.render()
        let count = dot.drawnRects.count
        dot.frame.size.width = 88
        _ = host.render()
        #expect(dot.drawnRects.count == count + 1)
        #expect(dot.drawnRects.last == CGRect(x: 0, y: 0, width: 88, height: 44))
    }

    @Test func animatingAViewShowsItsDrawingWithoutDrawingAgain() {
        let host = host()
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        host.window.addSubview(dot)
        _ = host.render()
        UIView.animate(withDuration: 1) {
            dot.alpha = 0.5
            dot.center.x += 22
        }
        for _ in 0..<4 {
            host.advance(by: 0.25)
            _ = host.render()
        }
        UIView.transition(with: dot, duration: 1, options: .transitionCrossDissolve, animations: {})
        host.advance(by: 0.5)
        _ = host.render()
        host.advance(by: 0.5)
        _ = host.render()
        #expect(dot.drawnRects.count == 1)
    }

    @Test func eachCellEncodingShowsTheCircle() {
        let saved = CellPixelEncoding.current
        defer { CellPixelEncoding.current = saved }
        var screens: [String] = []
        for encoding in CellPixelEncoding.allCases {
            CellPixelEncoding.current = encoding
            let host = host(columns: 6, rows: 3)
            host.window.addSubview(Dot(frame: CGRect(x: 0, y: 0, width: 66, height: 66)))
            screens.append(host.text)
        }
        // Cells the circle covers evenly are spaces on a red background; its edge is drawn in
        // two colours per cell, at 1 × 2, 2 × 2 and 2 × 3 pixels a cell.
        expectScreen(screens[0], "▀▀▀▀▀▀\n▀    ▀\n▀▀▀▀▀▀")
        expectScreen(screens[1], "▛▀▘▝▀▖\n▌    ▌\n▝▀▖▛▀▘")
        expectScreen(screens[2], "🬝🬂🬀🬁🬂🬏\n🬐    🬛\n🬁🬎🬏🬝🬎🬀")
    }

    @Test func twoColoursPerCellAreTheDrawnOnes() {
        let saved = CellPixelEncoding.current
        defer { CellPixelEncoding.current = saved }
        CellPixelEncoding.current = .quadrant
        let host = host(columns: 2, rows: 1)
        final class Split: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 11, height: 11)).fill()
            }
        }
        host.window.addSubview(Split(frame: CGRect(x: 0, y: 0, width: 22, height: 22)))
        let canvas = host.render()
        let cell = canvas[0, 0]
        // The top half of the cell is blue over the white window.
        #expect(cell.glyph == Glyph("▀" as Unicode.Scalar))
        #expect(cell.foreground == CellColor(red: 0, green: 0, blue: 255))
        #expect(cell.background == CellColor(red: 255, green: 255, blue: 255))
        #expect(canvas[1, 0].glyph == .space)
    }
}
