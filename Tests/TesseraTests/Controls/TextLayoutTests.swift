import Testing
@testable import Tessera

@Suite("Text layout")
struct TextLayoutTests {
    @Test func wrapsAtWordsAndBreaksLongWords() {
        #expect(TextLayout("The quick brown fox", width: 10, maximumLines: 0, lineBreakMode: .byWordWrapping).lines == ["The quick", "brown fox"])
        #expect(TextLayout("Supercalifragilistic", width: 8, maximumLines: 0, lineBreakMode: .byWordWrapping).lines == ["Supercal", "ifragili", "stic"])
        #expect(TextLayout("one\ntwo three", width: 20, maximumLines: 0, lineBreakMode: .byWordWrapping).lines == ["one", "two three"])
        #expect(TextLayout("abcdef", width: 4, maximumLines: 0, lineBreakMode: .byCharWrapping).lines == ["abcd", "ef"])
    }

    @Test func truncatesTheLastAllowedLine() {
        let text = "Daniel Higgins Junior"
        #expect(TextLayout(text, width: 10, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines == ["Daniel Hi…"])
        #expect(TextLayout(text, width: 10, maximumLines: 1, lineBreakMode: .byTruncatingHead).lines == ["…ns Junior"])
        #expect(TextLayout(text, width: 10, maximumLines: 1, lineBreakMode: .byTruncatingMiddle).lines == ["Danie…nior"])
        #expect(TextLayout(text, width: 10, maximumLines: 1, lineBreakMode: .byClipping).lines == ["Daniel Hig"])
        #expect(TextLayout(text, width: 10, maximumLines: 1, lineBreakMode: .byWordWrapping).lines == ["Daniel"])
        #expect(TextLayout(text, width: 10, maximumLines: 2, lineBreakMode: .byTruncatingTail).lines == ["Daniel", "Higgins J…"])
        #expect(TextLayout("Short", width: 10, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines == ["Short"])
    }

    @Test func countsWideCharactersAsTwoColumns() {
        let layout = TextLayout("日本語のテキスト", width: 6, maximumLines: 0, lineBreakMode: .byCharWrapping)
        #expect(layout.lines == ["日本語", "のテキ", "スト"])
        #expect(TextLayout("日本語のテキスト", width: 7, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines == ["日本語…"])
    }

    @Test func toleratesDegenerateWidths() {
        #expect(TextLayout("abc", width: 1, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines == ["a"])
        #expect(TextLayout("", width: 5, maximumLines: 0, lineBreakMode: .byWordWrapping).lines == [""])
        #expect(TextLayout("abc", width: nil, maximumLines: 0, lineBreakMode: .byWordWrapping).lines == ["abc"])
    }
}
