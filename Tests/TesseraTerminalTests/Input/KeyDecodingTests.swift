import Testing
import TesseraTerminal

@Suite("Decoding keys")
struct KeyDecodingTests {
    @Test("cursor keys in normal (CSI) and application (SS3) mode")
    func cursorKeys() {
        expectDecoding("\u{1B}[A", [key(.up)])
        expectDecoding("\u{1B}[B", [key(.down)])
        expectDecoding("\u{1B}[C", [key(.right)])
        expectDecoding("\u{1B}[D", [key(.left)])
        expectDecoding("\u{1B}OA", [key(.up)])
        expectDecoding("\u{1B}OB", [key(.down)])
        expectDecoding("\u{1B}OC", [key(.right)])
        expectDecoding("\u{1B}OD", [key(.left)])
    }

    @Test("Home and End in all their encodings")
    func homeAndEnd() {
        for home in ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"] {
            expectDecoding(home, [key(.home)])
        }
        for end in ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"] {
            expectDecoding(end, [key(.end)])
        }
    }

    @Test("editing keys")
    func editingKeys() {
        expectDecoding("\u{1B}[2~", [key(.insert)])
        expectDecoding("\u{1B}[3~", [key(.delete)])
        expectDecoding("\u{1B}[5~", [key(.pageUp)])
        expectDecoding("\u{1B}[6~", [key(.pageDown)])
    }

    @Test("function keys F1 to F12")
    func functionKeys() {
        expectDecoding("\u{1B}OP", [key(.f1)])
        expectDecoding("\u{1B}OQ", [key(.f2)])
        expectDecoding("\u{1B}OR", [key(.f3)])
        expectDecoding("\u{1B}OS", [key(.f4)])
        let tildeCodes: [(Int, TerminalKeyCode)] = [
            (11, .f1), (12, .f2), (13, .f3), (14, .f4), (15, .f5), (17, .f6), (18, .f7), (19, .f8),
            (20, .f9), (21, .f10), (23, .f11), (24, .f12),
        ]
        for (number, code) in tildeCodes {
            expectDecoding("\u{1B}[\(number)~", [key(code)])
        }
        expectDecoding("\u{1B}[1;2P", [key(.f1, .shift)])
        expectDecoding("\u{1B}[15;5~", [key(.f5, .control)])
        expectDecoding("\u{1B}O2Q", [key(.f2, .shift)])
    }

    @Test(
        "xterm modifier parameters",
        arguments: [
            (2, TerminalKeyModifiers.shift), (3, .alt), (4, [.shift, .alt]), (5, .control),
            (6, [.control, .shift]), (7, [.control, .alt]), (8, [.shift, .alt, .control]),
        ] as [(Int, TerminalKeyModifiers)])
    func modifierParameters(parameter: Int, modifiers: TerminalKeyModifiers) {
        expectDecoding("\u{1B}[1;\(parameter)A", [key(.up, modifiers)])
        expectDecoding("\u{1B}[1;\(parameter)H", [key(.home, modifiers)])
        expectDecoding("\u{1B}[3;\(parameter)~", [key(.delete, modifiers)])
        expectDecoding("\u{1B}[24;\(parameter)~", [key(.f12, modifiers)])
    }

    @Test("lock-key bits of the kitty protocol are ignored")
    func lockKeyBits() {
        expectDecoding("\u{1B}[1;129A", [key(.up)])  // Num Lock
        expectDecoding("\u{1B}[1;133A", [key(.up, .control)])  // Num Lock + control
        expectDecoding("\u{1B}[1;65A", [key(.up)])  // Caps Lock
        expectDecoding("\u{1B}[1;9A", [key(.up, .meta)])
    }

    @Test("a modifier parameter of 1 means no modifiers")
    func modifierParameterOne() {
        expectDecoding("\u{1B}[1;1A", [key(.up)])
        expectDecoding("\u{1B}[5;1~", [key(.pageUp)])
    }

    @Test("Shift-Tab, Tab, Enter and Backspace")
    func whitespaceKeys() {
        expectDecoding("\u{1B}[Z", [key(.backTab, .shift)])
        expectDecoding("\t", [key(.tab)])
        expectDecoding("\r", [key(.enter)])
        expectDecoding("\n", [key(.enter)])
        expectDecoding([0x7F], [key(.backspace)])
        expectDecoding([0x08], [key(.backspace)])
    }

    @Test("control letters are reported as control with the lowercase letter")
    func controlLetters() {
        let special: Set<UInt8> = [0x08, 0x09, 0x0A, 0x0D]
        for byte in UInt8(0x01)...0x1A where !special.contains(byte) {
            let letter = Character(Unicode.Scalar(byte + 0x60))
            expectDecoding([byte], [key(letter, .control)])
        }
        expectDecoding([0x03], [key("c", .control)])
        expectDecoding([0x00], [key(" ", .control)])
        expectDecoding([0x1C, 0x1D, 0x1E, 0x1F], [key("\\", .control), key("]", .control), key("^", .control), key("_", .control)])
    }

    @Test("Alt with a key is the key prefixed by ESC")
    func altKeys() {
        expectDecoding("\u{1B}a", [key("a", .alt)])
        expectDecoding("\u{1B}A", [key("A", .alt)])
        expectDecoding("\u{1B}1", [key("1", .alt)])
        expectDecoding("\u{1B} ", [key(" ", .alt)])
        expectDecoding([0x1B, 0x7F], [key(.backspace, .alt)])
        expectDecoding("\u{1B}\r", [key(.enter, .alt)])
        expectDecoding([0x1B, 0x03], [key("c", [.control, .alt])])
        expectDecoding("\u{1B}é", [key("é", .alt)])
        expectDecoding("\u{1B}漢x", [key("漢", .alt), .text("x")])
    }

    @Test("printable ASCII is text, one event per character")
    func asciiText() {
        expectDecoding("hi!", [.text("h"), .text("i"), .text("!")])
        expectDecoding(" ", [.text(" ")])
        expectDecoding("~", [.text("~")])
    }

    @Test("multi-byte UTF-8 is decoded however it is split")
    func utf8Text() {
        expectDecoding("é", [.text("é")])
        expectDecoding("漢字", [.text("漢"), .text("字")])
        expectDecoding("😀", [.text("😀")])
        expectDecoding("a€b", [.text("a"), .text("€"), .text("b")])
        // A cluster of several scalars arrives scalar by scalar.
        expectDecoding("e\u{301}", [.text("e"), .text("\u{301}")])
    }

    @Test("keys in a row are all decoded")
    func sequencesInARow() {
        expectDecoding(
            "\u{1B}[A\u{1B}OBx\u{1B}[1;5C\r\u{1B}[3~é",
            [key(.up), key(.down), .text("x"), key(.right, .control), key(.enter), key(.delete), .text("é")])
    }

    @Test("keypad keys in application mode")
    func keypad() {
        expectDecoding("\u{1B}OM", [key(.enter)])
        expectDecoding("\u{1B}Op\u{1B}Oy\u{1B}Oj\u{1B}Ok\u{1B}Om\u{1B}On\u{1B}Oo\u{1B}OX", [
            .text("0"), .text("9"), .text("*"), .text("+"), .text("-"), .text("."), .text("/"), .text("="),
        ])
    }

    @Test("keys reported by code point (CSI u and modifyOtherKeys)")
    func codepointKeys() {
        expectDecoding("\u{1B}[99;5u", [key("c", .control)])
        expectDecoding("\u{1B}[13;2u", [key(.enter, .shift)])
        expectDecoding("\u{1B}[27u", [key(.escape)])
        expectDecoding("\u{1B}[97u", [.text("a")])
        expectDecoding("\u{1B}[27;5;105~", [key("i", .control)])
        expectDecoding("\u{1B}[27;2;9~", [key(.backTab, .shift)])
    }
}
