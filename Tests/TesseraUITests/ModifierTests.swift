import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@MainActor
@Suite("Visibility, tint, ViewThatFits and dates")
struct ModifierTests {
    @Test func opacityMultipliesAndHiddenKeepsItsSpace() {
        let stage = Stage(
            HStack(spacing: 0) {
                Text("A").opacity(0.5).opacity(0.5)
                Text("B").hidden()
                Text("C")
            }, columns: 3, rows: 1)
        expectScreen(stage.text, "A C")
        let views = stage.controller.view.subviews
        #expect(views.map(\.alpha) == [0.25, 1, 1])
        #expect(views.map(\.isHidden) == [false, true, false])
    }

    @Test func aHiddenButtonTakesNoTaps() {
        var taps = 0
        let stage = Stage(Button("Go") { taps += 1 }.hidden(), columns: 2, rows: 1)
        stage.host.tap(at: CGPoint(x: 11, y: 11))
        #expect(taps == 0)
    }

    @Test func tintColoursButtonLabels() {
        let stage = Stage(
            VStack(spacing: 0) {
                Button("A") {}
                Button("B") {}.tint(.red)
            }, columns: 1, rows: 2)
        let screen = stage.host.render()
        #expect(screen[0, 0].foreground != screen[0, 1].foreground)
    }

    @Test func viewThatFitsShowsTheFirstChildThatFits() {
        func stage(columns: Int) -> Stage<some View> {
            Stage(
                ViewThatFits {
                    Text("Hello, wide world")
                    Text("Hello")
                    Text("Hi")
                }, columns: columns, rows: 1)
        }
        #expect(stage(columns: 20).labels.count == 1)
        expectScreen(stage(columns: 17).text, "Hello, wide world")
        expectScreen(stage(columns: 5).text, "Hello")
        expectScreen(stage(columns: 2).text, "Hi")
        // Nothing fits: the last child.
        #expect(stage(columns: 1).labels == ["Hi"])
    }

    @Test func datesInTheirStyles() {
        let now = Date(timeIntervalSinceReferenceDate: 0)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(Text.format(later, style: .relative, now: now) == "2 hours, 23 minutes")
        #expect(Text.format(now, style: .offset, now: later) == "-2 hours, 23 minutes")
        #expect(Text.format(now.addingTimeInterval(152), style: .timer, now: now) == "2:32")
        #expect(Text.format(now.addingTimeInterval(3752), style: .timer, now: now) == "1:02:32")
    }
}

@MainActor
@Suite("Clipping and borders")
struct ClippingTests {
    @Test func clippedCutsItsContentAtItsBounds() {
        let unclipped = Stage(Text("Hello world").fixedSize().frame(width: 55), columns: 11, rows: 1)
        expectScreen(unclipped.text, "Hello world")
        let clipped = Stage(Text("Hello world").fixedSize().frame(width: 55).clipped(), columns: 11, rows: 1)
        // The 121-wide text is centred on the 55-wide frame (at 33): only its middle shows.
        expectScreen(clipped.text, "   lo wo")
        let clip = clipped.controller.view.subviews.first!
        #expect(clip.clipsToBounds)
        #expect(clip.frame == CGRect(x: 33, y: 0, width: 55, height: 22))
        #expect(clip.subviews.first?.frame == CGRect(x: -33, y: 0, width: 121, height: 22))
    }

    @Test func aBorderIsDrawnInsideTheView() {
        let stage = Stage(Text("Hi").padding(22).border(Color.primary), columns: 6, rows: 5)
        expectScreen(stage.text, "\n┌────┐\n│ Hi │\n└────┘\n")
    }
}

/// A book-style animated toggle.
private struct Disclosure: View {
    @State private var isOpen = false

    var body: some View {
        VStack(spacing: 0) {
            Button(isOpen ? "Close" : "Open") {
                withAnimation(.spring()) { isOpen.toggle() }
            }
            if isOpen {
                Text("Details").transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .animation(.easeInOut(duration: 0.2), value: isOpen)
    }
}

/// A toggle changed without animation, or in a transaction that disables animations.
private struct Toggled: View {
    let transaction: Transaction?
    @State private var on = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Flip") {
                if let transaction { withTransaction(transaction) { on.toggle() } } else { on.toggle() }
            }
            if on { Text("On") }
        }
    }
}

extension Transaction {
    /// An animated transaction whose animations are disabled.
    fileprivate static var disabled: Transaction {
        var transaction = Transaction(animation: .default)
        transaction.disablesAnimations = true
        return transaction
    }
}

@MainActor
@Suite("Animation API")
struct AnimationAPITests {
    @Test func anAnimatedChangeMovesTheViewsOnTheWindowsClock() throws {
        let stage = Stage(Disclosure(), columns: 7, rows: 2)
        stage.flush()
        let button = try #require(stage.controller.view.subviews.first { !($0 is UILabel) })
        #expect(button.frame.minY == 11, "alone, the button is centred in the two rows")
        stage.tap(label: "Open")
        stage.flush()
        // The model is final at once; the screen starts where it was.
        let details = try #require(stage.controller.view.subviews.first { ($0 as? UILabel)?.text == "Details" })
        #expect(button.frame.minY == 0 && details.frame.minY == 22)
        #expect(button.layer.presentation()!.frame.minY == 11)
        #expect(details.alpha == 1 && details.layer.presentation()!.opacity == 0, "an inserted view fades in")
        // `.animation(.easeInOut(duration: 0.2), value:)` decides the timing.
        stage.host.advance(by: 0.1)
        #expect(button.layer.presentation()!.frame.minY > 0 && button.layer.presentation()!.frame.minY < 11)
        #expect(details.layer.presentation()!.opacity > 0 && details.layer.presentation()!.opacity < 1)
        stage.host.advance(by: 0.1)
        #expect(!stage.window.animationClock.isAnimating)
        expectScreen(stage.text, " Close\nDetails")
        stage.tap(label: "Close")
        stage.flush()
        stage.host.settle()
        expectScreen(stage.text, "\n  Open")
    }

    @Test func withoutAnAnimationTheChangeShowsAtOnce() {
        for transaction in [nil, Transaction.disabled] {
            let stage = Stage(Toggled(transaction: transaction), columns: 7, rows: 2)
            stage.tap(label: "Flip")
            stage.flush()
            #expect(!stage.window.animationClock.isAnimating)
            expectScreen(stage.text, "  Flip\n   On")
        }
    }
}
