import Foundation
import Testing
@testable import TesseraTerminal
import TesseraTestSupport

/// Ctrl-Z, `fg` and quitting, with the built `lifecycle-app` fixture run as a job in a real
/// pseudo-terminal: its own session, the terminal its controlling terminal.
@Suite("Suspending in a pseudo-terminal", .serialized)
struct SuspendInPseudoTerminalTests {
    /// The fixture, built next to the test bundle.
    private var fixture: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-app")
    }

    private static let enterBytes = TerminalDevice.enterSequence
    private static let exitBytes = TerminalDevice.exitSequence

    /// A running fixture and what it has logged.
    private struct Job {
        let terminal: PseudoTerminal
        let pid: pid_t
        let log: URL

        var calls: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// Polls the log until it has `count` lines (or 10 s pass).
        func calls(count: Int) -> [String] {
            let deadline = Date().addingTimeInterval(10)
            var lines = calls
            while lines.count < count, Date() < deadline {
                _ = terminal.readAvailable()
                var poll = pollfd(fd: -1, events: 0, revents: 0)
                _ = Glibc.poll(&poll, 0, 10)
                lines = calls
            }
            return lines
        }

        /// Whether the terminal is in cooked mode (line editing and echo on).
        var isCooked: Bool {
            var settings = termios()
            guard tcgetattr(terminal.follower, &settings) == 0 else { return false }
            return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
        }
    }

    private func launch(_ arguments: [String]) throws -> Job {
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 40, rows: 10)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-\(UUID().uuidString).log")
        let pid = try terminal.spawnJob(
            executable: fixture.path, arguments: arguments,
            environment: ["TERM": "xterm-256color", "LIFECYCLE_LOG": log.path, "PATH": "/usr/bin:/bin"])
        return Job(terminal: terminal, pid: pid, log: log)
    }

    private func end(_ job: Job) {
        // 0: still our child (running or stopped), so a failed test leaves nothing behind.
        var status: Int32 = 0
        if waitpid(job.pid, &status, WNOHANG) == 0 {
            kill(job.pid, SIGKILL)
            _ = waitForStatus(of: job.pid, timeout: 10) { if case .signaled = $0 { true } else { false } }
        }
        close(job.terminal.leader)
        close(job.terminal.follower)
        try? FileManager.default.removeItem(at: job.log)
    }

    /// Whether `bytes` hold `sequence`.
    private static func contains(_ bytes: [UInt8], _ sequence: [UInt8]) -> Bool {
        bytes.count >= sequence.count && (0...(bytes.count - sequence.count)).contains { bytes[$0..<$0 + sequence.count].elementsEqual(sequence) }
    }

    /// The screen after replaying `bytes` on a blank 40 × 10 terminal.
    private static func screen(_ bytes: [UInt8]) -> String {
        var model = TerminalModel(columns: 40, rows: 10)
        model.apply(bytes)
        return model.text
    }

    /// Suspends with `suspend`, checks the process stopped with the terminal restored, then
    /// continues it and checks the whole screen is painted again.
    private func suspendAndResume(_ job: Job, by suspend: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        suspend()
        let stopped = waitForStatus(of: job.pid, timeout: 10) { $0 == .stopped(signal: SIGSTOP) }
        #expect(stopped == .stopped(signal: SIGSTOP), "the app stopped", sourceLocation: sourceLocation)
        let restoring = job.terminal.readBytes(timeout: 10) { Self.contains($0, Self.exitBytes) }
        #expect(Self.contains(restoring, Self.exitBytes), "the terminal is restored as on exit", sourceLocation: sourceLocation)
        #expect(job.isCooked, "cooked mode is back", sourceLocation: sourceLocation)

        kill(job.pid, SIGCONT)  // what `fg` does
        let repaint = job.terminal.readBytes(timeout: 10) { Self.screen($0).contains("Lifecycle-fixture") }
        #expect(repaint.starts(with: Self.enterBytes), "the terminal is taken back", sourceLocation: sourceLocation)
        // Replayed on a blank terminal, what was written after `fg` alone shows the app.
        #expect(Self.screen(repaint).hasPrefix("Lifecycle-fixture"), sourceLocation: sourceLocation)
        #expect(!job.isCooked, "raw mode again", sourceLocation: sourceLocation)
    }

    @Test func aSceneAppIsSuspendedByCtrlZResumedAndQuitWithItsSceneDelegateTold() throws {
        let job = try launch(["--scenes"])
        defer { end(job) }
        let first = job.terminal.readBytes(timeout: 20) { Self.screen($0).contains("Lifecycle-fixture") }
        #expect(first.starts(with: Self.enterBytes))
        let launch = ["application(_:didFinishLaunchingWithOptions:)", "scene(_:willConnectTo:options:)",
                      "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"]
        #expect(job.calls(count: 4) == launch)

        suspendAndResume(job) { job.terminal.write("\u{1A}") }  // Ctrl-Z
        let suspended = launch + ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"]
        let resumed = suspended + ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"]
        #expect(job.calls(count: resumed.count) == resumed)

        // `q` calls exit(0), as the books' apps do.
        job.terminal.write("q")
        let rest = job.terminal.readBytes(timeout: 10) { Self.contains($0, Self.exitBytes) }
        #expect(Self.contains(rest, Self.exitBytes), "the main screen is back")
        // Logged before the terminal was restored: the log is complete when the restoring bytes arrive.
        #expect(job.calls == resumed + ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
                                        "sceneDidDisconnect(_:)", "applicationWillTerminate(_:)"])
        #expect(waitForStatus(of: job.pid, timeout: 10) { if case .exited = $0 { true } else { false } } == .exited(code: 0))
        #expect(job.isCooked)
    }

    @Test func anAppWithoutScenesIsSuspendedByCtrlZAndSIGTSTPAndQuitByCtrlC() throws {
        let job = try launch([])
        defer { end(job) }
        _ = job.terminal.readBytes(timeout: 20) { Self.screen($0).contains("Lifecycle-fixture") }
        let launch = ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)"]
        #expect(job.calls(count: 2) == launch)
        let cycle = ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
                     "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"]

        suspendAndResume(job) { job.terminal.write("\u{1A}") }  // Ctrl-Z
        #expect(job.calls(count: 6) == launch + cycle)
        suspendAndResume(job) { kill(job.pid, SIGTSTP) }  // kill -TSTP, as a shell's `suspend` would
        #expect(job.calls(count: 10) == launch + cycle + cycle)

        job.terminal.write("\u{03}")  // Ctrl-C
        let rest = job.terminal.readBytes(timeout: 10) { Self.contains($0, Self.exitBytes) }
        #expect(Self.contains(rest, Self.exitBytes), "the main screen is back")
        #expect(job.calls == launch + cycle + cycle + [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)",
        ])
        #expect(waitForStatus(of: job.pid, timeout: 10) { if case .exited = $0 { true } else { false } } == .exited(code: 0))
    }
}
