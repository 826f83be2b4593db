import Benchmark
import Foundation
@_spi(Benchmarks) import Tessera
import TesseraTerminal

// Issue 21's targets: redrawing one 20×10-cell custom view after setNeedsDisplay() (≤ 1 ms,
// draw to bytes written), and a 1,000-segment anti-aliased stroke through Tessera against
// the same stroke by Cairo directly (≤ 1.5×). Run: `swift package benchmark --target DrawingBenchmarks`.
// Beside them, one step of a rotation animation of the same view: its kept drawing turned,
// without draw(_:).
//
// 2026-11-28 (session 13), 2-core VM shared with another build, p50 wall clock: redraw 256 µs
// (1,742 mallocs); turn step 263 µs (1,989 mallocs, draw(_:) not called); stroke through
// Tessera 3.15 ms vs Cairo directly 3.11 ms (1.01×).
// 2026-11-28 (session 14, drawings made unscaled for the model bounds, then placed), idle VM
// whose p50 swings between two levels, so p0 beside the same run of session 13's code: redraw
// 258 µs (was 260), turn step 264 µs (was 265), mallocs unchanged (1,742 and 1,989); stroke
// 3.44 ms vs Cairo 3.06 ms at p0 (1.12×; the stroke path is unchanged, base run 1.10×).
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput], maxDuration: .seconds(3), maxIterations: 10_000)

    Benchmark("Redraw a 20×10-cell custom view after setNeedsDisplay (draw, composite, bytes)", configuration: configuration) {
        benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (view, host) = chartScene()
            var writer = TerminalFrameWriter()
            _ = writer.frame(host.render())
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                view.phase += 1
                view.setNeedsDisplay()
                blackHole(writer.frame(host.render()))
            }
            benchmark.stopMeasurement()
            precondition(view.draws > benchmark.scaledIterations.count, "the view was not redrawn each frame")
        }
    }

    Benchmark("Turn a 20×10-cell drawing one animation step (no draw, composite, bytes)", configuration: configuration) {
        benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (view, host) = chartScene()
            var writer = TerminalFrameWriter()
            _ = writer.frame(host.render())
            var angle: CGFloat = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                angle += 0.01
                view.transform = CGAffineTransform(rotationAngle: angle)
                blackHole(writer.frame(host.render()))
            }
            benchmark.stopMeasurement()
            precondition(view.draws == 1, "a turn must not call draw(_:)")
        }
    }

    let points = _DrawingMeasurements.zigzag(count: 1_000, size: 256)
    Benchmark("1,000-segment stroke through Tessera's CGContext", configuration: configuration) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(_DrawingMeasurements.strokeThroughTessera(points, size: 256)) }
        }
    }
    Benchmark("1,000-segment stroke by Cairo directly", configuration: configuration) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(_DrawingMeasurements.strokeWithCairo(points, size: 256)) }
        }
    }
}

/// A 20×10-cell window showing a ``ChartView``, drawn once.
@MainActor
func chartScene() -> (ChartView, HeadlessHost) {
    let window = UIWindow()
    window.backgroundColor = .systemBackground
    let grid = CellGrid.current
    let view = ChartView(frame: CGRect(x: 0, y: 0, width: 20 * grid.cellWidth, height: 10 * grid.cellHeight))
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (view, HeadlessHost(window: window, columns: 20, rows: 10))
}

/// A line chart drawn with paths, redrawn as its phase changes.
@MainActor
final class ChartView: UIView {
    var phase = 0
    /// How many times `draw(_:)` ran.
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.systemGray.setStroke()
        let axes = UIBezierPath()
        axes.move(to: CGPoint(x: 4, y: 4))
        axes.addLine(to: CGPoint(x: 4, y: bounds.maxY - 4))
        axes.addLine(to: CGPoint(x: bounds.maxX - 4, y: bounds.maxY - 4))
        axes.stroke()
        let line = UIBezierPath()
        for i in 0...40 {
            let x = 4 + CGFloat(i) / 40 * (bounds.width - 8)
            let y = bounds.midY + sin(CGFloat(i + phase) / 4) * bounds.height * 0.35
            if i == 0 { line.move(to: CGPoint(x: x, y: y)) } else { line.addLine(to: CGPoint(x: x, y: y)) }
        }
        line.lineWidth = 2
        UIColor.systemBlue.setStroke()
        line.stroke()
    }
}
