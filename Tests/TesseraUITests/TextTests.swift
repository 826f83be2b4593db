import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@MainActor
@Suite("Text")
struct TextTests {
    @Test func rootTextIsCentredInTheWindow() {
        let stage = Stage(Text("Hello"), columns: 11, rows: 3)
        expectScreen(stage.text, "\n   Hello\n")
        // 5 columns of 11 pt, one 22 pt row, centred in 121 × 66.
        #expect(stage.frames == ["33,22 55×22"])
    }

    @Test func wrapsToTheOfferedWidthAndTruncatesToTheLineLimit() {
        let stage = Stage(
            VStack(alignment: .leading, spacing: 0) {
                Text("The quick brown fox jumps")
                Text("The quick brown fox jumps").lineLimit(1)
            }.frame(width: 110), columns: 10, rows: 4)
        expectScreen(stage.text, "The quick\nbrown fox\njumps\nThe quick…")
    }

    @Test func interpolationFormatsValuesAsSwiftUIDoes() {
        let name = "Kate"
        let count = 3
        let key: LocalizedStringKey = "\(name) has \(count) cards, 100%"
        #expect(key.key == "%@ has %lld cards, 100%%")
        #expect(key.resolved() == "Kate has 3 cards, 100%")
        #expect(Text("\(2.5)")._plainText == "2.500000")
        #expect(Text("100%")._plainText == "100%")
        #expect(LocalizedStringKey.substitute(["a", "b"], into: "%2$@ then %1$@") == "b then a")
    }

    @Test func concatenationJoinsTheRuns() {
        let text = Text("Kate").bold() + Text(verbatim: " ") + Text("Bell")
        #expect(text._plainText == "Kate Bell")
        let stage = Stage(text, columns: 9, rows: 1)
        expectScreen(stage.text, "Kate Bell")
        #expect(stage.host.render()[0, 0].attributes.contains(.bold))
    }
}
