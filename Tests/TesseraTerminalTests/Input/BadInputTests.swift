import Testing
@testable import TesseraTerminal
import TesseraTestSupport

@Suite("Decoding bad input")
struct BadInputTests {
    @Test("invalid UTF-8 bytes are dropped and the valid input around them kept")
    func invalidUTF8() {
        expectDecoding([0x61, 0xFF, 0x62], [.text("a"), .text("b")])
        expectDecoding([0x80, 0xBF, 0x61], [.text("a")])  // stray continuation bytes
        expectDecoding([0xC0, 0xAF, 0x61], [.text("a")])  // overlong "/"
        expectDecoding([0xE0, 0x80, 0xAF, 0x61], [.text("a")])  // overlong
        expectDecoding([0xED, 0xA0, 0x80, 0x61], [.text("a")])  // surrogate U+D800
        expectDecoding([0xF4, 0x90, 0x80, 0x80, 0x61], [.text("a")])  // above U+10FFFF
        expectDecoding([0xF5, 0x61], [.text("a")])
    }

    @Test("a truncated character does not swallow the byte that interrupts it")
    func truncatedUTF8() {
        expectDecoding([0xE6, 0xBC, 0x61], [.text("a")])
        expectDecoding([0xE6, 0x1B, 0x5B, 0x41], [key(.up)])
        expectDecoding([0xF0, 0x9F, 0x98, 0xE6, 0xBC, 0xA2], [.text("漢")])
        expectDecoding([0xC3, 0x0D], [key(.enter)])
    }

    @Test("C1 control characters encoded as UTF-8 are dropped")
    func c1Controls() {
        expectDecoding([0xC2, 0x9B, 0x61], [.text("a")])
    }

    @Test("unknown sequences are consumed and dropped")
    func unknownSequences() {
        expectDecoding("\u{1B}[99~a", [.text("a")])
        expectDecoding("\u{1B}[1;2;3;4Xb", [.text("b")])
        expectDecoding("\u{1B}[?25hc", [.text("c")])
        expectDecoding("\u{1B}[>1;2cd", [.text("d")])
        expectDecoding("\u{1B}[ qe", [.text("e")])
        expectDecoding("\u{1B}Ozf", [.text("f")])
        expectDecoding("\u{1B}[1 ;2Ag", [.text("g")])
        expectDecoding("\u{1B}[1<Ah", [.text("h")])
        expectDecoding("\u{1B}[99999999999999999999~i", [.text("i")])
        expectDecoding("\u{1B}[1;0A", [key(.up)])  // out-of-range modifiers are ignored
        expectDecoding("\u{1B}[1;300A", [key(.up)])
    }

    @Test("a sequence interrupted by a control byte or ESC is dropped and the byte decoded")
    func interruptedSequences() {
        expectDecoding("\u{1B}[1;\r", [key(.enter)])
        expectDecoding("\u{1B}[12\u{1B}[B", [key(.down)])
        expectDecoding("\u{1B}O\u{1B}OA", [key(.up)])
        expectDecoding("\u{1B}[1\u{7F}", [key(.backspace)])
        expectDecoding("\u{1B}[1é", [.text("é")])
        expectDecoding("\u{1B}[<0;1\u{3}", [key("c", .control)])
    }

    @Test("an over-long sequence is consumed without being stored")
    func overlongSequence() {
        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = decoder.decode(bytes("\u{1B}["))
        for _ in 0..<10_000 {
            events += decoder.decode(bytes("1;"))
            #expect(decoder._heldByteCount <= 64)
        }
        events += decoder.decode(bytes("Ax"))
        #expect(events == [.text("x")])
        expectDecoding("\u{1B}[" + String(repeating: "1", count: 200) + "~\u{1B}[A", [key(.up)])
    }

    @Test("random bytes never trap, stay bounded and decode the same however split")
    func randomBytes() {
        var generator = SplitMix64(seed: 0x7E55E2A)
        // Bytes biased towards the ones that drive the state machine.
        let interesting: [UInt8] = bytes("\u{1B}[O<;0123456789~AMmZIu:") + [0x00, 0x0D, 0x7F, 0xC3, 0xE6, 0xF0, 0x80, 0xBF, 0xFF]
        // Whole sequences, so that pastes, mouse reports and keys also occur.
        let tokens: [[UInt8]] = [
            "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[<0;1;1M", "\u{1B}[1;5A", "\u{1B}OP", "é", "😀", "\u{1B}",
        ].map(bytes)
        let bound = 64 + TerminalInputDecoder.maximumPasteChunkByteCount + 9
        for round in 0..<300 {
            let count = Int.random(in: 0...400, using: &generator)
            var input: [UInt8] = []
            for _ in 0..<count {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4: input.append(UInt8.random(in: 0...255, using: &generator))
                case 4..<9: input.append(interesting.randomElement(using: &generator)!)
                default: input += tokens.randomElement(using: &generator)!
                }
            }
            var decoder = TerminalInputDecoder()
            var atOnce = decoder.decode(input)
            #expect(decoder._heldByteCount <= bound)
            atOnce += decoder.flush()

            var byteByByte = TerminalInputDecoder()
            var events: [TerminalInputEvent] = []
            for byte in input {
                events += byteByByte.decode([byte])
                #expect(byteByByte._heldByteCount <= bound)
            }
            events += byteByByte.flush()
            #expect(events == atOnce, "round \(round)")

            // Whatever came before, a decoder that has been flushed and is not in a paste
            // decodes a following key.
            if !decoder.decode(bytes("\u{1B}[201~")).contains(where: { if case .paste = $0 { true } else { false } }) {
                _ = decoder.flush()
            }
            #expect(decoder.decode(bytes("\u{1B}[A")) == [key(.up)], "round \(round)")
        }
    }
}

