import Foundation
import Testing
@testable import TesseraTerminal
import TesseraTestSupport

/// `TESSERA_RECORD`: what the terminal is sent, recorded as asciicast v2.
@Suite("Recording a session", .serialized)
struct RecordingTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString).cast").path
    }

    /// The recording's lines as JSON values.
    private func lines(of path: String) throws -> [Any] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) }
    }

    @Test func aRecordingIsAHeaderThenTimedEvents() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var now: TimeInterval = 100
        let recorder = try AsciicastRecorder(
            path: path, columns: 80, rows: 24, environment: ["TERM": "xterm-256color"], clock: { now }, timestamp: 1_764_159_000)
        recorder.recordOutput(Array("\u{1B}[2J\"quoted\" \\ tab\there\n".utf8))
        now = 100.25
        recorder.recordResize(columns: 100, rows: 30)
        recorder.recordOutput([])
        now = 101.5
        recorder.recordOutput(Array("é ✓".utf8))

        let raw = try String(contentsOfFile: path, encoding: .utf8)
        #expect(raw.hasPrefix("{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 1764159000, \"env\": {\"TERM\": \"xterm-256color\"}}\n"))
        let parsed = try lines(of: path)
        #expect(parsed.count == 4, "nothing is recorded for an empty write")
        let events = parsed.dropFirst().compactMap { $0 as? [Any] }
        #expect(events.map { $0[0] as? Double } == [0, 0.25, 1.5])
        #expect(events.map { $0[1] as? String } == ["o", "r", "o"])
        #expect(events[0][2] as? String == "\u{1B}[2J\"quoted\" \\ tab\there\n", "control characters survive the JSON")
        #expect(events[1][2] as? String == "100x30")
        #expect(events[2][2] as? String == "é ✓")
    }

    @Test func anUnwritablePathThrows() {
        #expect(throws: (any Error).self) {
            try AsciicastRecorder(path: "/nonexistent-directory/run.cast", columns: 80, rows: 24)
        }
    }

    /// The demo run with `TESSERA_RECORD` in a pseudo-terminal: the recording replays to the
    /// screen the terminal showed.
    @Test func theRecordingReplaysToTheScreenTheTerminalShowed() throws {
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tessera-demo")
        try #require(FileManager.default.isExecutableFile(atPath: demo.path), "build the demo: swift build --build-tests")
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try PseudoTerminal(columns: 60, rows: 20)
        defer { close(terminal.leader) }
        let process = try terminal.run(demo, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "TESSERA_RECORD": path])

        var shown = terminal.readBytes(timeout: 20) { String(decoding: $0, as: UTF8.self).contains("i about") }
        // One row down: the column scrolls (the frame's bytes end with the status line again).
        terminal.write("j")
        shown += terminal.readBytes(timeout: 10) { String(decoding: $0, as: UTF8.self).contains("\u{1B}[S") }
        process.terminate()
        _ = terminal.readBytes(timeout: 10) { $0.suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence) }
        process.waitUntilExit()

        let parsed = try lines(of: path)
        let header = try #require(parsed.first as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 60 && header["height"] as? Int == 20)
        let events = parsed.dropFirst().compactMap { $0 as? [Any] }
        #expect(events.count >= 2)
        let times = events.compactMap { $0[0] as? Double }
        #expect(times == times.sorted(), "events are in time order")
        let recorded = Array(events.filter { $0[1] as? String == "o" }.compactMap { $0[2] as? String }.joined().utf8)
        #expect(recorded.starts(with: TerminalDevice.enterSequence), "the recording starts by taking the screen, as the run did")
        #expect(String(decoding: recorded, as: UTF8.self).contains("\u{1B}[S"), "the scroll is recorded")

        // Both streams replayed past the screen set-up (which the model does not interpret).
        var live = TerminalModel(columns: 60, rows: 20)
        live.apply(Array(shown.dropFirst(TerminalDevice.enterSequence.count)))
        var replayed = TerminalModel(columns: 60, rows: 20)
        replayed.apply(Array(recorded.dropFirst(TerminalDevice.enterSequence.count)))
        #expect(replayed.violations.isEmpty)
        #expect(replayed.text == live.text)
        #expect(replayed.text.contains("Tessera"))
    }
}
