import Observation
import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable
private final class Switches {
    var showsDetail = true
    var value = 0
}

/// Records what happens, and lets a test wait for an event.
@MainActor
private final class Log {
    private(set) var events: [String] = []
    private var waiters: [(String, CheckedContinuation<Void, Never>)] = []

    func record(_ event: String) {
        events.append(event)
        for (index, waiter) in waiters.enumerated().reversed() where waiter.0 == event {
            waiters.remove(at: index)
            waiter.1.resume()
        }
    }

    func wait(for event: String) async {
        if events.contains(event) { return }
        await withCheckedContinuation { waiters.append((event, $0)) }
    }
}

private struct Screen: View {
    let switches: Switches
    let log: Log
    let stream: AsyncStream<Int>

    var body: some View {
        VStack {
            Text("Header").onAppear { log.record("header appeared") }
            if switches.showsDetail {
                Text("Detail")
                    .onAppear { log.record("detail appeared") }
                    .onDisappear { log.record("detail disappeared") }
                    .task { [log, stream] in
                        await log.record("task started")
                        for await _ in stream {}
                        await log.record(Task.isCancelled ? "task cancelled" : "task ended")
                    }
            }
        }
        .onChange(of: switches.value) { old, new in log.record("value \(old) → \(new)") }
    }
}

@MainActor
@Suite("Appearance, tasks and changes")
struct LifecycleTests {
    @Test func appearDisappearAndChangeActionsRunAfterTheirUpdate() {
        let switches = Switches()
        let log = Log()
        let stage = Stage(Screen(switches: switches, log: log, stream: AsyncStream { _ in }), columns: 6, rows: 2)
        _ = stage.text
        #expect(log.events == ["header appeared", "detail appeared"])
        switches.value = 2
        _ = stage.text
        #expect(log.events.last == "value 0 → 2")
        switches.showsDetail = false
        _ = stage.text
        #expect(log.events.last == "detail disappeared")
        switches.showsDetail = true
        _ = stage.text
        #expect(log.events.filter { $0 == "detail appeared" }.count == 2)
        #expect(log.events.filter { $0 == "header appeared" }.count == 1)
    }

    // A hang guard, not a bound: the test waits for main-actor work, which runs after the
    // main-actor tests queued before it (a minute or more of them on a busy machine).
    @Test(.timeLimit(.minutes(5))) func aTaskIsCancelledWhenItsViewDisappears() async {
        let switches = Switches()
        let log = Log()
        let stage = Stage(Screen(switches: switches, log: log, stream: AsyncStream { _ in }), columns: 6, rows: 2)
        _ = stage.text
        await log.wait(for: "task started")
        switches.showsDetail = false
        _ = stage.text
        await log.wait(for: "task cancelled")
        #expect(!log.events.contains("task ended"))
    }
}
