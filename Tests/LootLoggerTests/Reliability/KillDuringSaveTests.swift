import Foundation
import Testing
@testable import LootLoggerKit
@_spi(Reliability) import LootLoggerKit
import TesseraTestSupport

/// `kill -9` at random moments while a real process saves the items over and over: every file
/// left on disk decodes and holds one whole save — the last one acknowledged or the one in
/// progress, never a mix — and the next launch leaves no temporary file behind.
@Suite("LootLogger: killed while saving", .serialized)
struct KillDuringSaveTests {
    /// The fixture, built next to the test bundle.
    private var saver: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lootlogger-saver")
    }

    /// The generation an archive holds, checking that all of it belongs to that one save.
    private static func generation(of items: [Item], sourceLocation: SourceLocation = #_sourceLocation) -> Int? {
        guard let generation = items.first.map(\.valueInDollars) else { return nil }
        #expect(items.map(\.name) == ItemStoreSaveLoop.names(ofGeneration: generation), "one whole save", sourceLocation: sourceLocation)
        #expect(items.allSatisfy { $0.valueInDollars == generation && $0.serialNumber == "\(generation)" }, sourceLocation: sourceLocation)
        return generation
    }

    @Test func everyArchiveLeftByAKilledSaveIsTheLastOrTheNextSaveWhole() throws {
        try #require(FileManager.default.isExecutableFile(atPath: saver.path), "build it: swift build --build-tests")
        let archive = temporaryArchiveURL()
        defer { try? FileManager.default.removeItem(at: archive.deletingLastPathComponent().deletingLastPathComponent()) }
        var random = SplitMix64(seed: 20)
        var acknowledged = 0  // saves acknowledged so far, over all the processes
        var next = 1          // the generation the next process starts with
        var kills = 0
        while acknowledged < 1_000 {
            let process = Process()
            process.executableURL = saver
            process.arguments = [archive.path, "\(next)", "1000"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Kill after a random number of acknowledged saves: the kill lands wherever the
            // next save is then (encoding, writing, flushing, renaming).
            let target = Int.random(in: 0..<60, using: &random)
            var text = ""
            var lastAcknowledged: Int?
            while true {
                let lines = text.split(separator: "\n").compactMap { Int($0) }
                lastAcknowledged = lines.last
                if lines.count > target || !process.isRunning { break }
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let acknowledgedNow = text.split(separator: "\n").compactMap { Int($0) }
            lastAcknowledged = acknowledgedNow.last ?? lastAcknowledged
            acknowledged += acknowledgedNow.count
            kills += process.terminationReason == .uncaughtSignal ? 1 : 0

            // What the disk holds now: the last acknowledged save, or the one in progress.
            let items = try ItemArchive.read(from: archive)
            let found = Self.generation(of: items)
            let previous = lastAcknowledged ?? (next - 1)
            #expect(found == previous || found == previous + 1 || (found == nil && previous == 0),
                    "found generation \(found.map(String.init) ?? "none") after acknowledging \(previous)")
            // Reading removed what the killed process left; nothing else is beside the archive.
            #expect(filesBeside(archive) == ["items.plist"] || (found == nil && filesBeside(archive).isEmpty))
            next = (found ?? previous) + 1
        }
        #expect(acknowledged >= 1_000)
        #expect(kills > 10)
    }

    @Test func aTemporaryFileOfARunningProcessIsLeftAlone() throws {
        let archive = temporaryArchiveURL()
        try FileManager.default.createDirectory(at: archive.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: archive.deletingLastPathComponent().deletingLastPathComponent()) }
        // This process runs; a pid past the kernel's limit does not.
        let live = archive.deletingLastPathComponent().appendingPathComponent(".items.plist.\(getppid()).tmp")
        let dead = archive.deletingLastPathComponent().appendingPathComponent(".items.plist.99999999.tmp")
        let other = archive.deletingLastPathComponent().appendingPathComponent(".notes.plist.99999999.tmp")
        for url in [live, dead, other] { try Data("partial".utf8).write(to: url) }
        _ = try ItemArchive.read(from: archive)
        #expect(filesBeside(archive) == [other.lastPathComponent, live.lastPathComponent].sorted())
    }
}
