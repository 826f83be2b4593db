import Foundation
import Testing
@testable import TesseraTerminal
import TesseraTestSupport

/// A display link in the terminal host, with the built `lifecycle-app` fixture
/// (`--display-link`) run as a job in a real pseudo-terminal.
@Suite("Display links in a pseudo-terminal", .serialized)
struct DisplayLinkInPseudoTerminalTests {
    /// The fixture, built next to the test bundle.
    private var fixture: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-app")
    }

    /// The fixture's link prefers 30 fps: every other frame of a 60 fps display, every frame of
    /// a 30 fps one.
    @Test(arguments: [("60", "displayLink every 2 frames at 60 fps"), ("30", "displayLink every 1 frames at 30 fps")])
    func eachFrameFiresTheLinkAtItsRateUntilItIsPaused(displayRate: String, call: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 40, rows: 10)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("display-link-\(UUID().uuidString).log")
        let pid = try terminal.spawnJob(
            executable: fixture.path, arguments: ["--display-link"],
            environment: ["TERM": "xterm-256color", "LIFECYCLE_LOG": log.path, "PATH": "/usr/bin:/bin", "TESSERA_FPS": displayRate])
        defer {
            kill(pid, SIGKILL)
            _ = waitForStatus(of: pid, timeout: 10) { if case .signaled = $0 { true } else { false } }
            close(terminal.leader)
            close(terminal.follower)
            try? FileManager.default.removeItem(at: log)
        }
        var lines: [String] { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }
        var linkCalls: [String] { lines.filter { $0.hasPrefix("displayLink") } }

        // With no input, the host keeps drawing frames while the link runs; each shows its count.
        var screen = TerminalModel(columns: 40, rows: 10)
        _ = terminal.readBytes(timeout: 20) { bytes in
            screen = TerminalModel(columns: 40, rows: 10)
            screen.apply(bytes)
            return screen.text.contains("Frames: 6")
        }
        #expect(screen.text.contains("Frames: 6"), "\(screen.text)")
        #expect(linkCalls.count >= 6)
        #expect(Set(linkCalls) == [call])

        terminal.write("p")
        let deadline = Date().addingTimeInterval(10)
        while !lines.contains("paused"), Date() < deadline {
            _ = terminal.readBytes(timeout: 0.02) { _ in false }
        }
        // Ten of the link's frames later, it has not fired since it was paused.
        _ = terminal.readBytes(timeout: 0.3) { _ in false }
        #expect(lines.last == "paused")

        terminal.write("q")
        #expect(waitForStatus(of: pid, timeout: 10) { if case .exited = $0 { true } else { false } } == .exited(code: 0))
    }
}
