import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// Places its subviews on a diagonal, each at the previous one's bottom-trailing corner.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { size, subview in
            let child = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + child.width, height: size.height + child.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            subview.place(at: point, proposal: .unspecified)
            let size = subview.sizeThatFits(.unspecified)
            point.x += size.width
            point.y += size.height
        }
    }
}

// The grid is 11 × 22 points a cell: the frames below are in points, the screens in cells.
@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test func aStackOffersTheLeastFlexibleViewsSpaceFirst() {
        // "Hi" (flexibility 22) is sized before the long text (flexibility 176): it is
        // offered half of 110, takes 22, and the long text gets the remaining 88.
        let stage = Stage(
            HStack(spacing: 0) {
                Text("Hello world again")
                Text("Hi")
            }, columns: 10, rows: 1)
        #expect(stage.frames == ["0,0 88×22", "88,0 22×22"])
        expectScreen(stage.text, "Hello w…Hi")
    }

    @Test func layoutPriorityIsServedFirst() {
        let stage = Stage(
            HStack(spacing: 0) {
                Text("aaaa bbbb").layoutPriority(1)
                Text("cccc dddd")
            }, columns: 11, rows: 1)
        // The first text is offered all 121 points (less nothing: the second's minimum is 0)
        // and takes 99; the second gets what is left.
        #expect(stage.frames == ["0,0 99×22", "99,0 22×22"])
        expectScreen(stage.text, "aaaa bbbbc…")
    }

    @Test func aSpacerTakesWhatIsLeftAlongItsStack() {
        let stage = Stage(
            HStack {
                Text("L")
                Spacer()
                Text("R")
            }, columns: 10, rows: 1)
        expectScreen(stage.text, "L        R")
        // Default spacing is a column between a text and its neighbours except a spacer.
        #expect(stage.frames == ["0,0 11×22", "99,0 11×22"])
    }

    @Test func framesFixFlexAndAlign() {
        let stage = Stage(
            VStack(spacing: 0) {
                Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
                Text("Hi").frame(width: 55, height: 44, alignment: .bottomTrailing)
                Text("Hi").frame(minWidth: 110)
            }, columns: 20, rows: 4)
        // The flexible frame takes the whole width offered (220): the stack is 220 wide.
        // The fixed frame is 55 × 44 centred (x 82.5), its text at its bottom-trailing corner.
        // The minimum width frame is 110 wide, centred, its text centred in it.
        #expect(stage.frames == ["0,0 22×22", "115.5,44 22×22", "99,66 22×22"])
    }

    @Test func paddingInsetsAndABackgroundFillsThePaddedView() {
        let stage = Stage(Text("Hi").padding(11).background(Color.red), columns: 4, rows: 2)
        #expect(stage.frames == ["0,0 44×44", "11,11 22×22"])
        #expect(stage.host.render()[0, 0].background != stage.host.render()[0, 0].foreground)
        expectScreen(stage.text, "\n Hi")
    }

    @Test func anOverlayIsAlignedOnItsViewAndDrawnAboveIt() {
        let stage = Stage(
            Color.blue.frame(width: 55, height: 44).overlay(alignment: .bottomTrailing) { Text("X") }, columns: 5, rows: 2)
        #expect(stage.frames == ["0,0 55×44", "44,22 11×22"])
        expectScreen(stage.text, "\n    X")
    }

    @Test func zStackAlignsItsViews() {
        let stage = Stage(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 66, height: 44)
                Text("Top")
            }, columns: 6, rows: 2)
        #expect(stage.frames == ["0,0 66×44", "0,0 33×22"])
    }

    @Test func fixedSizeProposesTheIdealSize() {
        let wrapped = Stage(Text("Hello world").frame(width: 55), columns: 11, rows: 2)
        expectScreen(wrapped.text, "   Hello\n   world")
        let fixed = Stage(Text("Hello world").fixedSize().frame(width: 55), columns: 11, rows: 1)
        #expect(fixed.frames == ["0,0 121×22"])
        expectScreen(fixed.text, "Hello world")
    }

    @Test func stackAlignmentAndExplicitSpacing() {
        let stage = Stage(
            VStack(alignment: .trailing, spacing: 22) {
                Text("a")
                Text("bbb")
            }, columns: 3, rows: 3)
        #expect(stage.frames == ["22,0 11×22", "0,44 33×22"])
        expectScreen(stage.text, "  a\n\nbbb")
    }

    @Test func aModifierOnAGroupAppliesToEachView() {
        let stage = Stage(
            VStack(alignment: .leading, spacing: 0) {
                Group {
                    Text("a")
                    Text("b")
                }
                .padding(.leading, 22)
                Text("c")
            }, columns: 3, rows: 3)
        expectScreen(stage.text, "  a\n  b\nc")
    }

    @Test func dividersRunAcrossTheirStack() {
        let stage = Stage(
            VStack(alignment: .leading, spacing: 0) {
                Text("Top")
                Divider()
                HStack(spacing: 0) {
                    Text("L")
                    Divider()
                    Text("R")
                }
            }, columns: 6, rows: 3)
        expectScreen(stage.text, "Top\n──────\nL│R")
    }

    @Test func offsetMovesTheDrawingNotTheLayout() {
        let stage = Stage(
            HStack(spacing: 0) {
                Text("A").offset(x: 22)
                Text("B")
            }, columns: 4, rows: 1)
        // The stack is 22 wide, centred at 11; A is drawn 22 to the right of its place.
        #expect(stage.frames == ["33,0 11×22", "22,0 11×22"])
    }

    @Test func aCustomLayoutPlacesItsSubviews() {
        let stage = Stage(
            Diagonal {
                Text("a")
                Text("bb")
                Text("c")
            }, columns: 4, rows: 3)
        #expect(stage.frames == ["0,0 11×22", "11,22 22×22", "33,44 11×22"])
        expectScreen(stage.text, "a\n bb\n   c")
    }
}

/// Counts how often it is asked for its size, then lays out as a vertical stack.
private final class SizeQuestions: @unchecked Sendable {
    var count = 0
}

private struct CountingStack: Layout {
    let questions: SizeQuestions

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        questions.count += 1
        return VStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        VStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

@Observable
private final class Counter {
    var value = 0
}

private struct CountingRows: View {
    let counter: Counter
    let questions: [SizeQuestions]

    var body: some View {
        VStack(spacing: 0) {
            CountingStack(questions: questions[0]) { Text("\(counter.value)") }
            CountingStack(questions: questions[1]) { Text("Fixed") }
        }
    }
}

@MainActor
@Suite("Layout across updates")
struct LayoutCachingTests {
    @Test func aChangeMeasuresOnlyItsPathAgain() {
        let counter = Counter()
        let questions = [SizeQuestions(), SizeQuestions()]
        let stage = Stage(CountingRows(counter: counter, questions: questions), columns: 10, rows: 2)
        #expect(stage.labels == ["0", "Fixed"])
        let (changing, fixed) = (questions[0].count, questions[1].count)
        #expect(changing > 0 && fixed > 0)
        counter.value = 12
        #expect(stage.labels == ["12", "Fixed"])
        #expect(questions[0].count > changing)
        // The other stack is offered what it was offered before, and its sizes are
        // remembered: nothing below it changed.
        #expect(questions[1].count == fixed)
    }
}
