import Foundation
import Testing
@testable import Tessera
@testable import TesseraTerminal
import TesseraTestSupport

/// Random canvases and random edits: whatever the writer emits, the model terminal must end up
/// showing exactly the new canvas.
@Suite("TerminalFrameWriter randomized")
struct TerminalFrameWriterPropertyTests {
    private static let texts = ["a", "b", "Hello", "  ", "xyz", "漢", "字か", "😀", "e\u{301}", "│", "─┼─", "1234567", "ö"]
    private static let colors: [UIColor.Components] = [
        rgb(1, 1, 1), rgb(0, 0, 0), rgb(1, 0, 0), rgb(0.2, 0.4, 0.6), rgb(0.5, 0.5, 0.5),
    ]
    private static let attributes: [CellAttributes] = [[], .bold, [.italic, .underline], .inverse, [.bold, .dim], .strikethrough]

    private static func randomEdit(_ canvas: inout Canvas, using random: inout SplitMix64) {
        let columns = canvas.columns
        let rows = canvas.rows
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
            // Text is placed where it fits: the writer trusts the canvas's widths, and a wide
            // character clipped at the right edge is the canvas's business.
            let text = texts.randomElement(using: &random)!
            let width = text.reduce(0) { $0 + TerminalModel.width(of: $1) }
            guard width <= columns else { return }
            canvas.write(
                text, column: Int.random(in: 0...(columns - width), using: &random),
                row: Int.random(in: 0..<rows, using: &random), color: colors.randomElement(using: &random)!,
                attributes: attributes.randomElement(using: &random)!)
        case 5..<7:
            canvas.fill(
                column: Int.random(in: 0..<columns, using: &random), row: Int.random(in: 0..<rows, using: &random),
                columns: Int.random(in: 1...columns, using: &random), rows: Int.random(in: 1...3, using: &random),
                color: colors.randomElement(using: &random)!)
        case 7 where Bool.random(using: &random):
            // Clear the rest of a row, as when a label gets shorter.
            let row = Int.random(in: 0..<rows, using: &random)
            var column = Int.random(in: 0..<columns, using: &random)
            if canvas[column, row].glyph.isContinuation { column -= 1 }
            for index in column..<columns { canvas[index, row] = .blank }
        case 7:
            canvas.fill(column: 0, row: Int.random(in: 0..<rows, using: &random), columns: columns, rows: 1, color: rgb(0, 0, 0))
            canvas = Canvas(columns: columns, rows: rows).merging(canvas, keepingBlank: Bool.random(using: &random))
        default:
            // Shift a band of rows by 1...3 (a scrolled list under a fixed header/footer).
            guard rows >= 4 else { return }
            let top = Int.random(in: 0..<(rows - 2), using: &random)
            let bottom = Int.random(in: (top + 1)..<rows, using: &random)
            let shift = Int.random(in: 1...3, using: &random) * (Bool.random(using: &random) ? 1 : -1)
            let old = canvas
            for row in top...bottom {
                let source = row + shift
                for column in 0..<columns {
                    canvas[column, row] = source >= top && source <= bottom ? old[column, source] : .blank
                }
            }
            // New rows scroll in with content.
            let exposed = shift > 0 ? max(top, bottom - shift + 1)...bottom : top...min(bottom, top - shift - 1)
            for row in exposed {
                canvas.write(String(texts.randomElement(using: &random)!.prefix(columns / 2)), column: 0, row: row)
            }
        }
    }

    private static func randomCanvas(columns: Int, rows: Int, using random: inout SplitMix64) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        for _ in 0..<(columns * rows / 4) {
            randomEdit(&canvas, using: &random)
        }
        return canvas
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomEditsAlwaysReproduceTheCanvas(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var columns = Int.random(in: 1...40, using: &random)
        var rows = Int.random(in: 1...16, using: &random)
        var harness = OutputHarness(columns: columns, rows: rows)
        var canvas = Self.randomCanvas(columns: columns, rows: rows, using: &random)
        harness.show(canvas)
        var scrolls = 0
        for step in 0..<300 {
            if step % 100 == 99 {
                columns = Int.random(in: 1...40, using: &random)
                rows = Int.random(in: 1...16, using: &random)
                canvas = Self.randomCanvas(columns: columns, rows: rows, using: &random)
            } else {
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    Self.randomEdit(&canvas, using: &random)
                }
            }
            harness.show(canvas)
            if harness.writer.lastScroll != nil { scrolls += 1 }
            if harness.terminal.mismatch(with: canvas) != nil || !harness.terminal.violations.isEmpty {
                Issue.record("seed \(seed), step \(step): \(harness.terminal.violations) \(String(decoding: harness.lastBytes, as: UTF8.self).debugDescription)")
                return
            }
        }
        #expect(scrolls > 0, "some random frames are cheaper with a terminal scroll")
    }
}

extension Canvas {
    /// For random tests: `other`'s cells copied onto this canvas, optionally skipping blanks.
    fileprivate func merging(_ other: Canvas, keepingBlank: Bool) -> Canvas {
        var result = self
        for row in 0..<rows {
            for column in 0..<columns where keepingBlank || other[column, row] != .blank {
                result[column, row] = other[column, row]
            }
        }
        return result
    }
}
