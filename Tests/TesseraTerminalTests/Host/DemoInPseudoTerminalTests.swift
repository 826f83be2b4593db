import Foundation
import Testing
@testable import TesseraTerminal
import TesseraTestSupport

/// Runs the built demo app in a real pseudo-terminal, as a person would.
@Suite("Demo in a pseudo-terminal", .serialized)
struct DemoInPseudoTerminalTests {
    /// The demo executable, built next to the test bundle.
    private var demoURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tessera-demo")
    }

    @Test func scrollsWithTheTerminalAndRestoresItOnSIGTERM() throws {
        try #require(FileManager.default.isExecutableFile(atPath: demoURL.path), "build the demo: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 120, rows: 40)
        defer { close(terminal.leader) }
        let process = try terminal.run(demoURL, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])

        let first = terminal.readBytes(timeout: 20) { $0.count > 4000 && String(decoding: $0, as: UTF8.self).contains("q quits") }
        #expect(first.starts(with: TerminalDevice.enterSequence))
        #expect(String(decoding: first, as: UTF8.self).contains("Row 1: Daniel Higgins Jr."))

        terminal.write("j")
        let step = terminal.readBytes(timeout: 10) { String(decoding: $0, as: UTF8.self).contains("Row 31") }
        let stepText = String(decoding: step, as: UTF8.self)
        #expect(stepText.contains("Row 31"), "the row scrolled in is drawn")
        #expect(stepText.contains("\u{1B}[S"), "the terminal scrolls the column's rows")
        #expect(step.count * 10 <= first.count, "a one-row scroll writes at most 1/10 of the first frame: \(step.count) of \(first.count) bytes")

        // A key command presents an alert; Return chooses its action and dismisses it.
        terminal.write("i")
        let alert = terminal.readBytes(timeout: 10) { String(decoding: $0, as: UTF8.self).contains("controllers") }
        #expect(String(decoding: alert, as: UTF8.self).contains("╭"), "the alert box is drawn")
        terminal.write("\r")
        // The alert fades out over several frames: read them until the screen no longer shows it.
        var screenWithAlert = TerminalModel(columns: 120, rows: 40)
        screenWithAlert.apply(first + step + alert)
        _ = terminal.readBytes(timeout: 10) { bytes in
            var screen = screenWithAlert
            screen.apply(bytes)
            return !screen.text.contains("controllers")
        }
        terminal.write("j")
        let afterAlert = terminal.readBytes(timeout: 10) { String(decoding: $0, as: UTF8.self).contains("Row 32") }
        #expect(String(decoding: afterAlert, as: UTF8.self).contains("Row 32"), "keys reach the demo once the alert is gone")

        // The app is not in the pseudo-terminal's session, so deliver the resize signal by hand.
        terminal.resize(columns: 60, rows: 20)
        kill(process.processIdentifier, SIGWINCH)
        // Until the repainted frame has arrived whole: the hint, and no escape sequence cut short.
        let resized = terminal.readBytes(timeout: 10) { bytes in
            guard String(decoding: bytes, as: UTF8.self).contains("scroll · i about") else { return false }
            var frame = TerminalModel(columns: 60, rows: 20)
            frame.apply(bytes)
            return frame.violations.isEmpty
        }
        let resizedText = String(decoding: resized, as: UTF8.self)
        #expect(resizedText.contains("\u{1B}[2J"), "a resize repaints the whole screen")
        // Replayed on a 60 × 20 terminal, the frame shows the hint on the new last row, truncated to fit.
        var screen = TerminalModel(columns: 60, rows: 20)
        screen.apply(Array(resized))
        #expect(screen.violations.isEmpty)
        let lines = screen.text.components(separatedBy: "\n")
        #expect(lines.count == 20)
        #expect(lines.last?.hasPrefix("↑/↓ j/k") == true && lines.last?.hasSuffix("…") == true)

        process.terminate()
        let rest = terminal.readBytes(timeout: 10) { $0.count >= TerminalDevice.exitSequence.count && $0.suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence) }
        process.waitUntilExit()
        #expect(rest.suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence))
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    }
}
