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

    /// Runs the fixture with `environment` and standard output and error on pipes; returns
    /// its status and what it wrote (nil status when it did not end within 20 s).
    private func runWithoutTerminal(_ environment: [String: String]) throws -> (status: Int32?, output: String, errors: String) {
        let process = Process()
        process.executableURL = fixture
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { new, _ in new }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.isRunning ? nil : process.terminationStatus, text, error)
    }

    @Test func tesseraPreviewRendersAPreviewProviderInsteadOfTheScene() throws {
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path), "build it: swift build --build-tests")
        let run = try runWithoutTerminal(["TESSERA_PREVIEW": "ContentView_Previews", "TESSERA_SIZE": "30x5"])
        #expect(run.status == 0)
        #expect(run.output.contains("Hello, Preview!"), "\(run.output)")
        #expect(!run.output.contains("Hello, World!"))
        #expect(run.output.contains("Taps: 0"))

        let qualified = try runWithoutTerminal(["TESSERA_PREVIEW": "swiftui_app.ContentView_Previews", "TESSERA_SIZE": "30x5"])
        #expect(qualified.output.contains("Hello, Preview!"), "\(qualified.output) \(qualified.errors)")

        let missing = try runWithoutTerminal(["TESSERA_PREVIEW": "NoSuch_Previews"])
        #expect(missing.status == 64)
        #expect(missing.errors.contains("TESSERA_PREVIEW=NoSuch_Previews: no #Preview of that name and no PreviewProvider of that name"), "\(missing.errors)")
    }
}
