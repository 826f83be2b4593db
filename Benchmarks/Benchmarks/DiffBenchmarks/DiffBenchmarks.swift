import Benchmark
import Foundation
@_spi(Benchmarks) import Tessera

// Issue #17 targets: the diff behind the diffable data sources' `apply` (one section of
// UUIDs, DifferenceKit's benchmark data) is faster than DifferenceKit's StagedChangeset and at
// least 50× faster than Swift's `new.difference(from: old).inferringMoves()`.
// Run: `swift package benchmark --target DiffBenchmarks`.
//
// Measured 2026-11-26 with that command, release, on the 2-core development machine shared
// with other builds (load average 4.3–5.4: wall clock also counts other processes' turns, so
// CPU time is the fairer figure; CPU time is counted in 10 ms steps). Medians, per diff:
//
//   case (UUIDs)                              ours: CPU / wall    CollectionDifference: CPU / wall
//   5,000: 500 deleted, 500 inserted, 200 shuffled    0.54 / 0.77 ms      30 / 52 ms
//   5,000: 1,000 / 1,000 / 200                        0.64 / 0.91 ms      60 / 91 ms
//   10,000: 1,000 / 1,000 / 400                       1.17 / 2.07 ms      70 / 99 ms
//   100,000: 10,000 / 10,000 / 2,000                    10 / 15 ms       5,922 / 8,615 ms
//
// DifferenceKit 1.3.0 was measured around that run by a throwaway program outside the
// repository, which runs DifferenceKit's StagedChangeset and a copy of Tessera's diff files
// alternately on the same data, with CollectionDifference every 4th round (every 20th at
// 100,000). Thread CPU time, medians of 81 rounds (21 and 5 for CollectionDifference):
//
//   case                 ours      DifferenceKit        CollectionDifference
//   5,000: 500/500       0.53 ms   1.41 ms (2.7× ours)  25 ms (48× ours)
//   5,000: 1,000/1,000   0.58 ms   1.36 ms (2.4×)       62 ms (107×)
//   10,000: 1,000/1,000  0.90 ms   2.39 ms (2.7×)       68 ms (75×)
//   100,000              7.2 ms    48.9 ms (6.8×)       5,339 ms (740×)
//
// Faster than DifferenceKit: met in every case. At least 50× CollectionDifference: met, except
// in the smallest case, where three runs gave 45×, 59× and 48× by CPU time (66–78× by wall
// clock). Myers' algorithm costs O((n + m)·d), and with 500 + 500 changes d is small there;
// our diff's cost is mostly hashing each UUID once (about 45 % of it, in `Hasher`). That
// diff runs unspecialised here, as it does under `apply` for a user's identifier types,
// whereas DifferenceKit is `@inlinable` and was specialised for UUID.
let benchmarks: @Sendable () -> Void = {
    // Up to 10,000 elements our diff takes under a millisecond: 1,000 diffs per sample, so
    // that the CPU time (counted in 10 ms steps) means something; figures are per diff.
    let perKilo = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        scalingFactor: .kilo, maxDuration: .seconds(5), maxIterations: 10_000)
    // One diff per sample: ours at 100,000 elements, and CollectionDifference, which needs
    // tens of milliseconds at 5,000 elements and seconds at 100,000.
    let single = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 1_000)
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 5)

    for data in DiffData.cases {
        let large = data.source.count > 10_000
        Benchmark("Snapshot diff, \(data.name)", configuration: large ? single : perKilo) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(_DiffBenchmarkEntry.changeCount(from: data.source, to: data.target))
            }
        }
        Benchmark("CollectionDifference, \(data.name)", configuration: large ? slow : single) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(data.target.difference(from: data.source).inferringMoves().count)
            }
        }
    }
}

/// DifferenceKit's benchmark data (`Benchmark/Sources/BenchmarkTools.swift`, `BenchmarkData`):
/// `count` random UUIDs; the target deletes a range of them, inserts as many new UUIDs at
/// another place, and shuffles a range at the start.
struct DiffData: Sendable {
    let name: String
    let source: [UUID]
    let target: [UUID]

    init(count: Int, deleteRange: Range<Int>, insertRange: Range<Int>, shuffleRange: Range<Int>) {
        name = "\(count) → \(deleteRange.count) deleted, \(insertRange.count) inserted, \(shuffleRange.count) shuffled"
        source = (0..<count).map { _ in UUID() }
        var target = source
        target.removeSubrange(deleteRange)
        target.insert(contentsOf: insertRange.map { _ in UUID() }, at: insertRange.lowerBound)
        target[shuffleRange].shuffle()
        self.target = target
    }

    /// DifferenceKit's two cases (5,000 and 100,000 elements) and the 500/500 of 5,000
    /// and 1,000/1,000 of 10,000, laid out the same way.
    static let cases = [
        DiffData(count: 5_000, deleteRange: 2_000..<2_500, insertRange: 3_000..<3_500, shuffleRange: 0..<200),
        DiffData(count: 5_000, deleteRange: 2_000..<3_000, insertRange: 3_000..<4_000, shuffleRange: 0..<200),
        DiffData(count: 10_000, deleteRange: 4_000..<5_000, insertRange: 6_000..<7_000, shuffleRange: 0..<400),
        DiffData(count: 100_000, deleteRange: 20_000..<30_000, insertRange: 30_000..<40_000, shuffleRange: 0..<2_000),
    ]
}
