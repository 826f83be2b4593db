import Foundation
import Testing
import Tessera
@testable import TesseraTerminal
import TesseraTestSupport

/// The demo's animation screen played in a real pseudo-terminal: frames come at the display
/// rate while something animates and not at all after, the idle app uses no CPU, the
/// recording replays to the screen the terminal showed, and Ctrl-C in mid-animation gives the
/// terminal back.
@Suite("Animation in a pseudo-terminal", .serialized)
struct AnimationPlaybackTests {
    /// The demo executable, built next to the test bundle.
    private static var demo: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tessera-demo")
    }

    /// How long the demo's keyframe sequence (the `k` key) lasts.
    private static let keyframesDuration: TimeInterval = 2

    /// The demo started as a job in a 120 × 40 terminal, and everything it wrote so far.
    private struct Job {
        let terminal: PseudoTerminal
        let pid: pid_t
        var shown: [UInt8] = []

        /// The screen everything written so far shows, replayed past the screen set-up.
        var screen: TerminalModel {
            var model = TerminalModel(columns: 120, rows: 40)
            model.apply(Array(shown.dropFirst(TerminalDevice.enterSequence.count)))
            return model
        }

        /// Reads until nothing arrives for `quiet` seconds (the app has gone idle) or `timeout`
        /// seconds pass; returns what was read.
        @discardableResult
        mutating func readUntilQuiet(quiet: TimeInterval = 0.5, timeout: TimeInterval = 20) -> [UInt8] {
            var bytes: [UInt8] = []
            let deadline = Date().addingTimeInterval(timeout)
            var lastArrival = Date()
            while Date() < deadline, Date().timeIntervalSince(lastArrival) < quiet {
                let chunk = terminal.readBytes(timeout: 0.05) { !$0.isEmpty }
                if !chunk.isEmpty {
                    bytes += chunk
                    lastArrival = Date()
                }
            }
            shown += bytes
            return bytes
        }

        /// Reads until the replayed screen satisfies `done`, or `timeout` seconds pass.
        mutating func read(timeout: TimeInterval = 20, until done: (TerminalModel) -> Bool) {
            let deadline = Date().addingTimeInterval(timeout)
            while !done(screen), Date() < deadline {
                shown += terminal.readBytes(timeout: 0.1) { !$0.isEmpty }
            }
        }

        /// The CPU time the process has used (user and system), from `/proc/<pid>/stat`.
        var cpuTime: TimeInterval {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return .nan }
            // After "pid (comm)": state is field 3, utime field 14 and stime field 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }

        /// Whether the terminal is in cooked mode (line editing and echo on).
        var isCooked: Bool {
            var settings = termios()
            guard tcgetattr(terminal.follower, &settings) == 0 else { return false }
            return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
        }
    }

    /// Starts the demo and opens its animation screen with the `a` key.
    private func launchOnAnimationScreen(environment: [String: String]) throws -> Job {
        try #require(FileManager.default.isExecutableFile(atPath: Self.demo.path), "build the demo: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 120, rows: 40)
        let pid = try terminal.spawnJob(
            executable: Self.demo.path,
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"].merging(environment) { $1 })
        var job = Job(terminal: terminal, pid: pid)
        job.read { $0.text.contains("a animation") }
        job.terminal.write("a")
        job.read { $0.text.contains("[k] Keyframes") }
        // Whatever the push plays, it ends before the test starts its own animation.
        job.readUntilQuiet()
        return job
    }

    private func end(_ job: Job) {
        // 0: still our child, so a failed test leaves nothing behind.
        var status: Int32 = 0
        if waitpid(job.pid, &status, WNOHANG) == 0 {
            kill(job.pid, SIGKILL)
            _ = waitForStatus(of: job.pid, timeout: 10) { if case .signaled = $0 { true } else { false } }
        }
        close(job.terminal.leader)
        close(job.terminal.follower)
    }

    /// The output events of an asciicast recording: (seconds, text).
    private func outputEvents(of path: String) throws -> [(time: Double, text: String)] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").dropFirst().compactMap { line in
            let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any]
            guard let event, event.count == 3, event[1] as? String == "o", let time = event[0] as? Double,
                let data = event[2] as? String
            else { return nil }
            return (time, data)
        }
    }

    /// Plays the demo's 2-second keyframe sequence at `TESSERA_FPS` and checks the frames the
    /// recording shows (the host writes each frame with one write, which the recording stamps):
    /// no more than the rate allows and most of what it asks for; then, idle, the app writes
    /// nothing and uses no CPU; the recording replays to the screen the terminal shows.
    ///
    /// Frame counts measure real time, so this test runs alone, after the parallel run, where
    /// `.ci/run` sets `TESSERA_TIMING_TESTS=1`: beside dozens of parallel pseudo-terminal apps on
    /// two cores the app under test is starved of CPU and drops frames it would not drop alone.
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["TESSERA_TIMING_TESTS"] == "1", "timing: run alone by .ci/run"),
        arguments: [10, 30])
    func framesComeAtTheDisplayRateWhileAnimatingThenTheIdleAppWritesNothingAndUsesNoCPU(framesPerSecond: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var job = try launchOnAnimationScreen(environment: ["TESSERA_FPS": "\(framesPerSecond)", "TESSERA_RECORD": path])
        defer { end(job) }
        let before = try outputEvents(of: path).count

        job.terminal.write("k")
        job.read { $0.text.contains("keyframes: finished") }
        job.readUntilQuiet()
        #expect(job.screen.text.contains("keyframes: finished"), "the sequence ran to its end")

        // Pacing: one recorded write per frame, from the key press to the last frame.
        let frames = try outputEvents(of: path).dropFirst(before)
        let times = frames.map(\.time)
        let nominal = Double(framesPerSecond) * Self.keyframesDuration
        // At most one frame per interval over the duration, plus the first and the last; and
        // at least two thirds of the frames the rate asks for, on a busy machine.
        #expect(Double(frames.count) <= nominal + 2, "\(frames.count) frames in \(Self.keyframesDuration) s at \(framesPerSecond) fps")
        #expect(Double(frames.count) >= nominal * 2 / 3, "\(frames.count) frames in \(Self.keyframesDuration) s at \(framesPerSecond) fps")
        if let first = times.first, let last = times.last {
            #expect(last - first >= Self.keyframesDuration * 0.9, "the frames span the animation: \(last - first) s")
            #expect(last - first <= Self.keyframesDuration * 1.5, "and end with it: \(last - first) s")
        }
        let intervals = zip(times.dropFirst(), times).map { $0 - $1 }.sorted()
        if !intervals.isEmpty {
            let median = intervals[intervals.count / 2]
            #expect(median >= 0.9 / Double(framesPerSecond), "frames are \(median) s apart at \(framesPerSecond) fps")
        }

        // Idle: nothing is written and the CPU time stands still, over a second and a half.
        let cpuBefore = job.cpuTime
        let start = Date()
        let idleBytes = job.terminal.readBytes(timeout: 1.5) { _ in false }
        let wall = Date().timeIntervalSince(start)
        let cpu = job.cpuTime - cpuBefore
        #expect(idleBytes.isEmpty, "\(idleBytes.count) bytes written while idle")
        #expect(cpu <= 0.02 * wall, "\(cpu) s of CPU in \(wall) s idle")
        #expect(try outputEvents(of: path).count == before + frames.count, "nothing recorded while idle")

        // The recording replays to the screen the terminal shows, cell for cell (colours too).
        let recorded = Array(try outputEvents(of: path).map(\.text).joined().utf8)
        #expect(recorded.starts(with: TerminalDevice.enterSequence))
        var replayed = TerminalModel(columns: 120, rows: 40)
        replayed.apply(Array(recorded.dropFirst(TerminalDevice.enterSequence.count)))
        let live = job.screen
        #expect(replayed.violations.isEmpty && live.violations.isEmpty)
        #expect(replayed.cells == live.cells, "replayed:\n\(replayed.text)\nshown:\n\(live.text)")

        // The tile is back where it started, blue again, in its column (the last quarter).
        let blue = CellColor(red: 0, green: 122, blue: 255)
        let tileCells = (0..<40).flatMap { row in (90..<120).map { (column: $0, row: row) } }.filter { live[$0.column, $0.row].background == blue }
        #expect(tileCells.count == 12, "a 6 × 2 tile")
        #expect(tileCells.first.map { $0.column == 91 && $0.row == 5 } == true, "at its start: \(String(describing: tileCells.first))")

        job.terminal.write("q")
        let rest = job.terminal.readBytes(timeout: 10) { $0.suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence) }
        #expect(rest.suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence), "q quits and restores the terminal")
        #expect(waitForStatus(of: job.pid, timeout: 10) { if case .exited = $0 { true } else { false } } == .exited(code: 0))
    }

    /// Ctrl-C while frames are coming: the app quits and the terminal is restored.
    @Test func ctrlCInMidAnimationRestoresTheTerminal() throws {
        var job = try launchOnAnimationScreen(environment: [:])
        defer { end(job) }
        #expect(!job.isCooked, "raw mode while the app runs")

        job.terminal.write("k")
        // A few frames into the sequence: the tile has left its start.
        let blue = CellColor(red: 0, green: 122, blue: 255)
        job.read(timeout: 10) { $0[91, 5].background != blue }
        #expect(job.screen[91, 5].background != blue, "the animation is playing")

        job.terminal.write("\u{03}")
        let rest = job.terminal.readBytes(timeout: 10) { $0.suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence) }
        #expect(rest.suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence), "the main screen is back")
        #expect(waitForStatus(of: job.pid, timeout: 10) { if case .exited = $0 { true } else { false } } == .exited(code: 0))
        #expect(job.isCooked, "cooked mode is back")
    }
}
