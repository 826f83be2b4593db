import Testing
@testable import Tessera

/// The width of a single grapheme cluster, checking first that the literal is one cluster.
private func width(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    #expect(text.count == 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) is \(text.count) clusters", sourceLocation: sourceLocation)
    return columnWidth(of: Character(text))
}

@Suite("Column width")
struct ColumnWidthTests {
    @Test("printable ASCII is one column per character")
    func asciiPrintable() {
        for value in UInt8(0x20)...0x7E {
            #expect(columnWidth(of: Character(Unicode.Scalar(value))) == 1)
        }
        #expect(columnWidth(of: "Hello, world!") == 13)
        #expect(columnWidth(of: "") == 0)
    }

    @Test("control characters take no columns")
    func controlCharacters() {
        for value in UInt32(0x00)...0x1F {
            #expect(columnWidth(of: Character(Unicode.Scalar(value)!)) == 0)
        }
        #expect(width("\u{7F}") == 0)
        for value in UInt32(0x80)...0x9F {
            #expect(width(String(Unicode.Scalar(value)!)) == 0)
        }
        #expect(width("\r\n") == 0)
        #expect(columnWidth(of: "a\tb\r\nc") == 3)
    }

    @Test("CJK ideographs, kana and fullwidth forms are two columns")
    func eastAsianWide() {
        #expect(width("漢") == 2)
        #expect(width("字") == 2)
        #expect(width("あ") == 2)
        #expect(width("カ") == 2)
        #expect(width("Ａ") == 2)  // U+FF21 FULLWIDTH LATIN CAPITAL LETTER A
        #expect(width("！") == 2)  // U+FF01
        #expect(width("\u{3000}") == 2)  // IDEOGRAPHIC SPACE
        #expect(width("\u{20000}") == 2)  // CJK Extension B
        #expect(width("\u{31350}") == 2)  // CJK Extension H (Unicode 15)
        #expect(columnWidth(of: "日本語") == 6)
        #expect(columnWidth(of: "abc日本") == 7)
    }

    @Test("halfwidth and ambiguous characters are one column")
    func narrowNonASCII() {
        #expect(width("ｶ") == 1)  // U+FF76 HALFWIDTH KATAKANA LETTER KA
        #expect(width("é") == 1)
        #expect(width("ß") == 1)
        #expect(width("Ω") == 1)  // East Asian Ambiguous: narrow, as terminals default
        #expect(width("→") == 1)
        #expect(width("─") == 1)
        #expect(width("\u{E000}") == 1)  // private use
    }

    @Test("Hangul syllables and jamo sequences are two columns")
    func hangul() {
        #expect(width("한") == 2)
        #expect(columnWidth(of: "한국어") == 6)
        // Conjoining jamo: leading consonant, vowel, final consonant form one cluster.
        #expect(width("\u{1100}\u{1161}\u{11A8}") == 2)
        #expect(width("\u{1100}\u{1161}") == 2)
        #expect(width("\u{1100}") == 2)
        #expect(width("\u{A960}\u{D7B0}") == 2)  // extended jamo
    }

    @Test("emoji with default emoji presentation are two columns")
    func emojiPresentation() {
        #expect(width("😀") == 2)
        #expect(width("🚀") == 2)
        #expect(width("⌚") == 2)  // U+231A, Emoji_Presentation in the BMP
        #expect(width("🫩") == 2)  // U+1FAE9, Unicode 16
        #expect(columnWidth(of: "a😀b") == 4)
    }

    @Test("variation selectors choose text or emoji presentation")
    func variationSelectors() {
        #expect(width("☺") == 1)  // text presentation by default
        #expect(width("☺\u{FE0F}") == 2)
        #expect(width("☺\u{FE0E}") == 1)
        #expect(width("❤") == 1)
        #expect(width("❤\u{FE0F}") == 2)
        #expect(width("©\u{FE0F}") == 2)
        #expect(width("⌚\u{FE0E}") == 1)  // default emoji, forced to text
        #expect(width("😀\u{FE0E}") == 1)
        #expect(width("😀\u{FE0F}") == 2)
        // Variation selectors on non-emoji change nothing.
        #expect(width("a\u{FE0F}") == 1)
        #expect(width("漢\u{FE0E}") == 2)
    }

    @Test("ZWJ sequences are one two-column cluster")
    func zwjSequences() {
        #expect(width("👩‍👩‍👧") == 2)
        #expect(width("👨‍👩‍👧‍👦") == 2)
        #expect(width("🏳️‍🌈") == 2)
        #expect(width("❤️‍🔥") == 2)
        #expect(width("👩‍💻") == 2)
        #expect(columnWidth(of: "x👩‍👩‍👧y") == 4)
    }

