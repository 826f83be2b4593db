import Benchmark
import Foundation
import Tessera
import TesseraTerminal

// Issue #4's table targets. Run: `swift package benchmark --target TableBenchmarks`.
//
// - A one-row scroll step (contentOffset += 44 points, layout, dequeue and configure,
//   composite, output diff) of a 120×40 plain table: median ≤ 0.3 ms at 1,000,000 rows, and
//   within 1.2× of the same step at 1,000 rows.
// - reloadData and the first layout with estimated heights: O(1) per row at most (10,000 vs
//   1,000,000 rows).
// - Bytes of a one-row scroll ≤ 1/10 of a full repaint of the table.
let benchmarks: @Sendable () -> Void = {
    let bytesPerFrame = BenchmarkMetric.custom("bytes per frame", polarity: .prefersSmaller, useScalingFactor: false)
    let cellsMade = BenchmarkMetric.custom("cells made", polarity: .prefersSmaller, useScalingFactor: false)

    // Each sample runs 1,000 steps after warm-up frames, so figures are steady-state per-step
    // costs (the harness reports them per iteration).
    let scrolling = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput, bytesPerFrame, cellsMade],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 10_000)

    // The last variant has no separators: the difference is what drawing them costs.
    for (rowCount, step, label, separators) in [
        (1_000_000, 44, "one row (44 pt)", true), (1_000, 44, "one row (44 pt)", true),
        (1_000_000, 22, "one line (22 pt)", true), (1_000_000, 44, "one row (44 pt), no separators", false),
    ] as [(Int, CGFloat, String, Bool)] {
        Benchmark("Table scroll step, \(label), \(rowCount) rows", configuration: scrolling) { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let scene = TableScene(rowCount: rowCount)
                if !separators { scene.table.separatorStyle = .none }
                // Warm up: fill the reuse queue and the writer's buffers.
                for _ in 0..<64 {
                    scene.scroll(by: step)
                    scene.writeFrame()
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    scene.scroll(by: step)
                    blackHole(scene.writeFrame())
                }
                benchmark.stopMeasurement()
                scene.scroll(by: step)
                benchmark.measurement(bytesPerFrame, scene.writeFrame())
                benchmark.measurement(cellsMade, scene.source.cellsCreated)
            }
        }
    }

    let repaint = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, bytesPerFrame],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 10_000)

    Benchmark("Table full repaint, 120×40, 1000000 rows", configuration: repaint) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = TableScene(rowCount: 1_000_000)
            scene.scroll(by: 44 * 500)
            scene.writeFrame()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(scene.writeFullRepaint())
            }
            benchmark.stopMeasurement()
            benchmark.measurement(bytesPerFrame, scene.writeFullRepaint())
        }
    }

    // reloadData is cheap by itself (counts are read lazily); the first layout reads the
    // counts, builds the row geometry with estimates and measures the visible rows.
    let reloading = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(5), maxIterations: 10_000)

    for rowCount in [10_000, 1_000_000] {
        Benchmark("Table reloadData + first layout, estimated heights, \(rowCount) rows", configuration: reloading) { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let scene = TableScene(rowCount: rowCount, estimated: true)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    scene.table.reloadData()
                    scene.table.layoutIfNeeded()
                    blackHole(scene.table.contentSize)
                }
            }
        }
    }
}
