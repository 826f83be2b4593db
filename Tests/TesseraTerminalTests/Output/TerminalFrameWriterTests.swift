import Foundation
import Testing
@testable import Tessera
@testable import TesseraTerminal

@Suite("TerminalFrameWriter")
struct TerminalFrameWriterTests {
    private func sample(columns: Int = 40, rows: Int = 10) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        canvas.fill(column: 0, row: 0, columns: columns, rows: 1, color: rgb(0.2, 0.3, 0.8))
        canvas.write("Title", column: 2, row: 0, color: rgb(1, 1, 1), attributes: .bold)
        for row in 1..<rows {
            canvas.write("Line \(row) of the sample", column: 1, row: row)
        }
        return canvas
    }

    @Test func firstFrameClearsAndPaintsEveryCellThatIsNotBlank() {
        var harness = OutputHarness(columns: 40, rows: 10)
        harness.show(sample())
        #expect(harness.lastBytes.starts(with: output("\u{1B}[0m\u{1B}[H\u{1B}[2J")))
    }

    @Test func anUnchangedFrameWritesNothing() {
        var harness = OutputHarness(columns: 40, rows: 10)
        harness.show(sample())
        #expect(harness.show(sample()) == 0)
    }

    @Test func aOneCellChangeWritesOneMoveAndOneGlyph() {
        var harness = OutputHarness(columns: 40, rows: 10)
        var canvas = Canvas(columns: 40, rows: 10)
        harness.show(canvas)
        canvas[3, 1] = Canvas.Cell(glyph: Glyph(Character("x")))
        harness.show(canvas)
        #expect(harness.lastBytes == output("\u{1B}[2;4Hx"))
    }

    @Test func aOneLineChangeWritesFarFewerBytesThanARepaint() {
        var harness = OutputHarness(columns: 120, rows: 40)
        var canvas = sample(columns: 120, rows: 40)
        let repaint = harness.show(canvas)
        canvas.write("Line 7 was edited", column: 1, row: 7)
        let change = harness.show(canvas)
        #expect(change > 0)
        #expect(change * 20 < repaint, "one line: \(change) bytes, repaint: \(repaint) bytes")
    }

    @Test func aShortUnchangedGapIsRewrittenInsteadOfSkipped() {
        var harness = OutputHarness(columns: 20, rows: 2)
        var canvas = Canvas(columns: 20, rows: 2)
        canvas.write("abcdef", column: 0, row: 0, color: rgb(1, 1, 1))
        harness.show(canvas)
        canvas.write("X", column: 1, row: 0, color: rgb(1, 1, 1))
        canvas.write("Y", column: 3, row: 0, color: rgb(1, 1, 1))
        harness.show(canvas)
        // Rewriting "c" (1 byte) is cheaper than a cursor move (3 bytes).
        #expect(harness.lastBytes == output("\r\u{1B}[C\u{1B}[38;2;255;255;255mXcY\u{1B}[0m"))
    }

    @Test func aLongUnchangedGapIsSkippedWithARelativeMove() {
        var harness = OutputHarness(columns: 40, rows: 2)
        var canvas = Canvas(columns: 40, rows: 2)
        canvas.write("abcdefghijklmnopqrstuvwxyz", column: 0, row: 0)
        harness.show(canvas)
        canvas.write("X", column: 1, row: 0)
        canvas.write("Y", column: 20, row: 0)
        harness.show(canvas)
        #expect(harness.lastBytes.count < 40)
        #expect(String(decoding: harness.lastBytes, as: UTF8.self).contains("X\u{1B}[18C"))
    }

    @Test func nextRowIsReachedWithCarriageReturnAndLineFeed() {
        var harness = OutputHarness(columns: 10, rows: 3)
        var canvas = Canvas(columns: 10, rows: 3)
        harness.show(canvas)
        canvas[9, 0] = Canvas.Cell(glyph: Glyph(Character("a")))
        canvas[0, 1] = Canvas.Cell(glyph: Glyph(Character("b")))
        harness.show(canvas)
        #expect(harness.lastBytes == output("\u{1B}[9Ca\r\nb"))
    }

    @Test func invalidateAndResizeRepaintEverything() {
        var harness = OutputHarness(columns: 40, rows: 10)
        let canvas = sample()
        let repaint = harness.show(canvas)
        harness.writer.invalidate()
        #expect(harness.writer.screen == nil)
        #expect(harness.show(canvas) == repaint)
        let larger = sample(columns: 50, rows: 12)
        harness.show(larger)
        #expect(harness.lastBytes.starts(with: output("\u{1B}[0m\u{1B}[H\u{1B}[2J")))
    }

    @Test func colorsAndAttributesArePaintedAndThePenIsResetOnlyWhenChanged() {
        var harness = OutputHarness(columns: 30, rows: 4)
        var canvas = Canvas(columns: 30, rows: 4)
        harness.show(canvas)
        canvas.fill(column: 2, row: 1, columns: 10, rows: 2, color: rgb(0.5, 0.1, 0.1))
        canvas.write("bold", column: 3, row: 1, color: rgb(0, 1, 0), attributes: [.bold, .underline])
        canvas.write("it", column: 3, row: 2, color: rgb(0, 0, 1), attributes: [.italic, .inverse, .strikethrough, .dim])
        harness.show(canvas)
        #expect(harness.lastBytes.suffix(4) == output("\u{1B}[0m")[...])
        canvas[20, 3] = Canvas.Cell(glyph: Glyph(Character("z")))
        harness.show(canvas)
        #expect(harness.lastBytes.last == UInt8(ascii: "z"))
        #expect(!harness.lastBytes.contains(UInt8(ascii: "m")), "a default-pen change needs no SGR and no reset")
    }

    @Test func aRowThatBecameBlankIsErasedToItsEnd() {
        var harness = OutputHarness(columns: 60, rows: 3)
        var canvas = Canvas(columns: 60, rows: 3)
        canvas.write("A long line of text that will be cleared", column: 4, row: 1)
        harness.show(canvas)
        for column in 10..<60 { canvas[column, 1] = .blank }
        harness.show(canvas)
        #expect(harness.lastBytes == output("\u{1B}[11G\u{1B}[K"))
    }

    @Test func aShortBlankTailIsWrittenAsSpaces() {
        var harness = OutputHarness(columns: 20, rows: 1)
        var canvas = Canvas(columns: 20, rows: 1)
        canvas[5, 0] = Canvas.Cell(glyph: Glyph(Character("a")))
        canvas[6, 0] = Canvas.Cell(glyph: Glyph(Character("b")))
        harness.show(canvas)
        canvas[5, 0] = .blank
        canvas[6, 0] = .blank
        harness.show(canvas)
        #expect(harness.lastBytes == output("\u{1B}[6G  "))
    }

    @Test func theCursorIsNeverShown() {
        var harness = OutputHarness(columns: 40, rows: 10)
        var canvas = sample()
        harness.show(canvas)
        canvas.write("changed", column: 5, row: 5)
        harness.show(canvas)
        #expect(!String(decoding: harness.lastBytes, as: UTF8.self).contains("?25h"))
    }

    @Test func thePaletteModeWrites256Colours() {
        var writer = TerminalFrameWriter(colorMode: .palette256)
        var canvas = Canvas(columns: 10, rows: 1)
        canvas.write("hi", column: 0, row: 0, color: rgb(1, 0, 0))
        let text = String(decoding: writer.frame(canvas), as: UTF8.self)
        #expect(text.contains("\u{1B}[38;5;196mhi"))
        writer.colorMode = .trueColor
        #expect(writer.screen == nil, "changing the colour mode repaints")
        #expect(String(decoding: writer.frame(canvas), as: UTF8.self).contains("38;2;255;0;0"))
    }

    @Test func frameAndWriteIntoAgree() {
        var first = TerminalFrameWriter()
        var second = TerminalFrameWriter()
        var buffer: [UInt8] = [1, 2]
        second.write(sample(), into: &buffer)
        #expect(Array(buffer.dropFirst(2)) == first.frame(sample()))
    }

    @Test func zeroSizedCanvasesWriteOnlyTheClear() {
        var writer = TerminalFrameWriter()
        #expect(writer.frame(Canvas(columns: 0, rows: 0)) == output("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(writer.frame(Canvas(columns: 0, rows: 0)) == [])
    }
}
