import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("Compositor")
struct CompositorTests {
    private func window(columns: Int, rows: Int) -> (UIWindow, HeadlessHost) {
        let window = UIWindow()
        window.isHidden = false
        return (window, HeadlessHost(window: window, columns: columns, rows: rows))
    }

    @Test func adjacentViewsTileWithoutGapsOrOverlaps() {
        let (window, host) = window(columns: 30, rows: 1)
        // Edges at 162.5 and 325 points: fractional, shared.
        let colors: [UIColor] = [.red, .green, .blue]
        for (index, color) in colors.enumerated() {
            let view = UIView(frame: CGRect(x: CGFloat(index) * 162.5 - 162.5 / 2 + 81.25, y: 0, width: 162.5, height: 22))
            view.backgroundColor = color
            window.addSubview(view)
        }
        let canvas = host.render()
        let backgrounds = (0..<30).map { canvas[$0, 0].background }
        #expect(backgrounds.prefix(15).allSatisfy { $0 == CellColor(red: 255, green: 0, blue: 0) })
        #expect(backgrounds[15..<30].allSatisfy { $0 == CellColor(red: 0, green: 255, blue: 0) })
        // 3 × 162.5 = 487.5 points = 44.3 cells: the third view starts at column 30, off-screen.
        #expect(!backgrounds.contains(CellColor(red: 0, green: 0, blue: 255)))
    }

    @Test func clipsSubviewsOnlyWhenAsked() {
        let (window, host) = window(columns: 10, rows: 2)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 55, height: 44))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        label.text = "0123456789"
        container.addSubview(label)
        window.addSubview(container)
        expectScreen(host.text, "0123456789\n")
        container.clipsToBounds = true
        expectScreen(host.text, "01234\n")
    }

    @Test func hiddenAndTransparentViewsAreNotDrawn() {
        let (window, host) = window(columns: 5, rows: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 55, height: 22))
        label.text = "shown"
        window.addSubview(label)
        expectScreen(host.text, "shown")
        label.isHidden = true
        expectScreen(host.text, "")
        label.isHidden = false
        label.alpha = 0
        expectScreen(host.text, "")
    }

    @Test func translucentColoursBlendOverWhatIsBelow() {
        let (window, host) = window(columns: 2, rows: 1)
        window.backgroundColor = .white
        let tint = UIView(frame: CGRect(x: 0, y: 0, width: 11, height: 22))
        tint.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        window.addSubview(tint)
        let canvas = host.render()
        #expect(canvas[0, 0].background == CellColor(red: 128, green: 128, blue: 128))
        #expect(canvas[1, 0].background == CellColor(red: 255, green: 255, blue: 255))
        tint.alpha = 0.5
        #expect(host.render()[0, 0].background == CellColor(red: 191, green: 191, blue: 191))
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(columns: 4, rows: 1)
        let black = UIColor.Components(red: 0, green: 0, blue: 0, alpha: 1)
        canvas.draw("日本", column: 0, row: 0, color: black, attributes: [], clip: canvas.bounds)
        expectScreen(canvas.text, "日本")
        canvas.draw("x", column: 1, row: 0, color: black, attributes: [], clip: canvas.bounds)
        expectScreen(canvas.text, " x本")
        canvas.fill(CellRect(minColumn: 2, minRow: 0, maxColumn: 3, maxRow: 1), color: black, clip: canvas.bounds)
        expectScreen(canvas.text, " x")
        #expect(!canvas.cells.contains { $0.glyph.isContinuation })
        // A wide character that would cross the clip draws as a space.
        canvas.draw("本", column: 3, row: 0, color: black, attributes: [], clip: canvas.bounds)
        #expect(canvas[3, 0].glyph == .space)
        // ... and blanks the lead of a wide character whose right half it covers.
        canvas.draw("日", column: 0, row: 0, color: black, attributes: [], clip: canvas.bounds)
        canvas.draw("本", column: 1, row: 0, color: black, attributes: [], clip: CellRect(columns: 2, rows: 1))
        #expect(canvas.text(ofRow: 0) == "")
        #expect(!canvas.cells.contains { $0.glyph.isContinuation })
        // Both halves of a wide character share the lead's background.
        canvas.fill(CellRect(minColumn: 1, minRow: 0, maxColumn: 2, maxRow: 1), color: UIColor.Components(red: 1, green: 0, blue: 0, alpha: 1), clip: canvas.bounds)
        canvas.draw("日", column: 0, row: 0, color: black, attributes: [], clip: canvas.bounds)
        #expect(canvas[1, 0].background == canvas[0, 0].background)
    }

    @Test func customDrawingGoesThroughTheCurrentContext() {
        final class Box: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.systemRed.setStroke()
                UIGraphicsGetCurrentContext()?.stroke(bounds)
            }
        }
        let (window, host) = window(columns: 6, rows: 3)
        window.addSubview(Box(frame: CGRect(x: 0, y: 0, width: 44, height: 66)))
        expectScreen(host.text, "┌──┐\n│  │\n└──┘")
    }

    @Test func aWindowRendersAsTextAnsiAndSvg() {
        let (window, host) = window(columns: 12, rows: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 132, height: 22))
        label.text = "Tessera ✓"
        label.textColor = .systemBlue
        window.addSubview(label)
        expectScreen(host.text, "Tessera ✓\n")
        let ansi = host.ansi()
        #expect(ansi.hasPrefix("\u{1B}[0;38;2;0;122;255mT"))
        #expect(host.ansi(colorMode: .palette256).contains("38;5;33m"))
        let svg = host.svg
        #expect(svg.hasPrefix("<svg") && svg.contains(">Tessera ✓</text>"))
    }

    @Test func aOneByOneScreenRenders() {
        let (window, host) = window(columns: 1, rows: 1)
        let label = UILabel(frame: window.bounds)
        label.text = "Hello"
        window.addSubview(label)
        expectScreen(host.text, "H")
    }

    @Test func aWindowAsksForAFrameOnlyWhenSomethingChanged() {
        let (window, host) = window(columns: 5, rows: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 55, height: 22))
        window.addSubview(label)
        _ = host.render()
        #expect(!host.hasPendingFrame)
        label.text = "new"
        #expect(host.hasPendingFrame)
        _ = host.render()
        label.text = "new"
        #expect(!host.hasPendingFrame)
    }

    @Test func paletteFallbackPicksTheNearestEntry() {
        #expect(ANSIEncoder.paletteIndex(for: CellColor(red: 0, green: 0, blue: 0)) == 16)
        #expect(ANSIEncoder.paletteIndex(for: CellColor(red: 255, green: 255, blue: 255)) == 231)
        #expect(ANSIEncoder.paletteIndex(for: CellColor(red: 255, green: 0, blue: 0)) == 196)
        #expect(ANSIEncoder.paletteIndex(for: CellColor(red: 128, green: 128, blue: 128)) == 244)
    }
}
