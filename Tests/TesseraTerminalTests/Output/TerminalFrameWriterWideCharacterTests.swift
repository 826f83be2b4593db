import Foundation
import Testing
@testable import Tessera
@testable import TesseraTerminal

@Suite("TerminalFrameWriter wide characters")
struct TerminalFrameWriterWideCharacterTests {
    @Test func wideCharactersArePaintedWhole() {
        var harness = OutputHarness(columns: 20, rows: 3)
        var canvas = Canvas(columns: 20, rows: 3)
        canvas.write("漢字かな😀 ok", column: 1, row: 1)
        harness.show(canvas)
        #expect(canvas[2, 1].glyph.isContinuation)
    }

    @Test func aChangedRightHalfRewritesTheLead() {
        var harness = OutputHarness(columns: 20, rows: 2)
        var canvas = Canvas(columns: 20, rows: 2)
        canvas.write("漢字", column: 0, row: 0)
        harness.show(canvas)
        // Only the continuation's colour changes.
        var cell = canvas[3, 0]
        cell.background = CellColor(red: 9, green: 9, blue: 9)
        canvas[3, 0] = cell
        cell = canvas[2, 0]
        cell.background = CellColor(red: 9, green: 9, blue: 9)
        canvas[2, 0] = cell
        harness.show(canvas)
        #expect(String(decoding: harness.lastBytes, as: UTF8.self).contains("字"))
    }

    @Test func narrowTextOverEitherHalfOfAWideCharacter() {
        var harness = OutputHarness(columns: 12, rows: 2)
        var canvas = Canvas(columns: 12, rows: 2)
        canvas.write("漢字漢字", column: 0, row: 0)
        harness.show(canvas)
        canvas.write("x", column: 1, row: 0)  // right half of the first
        canvas.write("y", column: 4, row: 0)  // left half of the third
        harness.show(canvas)
        canvas.write("字", column: 5, row: 0)  // straddles the old third and fourth
        harness.show(canvas)
        canvas.write("ab", column: 0, row: 0)
        harness.show(canvas)
    }

    @Test func wideCharactersShiftedByOneColumn() {
        var harness = OutputHarness(columns: 12, rows: 1)
        var canvas = Canvas(columns: 12, rows: 1)
        canvas.write("漢字漢字漢", column: 0, row: 0)
        harness.show(canvas)
        var shifted = Canvas(columns: 12, rows: 1)
        shifted.write("漢字漢字漢", column: 1, row: 0)
        harness.show(shifted)
        harness.show(canvas)
    }

    @Test func aWideCharacterInTheLastTwoColumnsLeavesNoWrapBehind() {
        var harness = OutputHarness(columns: 6, rows: 2)
        var canvas = Canvas(columns: 6, rows: 2)
        canvas.write("漢", column: 4, row: 0)
        canvas.write("字", column: 0, row: 1)
        harness.show(canvas)
        canvas.write("かな", column: 2, row: 0)
        harness.show(canvas)
    }

    @Test func graphemeClustersAreWrittenAsTheirBytes() {
        var harness = OutputHarness(columns: 10, rows: 1)
        var canvas = Canvas(columns: 10, rows: 1)
        canvas.write("e\u{301}👍🏽x", column: 0, row: 0)
        harness.show(canvas)
        #expect(String(decoding: harness.lastBytes, as: UTF8.self).contains("e\u{301}👍🏽x"))
    }
}