    @Test("skin-tone modifiers are part of a two-column cluster")
    func skinTones() {
        #expect(width("👍🏽") == 2)
        #expect(width("👋🏿") == 2)
        #expect(width("☝🏻") == 2)  // text-presentation base made emoji by the modifier
        #expect(width("🏻") == 2)  // a lone modifier is itself a wide emoji
        #expect(width("🧑🏾‍🚀") == 2)
    }

    @Test("flags are two columns and a lone regional indicator is one")
    func flags() {
        #expect(width("🇯🇵") == 2)
        #expect(width("🇫🇷") == 2)
        #expect(columnWidth(of: "🇯🇵🇫🇷") == 4)
        #expect(width("🇦") == 1)
        #expect(columnWidth(of: "🇯🇵🇦") == 3)
        #expect(width("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == 2)  // tag sequence (Scotland)
    }

    @Test("keycaps are two columns")
    func keycaps() {
        #expect(width("1️⃣") == 2)
        #expect(width("#️⃣") == 2)
        #expect(width("*️⃣") == 2)
        #expect(width("1\u{20E3}") == 2)
        #expect(columnWidth(of: "1️⃣2️⃣") == 4)
    }

    @Test("combining marks add nothing to their base")
    func combiningMarks() {
        #expect(width("e\u{301}") == 1)
        #expect(width("a\u{300}\u{316}\u{35C}") == 1)
        #expect(columnWidth(of: "caf\u{65}\u{301}") == 4)
        #expect(columnWidth(of: "e\u{301}") == 1)  // mark right after an ASCII prefix
        #expect(width("漢\u{301}") == 2)
        #expect(width("a\u{20DD}") == 1)  // enclosing mark
        #expect(width("\u{915}\u{93F}") == 1)  // Devanagari KA + vowel sign I (spacing mark)
    }

    @Test("a cluster that is only a combining mark is one column")
    func loneCombiningMark() {
        #expect(width("\u{301}") == 1)
        #expect(width("\u{1161}") == 1)  // a lone Hangul medial vowel
        #expect(columnWidth(of: "\u{301}a") == 2)
    }

    @Test("zero-width and format characters take no columns")
    func zeroWidth() {
        #expect(width("\u{200B}") == 0)  // ZERO WIDTH SPACE
        #expect(width("\u{200D}") == 0)  // ZWJ
        #expect(width("\u{FEFF}") == 0)  // ZERO WIDTH NO-BREAK SPACE
        #expect(width("\u{2060}") == 0)  // WORD JOINER
        #expect(width("\u{2028}") == 0)  // LINE SEPARATOR
        #expect(columnWidth(of: "a\u{200B}b") == 2)
        #expect(columnWidth(of: "a\u{200C}b") == 2)  // ZWNJ joins "a" into one cluster
        #expect(width("\u{00AD}") == 1)  // SOFT HYPHEN is drawn, as wcwidth does
    }

    @Test("substrings measure like strings")
    func substrings() {
        let text = "ab日本e\u{301}😀"
        let tail = text.dropFirst(2)
        #expect(columnWidth(of: tail) == 7)
        #expect(columnWidth(of: text) == 9)
        #expect(columnWidth(of: text.prefix(2)) == 2)
        #expect(columnWidth(of: text.dropFirst()) == 8)
        #expect(columnWidth(of: "xye\u{301}z".dropFirst()) == 3)
        #expect(columnWidth(of: String(repeating: "a", count: 1000) + "\u{301}漢") == 1002)
    }

    @Test("the string sum equals the per-character sum")
    func stringMatchesCharacters() {
        let samples = [
            "plain", "e\u{301}x", "\u{301}", "a\r\nb", "日本語 text", "👩‍👩‍👧 family", "🇯🇵🇦",
            "x\u{200D}y", "abc\u{1100}\u{1161}", "1️⃣#",
        ]
        for sample in samples {
            let bySum = sample.reduce(0) { $0 + columnWidth(of: $1) }
            #expect(columnWidth(of: sample) == bySum, "\(sample)")
        }
    }

    @Test("the range tables are sorted and disjoint")
    func tablesAreWellFormed() {
        for table in [_wideScalarRanges, _zeroWidthScalarRanges, _emojiScalarRanges] {
            #expect(table.count % 2 == 0)
            var previousUpper: Int64 = -1
            for index in stride(from: 0, to: table.count, by: 2) {
                #expect(Int64(table[index]) > previousUpper)
                #expect(table[index] <= table[index + 1])
                previousUpper = Int64(table[index + 1])
            }
        }
    }

    @Test("every Emoji_Presentation scalar the standard library knows is two columns")
    func emojiTableAgreesWithStandardLibrary() {
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            if properties.isEmoji {
                #expect(_rangeTable(_emojiScalarRanges, contains: value), "U+\(String(value, radix: 16))")
            }
            if properties.isEmojiPresentation && !_isRegionalIndicator(value) {
                #expect(_rangeTable(_wideScalarRanges, contains: value), "U+\(String(value, radix: 16))")
            }
        }
    }
}

