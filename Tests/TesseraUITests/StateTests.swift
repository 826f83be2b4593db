import Observation
import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A button that counts its taps in its own state.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Taps: \(count)") { count += 1 }
    }
}

@Observable
private final class Flags {
    var showsFirst = true
    var identity = 0
    var title = "Title"
}

/// Two counters behind an `if`/`else`, one whose identity is explicit, and a title.
private struct Branches: View {
    let flags: Flags

    var body: some View {
        VStack(spacing: 0) {
            Text(flags.title)
            if flags.showsFirst {
                Counter()
            } else {
                Counter()
            }
            Counter().id(flags.identity)
        }
    }
}

/// A parent whose child's body changes the parent's state, every time (SwiftUI warns about it).
private struct Restless: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
            Meddler(count: $count)
        }
    }
}

private struct Meddler: View {
    @Binding var count: Int

    var body: some View {
        count += 1
        return EmptyView()
    }
}

@MainActor
@Suite("State and identity")
struct StateTests {
    @Test func stateLivesInTheGraphAndUpdatesOnlyTheBodyThatReadsIt() {
        let stage = Stage(Counter(), columns: 11, rows: 1)
        expectScreen(stage.text, "  Taps: 0")
        #expect(stage.graph.bodyEvaluations(of: Counter.self) == 1)
        stage.host.tap(at: CGPoint(x: 60, y: 11))
        // Nothing changes until the update runs (the next main-queue turn or layout).
        #expect(stage.graph.bodyEvaluations(of: Counter.self) == 1)
        expectScreen(stage.text, "  Taps: 1")
        #expect(stage.graph.bodyEvaluations(of: Counter.self) == 2)
        // Rendering again without a change evaluates nothing.
        _ = stage.text
        #expect(stage.graph.bodyEvaluations(of: Counter.self) == 2)
    }

    @Test func stateLivesAsLongAsTheIdentity() {
        let flags = Flags()
        let stage = Stage(Branches(flags: flags), columns: 11, rows: 3)
        expectScreen(stage.text, "   Title\n  Taps: 0\n  Taps: 0")
        stage.host.tap(at: CGPoint(x: 55, y: 33))
        stage.host.tap(at: CGPoint(x: 55, y: 55))
        stage.host.tap(at: CGPoint(x: 55, y: 55))
        expectScreen(stage.text, "   Title\n  Taps: 1\n  Taps: 2")

        // A change that keeps every identity keeps every state, and re-evaluates only the
        // body that read it: the counters' values are unchanged, so their bodies don't run.
        let counterBodies = stage.graph.bodyEvaluations(of: Counter.self)
        flags.title = "Other"
        expectScreen(stage.text, "   Other\n  Taps: 1\n  Taps: 2")
        #expect(stage.graph.bodyEvaluations(of: Counter.self) == counterBodies)

        // The other branch is another identity: its counter starts at zero, and coming back
        // starts the first branch's afresh, its state having died with it.
        flags.showsFirst = false
        expectScreen(stage.text, "   Other\n  Taps: 0\n  Taps: 2")
        stage.host.tap(at: CGPoint(x: 55, y: 33))
        flags.showsFirst = true
        expectScreen(stage.text, "   Other\n  Taps: 0\n  Taps: 2")

        // A new explicit identity is a new view.
        flags.identity = 1
        expectScreen(stage.text, "   Other\n  Taps: 0\n  Taps: 0")
    }

    @Test func aBodyThatChangesItsStateCostsOneUpdatePerTurnNotAHang() {
        let stage = Stage(Restless(), columns: 1, rows: 1)
        expectScreen(stage.text, "0")
        #expect(stage.graph.bodyEvaluations(of: Restless.self) == 1)
        #expect(stage.graph.needsUpdate)
        // Rendering again is no new turn: the change waits for the main queue.
        expectScreen(stage.text, "0")
        stage.flush()
        expectScreen(stage.text, "1")
        #expect(stage.graph.bodyEvaluations(of: Restless.self) == 2)
        #expect(stage.graph.needsUpdate)
    }

    @Test func changesInOneTurnMakeOneUpdate() {
        let flags = Flags()
        let stage = Stage(Branches(flags: flags), columns: 11, rows: 3)
        _ = stage.text
        let before = stage.graph.bodyEvaluations(of: Branches.self)
        flags.title = "A"
        flags.title = "B"
        flags.identity = 3
        expectScreen(stage.text, "     B\n  Taps: 0\n  Taps: 0")
        #expect(stage.graph.bodyEvaluations(of: Branches.self) == before + 1)
    }

    @Test func aMainQueueTurnRunsThePendingUpdate() async {
        let flags = Flags()
        let stage = Stage(Branches(flags: flags), columns: 11, rows: 3)
        _ = stage.text
        flags.title = "Queued"
        #expect(stage.graph.needsUpdate)
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(!stage.graph.needsUpdate)
        #expect(stage.controller.view.subviews.compactMap { ($0 as? UILabel)?.text }.first == "Queued")
    }
}
