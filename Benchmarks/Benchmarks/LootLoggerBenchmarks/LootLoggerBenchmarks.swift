import Benchmark
import Foundation
@_spi(Benchmarks) import LootLoggerKit

// Issue #20's targets, with 10,000 items: launch to the first frame (the archive read, the
// storyboard's controllers, the first layout and frame of an 80×24 list) ≤ 100 ms, and a save
// (encoding and the atomic write: temporary file, fsync, rename) ≤ 100 ms.
// Run: `swift package benchmark --target LootLoggerBenchmarks`.
//
// 2026-11-28, shared 2-core VM (load 1.3), release, timing without the malloc interposer
// hooked: launch p50 50 ms (p0 49, p90 68), save p50 35 ms (p0 32, p90 46); 165 K
// allocations per launch, 90 K per save. Before the archive's version 2 (items as short
// arrays instead of keyed dictionaries) the same run gave launch p50 103 ms and save 68 ms:
// Foundation's PropertyListDecoder spent most of the launch making a keyed container per
// item. The write itself (temporary file, fsync, rename) takes about 2 ms.
let benchmarks: @Sendable () -> Void = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LootLoggerBenchmarks-\(getpid())")
    // The archive goes with the benchmark process.
    atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("LootLoggerBenchmarks-\(getpid())")) }
    let archive = folder.appendingPathComponent("LootLogger/items.plist")
    try! LootLogger.writeArchive(ofRandomItems: 10_000, to: archive)

    // Time: wall clock and CPU time (on a busy machine the wall clock also counts the time other
    // processes held the cores). Allocations are counted in a benchmark of their own: the
    // malloc interposer that counts them is hooked only when a benchmark asks for malloc
    // metrics, and it slows these allocation-heavy Foundation coders by half again.
    let timing = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 30)
    let allocations = Benchmark.Configuration(
        metrics: [.mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 5)

    for (suffix, configuration) in [("", timing), (", allocations", allocations)] {
        Benchmark("LootLogger launch to first frame, 10000 items\(suffix)", configuration: configuration) { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                for _ in benchmark.scaledIterations {
                    let frame = LootLogger.firstFrame(archiveURL: archive, columns: 80, rows: 24)
                    precondition(frame.contains("LootLogger"))
                    blackHole(frame)
                }
            }
        }

        Benchmark("LootLogger save, 10000 items\(suffix)", configuration: configuration) { benchmark in
            // Reading the archive is the launch's cost, not the save's: it stays out of the sample.
            let store = LootLogger.MeasuredStore(archiveURL: archive)
            precondition(store.count == 10_000)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                precondition(store.save())
            }
        }
    }
}
