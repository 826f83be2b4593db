import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A guide that defaults to the bottom edge.
private enum Hinge: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
}

extension VerticalAlignment {
    fileprivate static let hinge = VerticalAlignment(Hinge.self)
}

@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    @Test func aGuideMovesAViewAgainstItsStacksLine() {
        let stage = Stage(
            VStack(alignment: .leading, spacing: 0) {
                Text("a")
                Text("bb").alignmentGuide(.leading) { _ in -22 }
                Text("ccc")
            }, columns: 4, rows: 3)
        // The stack covers the texts lined up: 44 wide, "bb" two columns in.
        #expect(stage.frames == ["0,0 11×22", "22,22 22×22", "0,44 33×22"])
        expectScreen(stage.text, "a\n  bb\nccc")
    }

    @Test func aCustomGuideLinesUpViewsInAnHStack() {
        let stage = Stage(
            HStack(alignment: .hinge, spacing: 0) {
                Text(verbatim: "1\n2")
                Text("x").alignmentGuide(.hinge) { _ in 0 }
            }, columns: 2, rows: 3)
        // "x" hangs from the first text's bottom edge (its default hinge): the stack is 66 tall.
        #expect(stage.frames == ["0,0 11×44", "11,44 11×22"])
        expectScreen(stage.text, "1\n2\n x")
    }

    @Test func guidesSurviveFramesAndPadding() {
        let stage = Stage(
            VStack(alignment: .leading, spacing: 0) {
                Text("a")
                Text("b").alignmentGuide(.leading) { d in d[.trailing] }.padding(.leading, 11).frame(width: 33)
            }, columns: 4, rows: 2)
        // In its 33-wide frame the padded text (22 wide) is centred at 5.5, so the guide (the
        // text's trailing edge, 11 from its start, plus the 11 of padding) is at 27.5. Lined
        // up with "a", the stack is 27.5 + 11 = 38.5 wide, centred in 44 (at 2.75): "a" is at
        // 30.25, the frame at 2.75 and its text at 19.25.
        #expect(stage.frames == ["30.2,0 11×22", "19.2,22 11×22"])
    }

    @Test func dimensionsReportExplicitGuides() {
        let dimensions = ViewDimensions(size: CGSize(width: 40, height: 20)) { $0 == HorizontalAlignment.center.key ? 3 : nil }
        #expect(dimensions[HorizontalAlignment.center] == 3)
        #expect(dimensions[explicit: HorizontalAlignment.center] == 3)
        #expect(dimensions[HorizontalAlignment.trailing] == 40)
        #expect(dimensions[explicit: HorizontalAlignment.trailing] == nil)
        #expect(dimensions[VerticalAlignment.hinge] == 20)
    }
}
