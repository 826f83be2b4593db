import Testing
import TesseraTerminal

@Suite("The Escape key and flush()")
struct EscapeKeyTests {
    @Test("a lone ESC is held until flush() reports it as Escape")
    func loneEscape() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
    }

    @Test("ESC followed by more bytes in time is a sequence, not Escape")
    func escapeThenSequence() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(bytes("[A")) == [key(.up)])
        #expect(!decoder.hasPendingInput)
    }

    @Test("input after a flushed Escape decodes normally")
    func escapeThenKeyAfterPause() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [key(.escape)])
        #expect(decoder.decode(bytes("[A")) == [.text("["), .text("A")])
    }

    @Test("ESC [ and ESC O held at a pause are Alt-[ and Alt-O")
    func ambiguousPrefixes() {
        expectDecoding("\u{1B}[", [key("[", .alt)], flush: true)
        expectDecoding("\u{1B}O", [key("O", .alt)], flush: true)
    }

    @Test("two ESCs are Escape followed by a pending ESC")
    func doubleEscape() {
        expectDecoding("\u{1B}\u{1B}", [key(.escape), key(.escape)], flush: true)
        expectDecoding("\u{1B}\u{1B}[A", [key(.escape), key(.up)])
    }

    @Test("flush() drops an unfinished sequence or character")
    func flushDropsPartialInput() {
        expectDecoding("\u{1B}[1;5", [], flush: true)
        expectDecoding([0xE6, 0xBC], [], flush: true)
        var decoder = TerminalInputDecoder()
        _ = decoder.decode([0xE6, 0xBC])
        #expect(decoder.hasPendingInput)
        _ = decoder.flush()
        #expect(decoder.decode(bytes("a")) == [.text("a")])
    }

    @Test("nothing is pending after complete input")
    func nothingPending() {
        var decoder = TerminalInputDecoder()
        _ = decoder.decode(bytes("abc\u{1B}[Aé"))
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
    }
}
