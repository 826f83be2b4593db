import Foundation
import Testing
@testable import TesseraTerminal
import TesseraTestSupport

/// An `@main` SwiftUI app — the built `swiftui-app` fixture — run in a real pseudo-terminal,
/// as a user runs it: it launches into its window group, a key press reaches its button, and
/// Ctrl-C ends it.
@Suite("A SwiftUI app in a pseudo-terminal", .serialized)
struct SwiftUIAppInPseudoTerminalTests {
    private var fixture: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swiftui-app")
    }

    @Test func runsInTheTerminalAndAnswersKeys() throws {
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 30, rows: 5)
        let pid = try terminal.spawnJob(
            executable: fixture.path, environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
        defer {
            kill(pid, SIGKILL)
            _ = waitForStatus(of: pid, timeout: 10) { _ in true }
            close(terminal.leader)
            close(terminal.follower)
        }
        var screen = TerminalModel(columns: 30, rows: 5)
        var received: [UInt8] = []
        func read(until text: String) {
            received += terminal.readBytes(timeout: 20) { bytes in
                screen = TerminalModel(columns: 30, rows: 5)
                screen.apply(received + bytes)
                return screen.text.contains(text)
            }
        }
        read(until: "Taps: 0")
        #expect(screen.text.contains("Hello, World!"), "\(screen.text)")
        // Tab focuses the button; Return presses it.
        terminal.write("\t")
        terminal.write("\r")
        read(until: "Taps: 1")
        #expect(screen.text.contains("Hello, Ada!"), "\(screen.text)")
        terminal.write("\u{3}")
        let status = waitForStatus(of: pid, timeout: 10) { if case .exited = $0 { true } else { false } }
        #expect(status != nil)
    }
}
