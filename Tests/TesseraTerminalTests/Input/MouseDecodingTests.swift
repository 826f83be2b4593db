import Testing
@testable import TesseraTerminal

@Suite("Decoding mouse, paste and focus")
struct MouseDecodingTests {
    @Test("SGR presses and releases of each button, with 0-based cells")
    func pressAndRelease() {
        expectDecoding("\u{1B}[<0;1;1M", [mouse(.press, .left, column: 0, row: 0)])
        expectDecoding("\u{1B}[<0;10;5m", [mouse(.release, .left, column: 9, row: 4)])
        expectDecoding("\u{1B}[<1;3;4M", [mouse(.press, .middle, column: 2, row: 3)])
        expectDecoding("\u{1B}[<2;80;24M", [mouse(.press, .right, column: 79, row: 23)])
        expectDecoding("\u{1B}[<2;80;24m", [mouse(.release, .right, column: 79, row: 23)])
        expectDecoding("\u{1B}[<0;300;200M", [mouse(.press, .left, column: 299, row: 199)])
    }

    @Test("motion with a button is a drag, without one a move")
    func motion() {
        expectDecoding("\u{1B}[<32;5;6M", [mouse(.drag, .left, column: 4, row: 5)])
        expectDecoding("\u{1B}[<34;5;6M", [mouse(.drag, .right, column: 4, row: 5)])
        expectDecoding("\u{1B}[<35;7;8M", [mouse(.move, .none, column: 6, row: 7)])
    }

    @Test("wheel events")
    func wheel() {
        expectDecoding("\u{1B}[<64;2;3M", [mouse(.wheelUp, .none, column: 1, row: 2)])
        expectDecoding("\u{1B}[<65;2;3M", [mouse(.wheelDown, .none, column: 1, row: 2)])
        expectDecoding("\u{1B}[<66;2;3M", [mouse(.wheelLeft, .none, column: 1, row: 2)])
        expectDecoding("\u{1B}[<67;2;3M", [mouse(.wheelRight, .none, column: 1, row: 2)])
    }

    @Test("modifier bits of mouse events")
    func modifiers() {
        expectDecoding("\u{1B}[<4;1;1M", [mouse(.press, .left, column: 0, row: 0, .shift)])
        expectDecoding("\u{1B}[<8;1;1M", [mouse(.press, .left, column: 0, row: 0, .alt)])
        expectDecoding("\u{1B}[<16;1;1M", [mouse(.press, .left, column: 0, row: 0, .control)])
        expectDecoding("\u{1B}[<28;1;1M", [mouse(.press, .left, column: 0, row: 0, [.shift, .alt, .control])])
        expectDecoding("\u{1B}[<81;1;1M", [mouse(.wheelDown, .none, column: 0, row: 0, .control)])
        expectDecoding("\u{1B}[<48;2;2M", [mouse(.drag, .left, column: 1, row: 1, .control)])
    }

    @Test("malformed SGR mouse reports are dropped without eating what follows")
    func malformedMouse() {
        expectDecoding("\u{1B}[<0;1M" + "a", [.text("a")])
        expectDecoding("\u{1B}[<0;1;1;1M" + "a", [.text("a")])
        expectDecoding("\u{1B}[<;1;1M" + "a", [.text("a")])
        expectDecoding("\u{1B}[<128;1;1M" + "a", [.text("a")])
        expectDecoding("\u{1B}[<0;1;1X" + "a", [.text("a")])
    }

    @Test("legacy X10 mouse reports are decoded, not typed")
    func legacyMouse() {
        expectDecoding([0x1B, 0x5B, 0x4D, 32 + 0, 32 + 1, 32 + 1] + bytes("a"), [
            mouse(.press, .left, column: 0, row: 0), .text("a"),
        ])
        expectDecoding([0x1B, 0x5B, 0x4D, 32 + 3, 32 + 5, 32 + 2], [mouse(.release, .none, column: 4, row: 1)])
    }

    @Test("bracketed paste delivers its text in one event")
    func paste() {
        expectDecoding("\u{1B}[200~hello\u{1B}[201~", [.paste("hello")])
        expectDecoding("\u{1B}[200~\u{1B}[201~", [.paste("")])
        expectDecoding("a\u{1B}[200~b\u{1B}[201~c", [.text("a"), .paste("b"), .text("c")])
    }

    @Test("pasted text keeps line breaks, escapes, and multi-byte characters")
    func pasteContent() {
        expectDecoding("\u{1B}[200~line 1\r\nline 2\tx\u{1B}[201~", [.paste("line 1\r\nline 2\tx")])
        expectDecoding("\u{1B}[200~日本語 😀 e\u{301}\u{1B}[201~", [.paste("日本語 😀 e\u{301}")])
        expectDecoding("\u{1B}[200~\u{1B}[A\u{1B}[201\u{1B}[20\u{1B}\u{1B}[201~", [
            .paste("\u{1B}[A\u{1B}[201\u{1B}[20\u{1B}")
        ])
        expectDecoding([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0xFF, 0xE6, 0x62] + bytes("\u{1B}[201~"), [
            .paste("ab")
        ])
    }

    @Test("a paste end outside a paste is ignored")
    func strayPasteEnd() {
        expectDecoding("\u{1B}[201~x", [.text("x")])
    }

    @Test("flush() delivers the text of a paused paste, and the paste goes on")
    func pasteSurvivesFlush() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(bytes("\u{1B}[200~")).isEmpty)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(bytes("abc\u{1B}[20")).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.paste("abc")])
        #expect(!decoder.hasPendingInput)
        // The held part of the terminator still ends the paste.
        #expect(decoder.decode(bytes("1~x")) == [.text("x")])
        #expect(decoder.decode(bytes("\u{1B}[200~de")).isEmpty)
        #expect(decoder.flush() == [.paste("de")])
        #expect(decoder.decode(bytes("f\u{1B}[201~")) == [.paste("f")])
    }

    @Test("a paste paused right after a flushed chunk ends without an empty event")
    func pasteEndAfterFlush() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(bytes("\u{1B}[200~abc")).isEmpty)
        #expect(decoder.flush() == [.paste("abc")])
        #expect(decoder.decode(bytes("\u{1B}[201~y")) == [.text("y")])
    }

    @Test("a very long paste arrives in bounded chunks")
    func longPaste() {
        let limit = TerminalInputDecoder.maximumPasteChunkByteCount
        let content = String(repeating: "0123456789", count: limit / 4)
        var decoder = TerminalInputDecoder()
        var events = decoder.decode(bytes("\u{1B}[200~"))
        for chunk in bytes(content).chunked(by: 1000) {
            events += decoder.decode(chunk)
            #expect(decoder._heldByteCount < limit + 8)
        }
        events += decoder.decode(bytes("\u{1B}[201~"))
        var pasted = ""
        for event in events {
            guard case .paste(let text) = event else {
                Issue.record("unexpected \(event)")
                continue
            }
            #expect(text.utf8.count <= limit)
            pasted += text
        }
        #expect(events.count == 3)
        #expect(pasted == content)
    }

    @Test("focus events")
    func focus() {
        expectDecoding("\u{1B}[I", [.focusIn])
        expectDecoding("\u{1B}[O", [.focusOut])
        expectDecoding("\u{1B}[Ix\u{1B}[O", [.focusIn, .text("x"), .focusOut])
    }
}

extension Array {
    /// The array cut into consecutive slices of at most `size` elements.
    func chunked(by size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
