import Foundation
import Testing
@testable import Tessera
@testable import TesseraTerminal

@Suite("TerminalFrameWriter scrolling")
struct TerminalFrameWriterScrollTests {
    /// A list screen: a header row, rows `1..<rows-1` showing items from `offset`, a footer row,
    /// and optionally a scroll indicator thumb on the right edge.
    static func listScreen(
        columns: Int = 120, rows: Int = 40, offset: Int, header: Int = 1, footer: Int = 1, indicator: Bool = false
    ) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        canvas.fill(column: 0, row: 0, columns: columns, rows: header, color: rgb(0.1, 0.2, 0.5))
        canvas.write("Contacts", column: 2, row: 0, color: rgb(1, 1, 1), attributes: .bold)
        let listRows = (header)..<(rows - footer)
        for row in listRows {
            let item = offset + row - header
            canvas.write("Contact number \(item)", column: 2, row: row)
            canvas.write("detail \(item * 37 % 1000)", column: columns - 16, row: row, color: rgb(0.5, 0.5, 0.5))
            if item % 3 == 0 {
                canvas.write("漢字 ok", column: 40, row: row, color: rgb(0.3, 0.9, 0.3), attributes: .italic)
            }
            if item % 5 == 0 {
                canvas.write("★", column: 30, row: row, color: rgb(1, 0.8, 0))
            }
        }
        if footer > 0 {
            canvas.fill(column: 0, row: rows - footer, columns: columns, rows: footer, color: rgb(0.2, 0.2, 0.2))
            canvas.write("\(offset) of 1000", column: 2, row: rows - footer, color: rgb(1, 1, 1))
        }
        if indicator {
            let thumb = listRows.lowerBound + offset % listRows.count
            for row in listRows {
                canvas.write(row == thumb || row == thumb + 1 ? "┃" : "│", column: columns - 1, row: row, color: rgb(0.4, 0.4, 0.4))
            }
        }
        return canvas
    }

    @Test(arguments: [1, 2, 3, -1, -2, -3])
    func aListScrolledUnderAFixedHeaderAndFooterIsScrolledByTheTerminal(shift: Int) {
        var harness = OutputHarness(columns: 120, rows: 40)
        harness.show(Self.listScreen(offset: 100))
        let bytes = harness.show(Self.listScreen(offset: 100 + shift))
        let scroll = harness.writer.lastScroll
        #expect(scroll == TerminalFrameWriter._RowMapping(shift: shift, top: 1, bottom: 38))
        #expect(bytes < 600, "\(bytes) bytes")
    }

    @Test(arguments: [1, -1, 2])
    func aScrollIndicatorOnTheRightEdgeDoesNotPreventScrolling(shift: Int) {
        var harness = OutputHarness(columns: 80, rows: 24)
        harness.show(Self.listScreen(columns: 80, rows: 24, offset: 50, indicator: true))
        harness.show(Self.listScreen(columns: 80, rows: 24, offset: 50 + shift, indicator: true))
        #expect(harness.writer.lastScroll?.shift == shift)
    }

    @Test func aWholeScreenScrollNeedsNoScrollRegion() {
        var harness = OutputHarness(columns: 60, rows: 20)
        harness.show(Self.listScreen(columns: 60, rows: 20, offset: 0, header: 0, footer: 0))
        harness.show(Self.listScreen(columns: 60, rows: 20, offset: 1, header: 0, footer: 0))
        #expect(harness.writer.lastScroll == TerminalFrameWriter._RowMapping(shift: 1, top: 0, bottom: 19))
        #expect(!String(decoding: harness.lastBytes, as: UTF8.self).contains("\u{1B}[r"))
    }

    @Test func aOneRowScrollOfA120By40ListWritesATenthOfARepaint() {
        // The list area alone (120 × 38, no header or footer), repainted from scratch.
        var area = OutputHarness(columns: 120, rows: 38)
        let repaint = area.show(Self.listScreen(columns: 120, rows: 38, offset: 0, header: 0, footer: 0))
        var harness = OutputHarness(columns: 120, rows: 40)
        harness.show(Self.listScreen(offset: 0))
        var maximum = 0
        for offset in 1...30 {
            maximum = max(maximum, harness.show(Self.listScreen(offset: offset)))
            #expect(harness.writer.lastScroll != nil)
        }
        #expect(maximum * 10 <= repaint, "scroll: \(maximum) bytes, repaint: \(repaint) bytes")
    }

    @Test func scrollingIsNotUsedWhenThePlainDiffIsCheaper() {
        var harness = OutputHarness(columns: 40, rows: 6)
        var canvas = Canvas(columns: 40, rows: 6)
        canvas[0, 1] = Canvas.Cell(glyph: Glyph(Character("a")))
        canvas[0, 2] = Canvas.Cell(glyph: Glyph(Character("b")))
        harness.show(canvas)
        var next = Canvas(columns: 40, rows: 6)
        next[0, 1] = Canvas.Cell(glyph: Glyph(Character("b")))
        harness.show(next)
        #expect(harness.writer.lastScroll == nil, "\(String(decoding: harness.lastBytes, as: UTF8.self).debugDescription)")
    }

    @Test func aScrollWithAColouredPenResetsThePenFirst() {
        var harness = OutputHarness(columns: 50, rows: 12)
        var canvas = Canvas(columns: 50, rows: 12)
        for row in 0..<12 {
            canvas.fill(column: 0, row: row, columns: 50, rows: 1, color: rgb(0.1, CGFloat(row) / 14, 0.3))
            canvas.write("row \(row) with some text to make scrolling worth it", column: 0, row: row)
        }
        harness.show(canvas)
        var scrolled = Canvas(columns: 50, rows: 12)
        for row in 0..<12 {
            scrolled.fill(column: 0, row: row, columns: 50, rows: 1, color: rgb(0.1, CGFloat(row + 2) / 14, 0.3))
            scrolled.write("row \(row + 2) with some text to make scrolling worth it", column: 0, row: row)
        }
        harness.show(scrolled)
        #expect(harness.writer.lastScroll?.shift == 2)
    }
}
