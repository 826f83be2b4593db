import Foundation
import Testing
@testable import LootLoggerKit
import TesseraTestSupport

/// The built `lootlogger` executable, run as a person runs it: as a job in a real
/// pseudo-terminal, saving in a temporary XDG data folder.
@Suite("LootLogger in a terminal", .serialized)
struct LootLoggerInPseudoTerminalTests {
    /// The executable, built next to the test bundle.
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lootlogger")
    }

    /// A fresh data folder and the archive LootLogger keeps in it.
    private func dataHome() -> (folder: URL, archive: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lootlogger-data-\(UUID().uuidString)")
        return (folder, folder.appendingPathComponent("LootLogger/items.plist"))
    }

    private func environment(_ dataHome: URL) -> [String: String] {
        ["TERM": "xterm-256color", "COLORTERM": "truecolor", "XDG_DATA_HOME": dataHome.path, "PATH": "/usr/bin:/bin"]
    }

    /// Runs `lootlogger` as a terminal job; returns the terminal and its pid.
    private func launch(_ dataHome: URL) throws -> (PseudoTerminal, pid_t) {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let pid = try terminal.spawnJob(executable: executable.path, environment: environment(dataHome))
        return (terminal, pid)
    }

    private func end(_ terminal: PseudoTerminal, _ pid: pid_t) {
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            _ = waitForStatus(of: pid, timeout: 10) { if case .signaled = $0 { true } else { false } }
        }
        close(terminal.leader)
        close(terminal.follower)
    }

    /// How many rows show a dollar value on `screen`.
    private static func valueCount(_ screen: String) -> Int {
        screen.components(separatedBy: "\n").filter { $0.range(of: #"\$\d+\s*$"#, options: .regularExpression) != nil }.count
    }

    @Test func itemsAddedWithAAreSavedOnQAndShownAgainAtTheNextLaunch() throws {
        let (home, archive) = dataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        var (terminal, pid) = try launch(home)
        var screen = ScreenModel(columns: 80, rows: 24)
        screen.apply(terminal.read(timeout: 20) { $0.withoutControlSequences.contains("LootLogger") })
        #expect(screen.text.contains("Edit") && screen.text.contains("LootLogger"))
        for count in 1...3 {
            terminal.write("a")
            screen.apply(terminal.read(timeout: 10) { output in
                var replayed = screen
                replayed.apply(output)
                return Self.valueCount(replayed.text) == count
            })
        }
        #expect(Self.valueCount(screen.text) == 3)
        terminal.write("q")
        _ = terminal.read(timeout: 10) { $0.contains("\u{1B}[?1049l") }
        #expect(waitForStatus(of: pid, timeout: 10) { if case .exited = $0 { true } else { false } } == .exited(code: 0))
        end(terminal, pid)
        let saved = try ItemArchive.read(from: archive)
        #expect(saved.count == 3)

        (terminal, pid) = try launch(home)
        defer { end(terminal, pid) }
        let relaunched = terminal.read(timeout: 20) { output in saved.allSatisfy { output.withoutControlSequences.contains($0.serialNumber!) } }
            .withoutControlSequences
        for item in saved {
            #expect(relaunched.contains(item.name) && relaunched.contains(item.serialNumber!) && relaunched.contains("$\(item.valueInDollars)"))
        }
        terminal.write("\u{03}")  // Ctrl-C saves and quits too
        #expect(waitForStatus(of: pid, timeout: 10) { if case .exited = $0 { true } else { false } } == .exited(code: 0))
        #expect(try ItemArchive.read(from: archive).map(\.itemKey) == saved.map(\.itemKey))
    }

    @Test func ctrlZSavesBeforeTheProcessStops() throws {
        let (home, archive) = dataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (terminal, pid) = try launch(home)
        defer { end(terminal, pid) }
        _ = terminal.read(timeout: 20) { $0.withoutControlSequences.contains("LootLogger") }
        terminal.write("a")
        _ = terminal.read(timeout: 10) { $0.range(of: #"\$\d+"#, options: .regularExpression) != nil }
        terminal.write("\u{1A}")  // Ctrl-Z
        #expect(waitForStatus(of: pid, timeout: 10) { $0 == .stopped(signal: SIGSTOP) } == .stopped(signal: SIGSTOP))
        #expect(try ItemArchive.read(from: archive).count == 1)
        kill(pid, SIGCONT)
    }

    @Test func pipedItPrintsTheListOnce() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        let (home, archive) = dataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let items = [Item(name: "Grandfather Clock", serialNumber: "GC-1", valueInDollars: 75)]
        try ItemArchive.write(items, to: archive)
        let process = Process()
        process.executableURL = executable
        process.environment = environment(home).merging(["TESSERA_SIZE": "80x8"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = printed.components(separatedBy: "\n")
        #expect(lines.count >= 4)
        #expect(lines[2].hasPrefix(" Grandfather Clock") && lines[2].hasSuffix("$75"))
        #expect(lines[3].hasPrefix(" GC-1"))
    }

    @Test func helpPrintsTheUsageAndAnUnknownOptionIsRefused() throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it: swift build --build-tests")
        for (arguments, status, text) in [(["--help"], Int32(0), "USAGE: lootlogger"), (["--bogus"], 64, "unknown option '--bogus'")] {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == status)
            #expect(printed.contains(text))
        }
    }
}
