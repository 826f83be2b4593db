import Benchmark
import Foundation
@_spi(TerminalHost) import Tessera
import TesseraTerminal

// Issue #16's animation targets. Run: `swift package benchmark --target AnimationBenchmarks`.
//
// - One animation frame of a 120×40 screen where 40 rows fade in at once (tick, layout,
//   composite, output diff): ≤ 1 ms CPU, and bytes written ≤ what the changed cells need.
// - 100 views moving at once: ≤ 2 ms per frame.
// - Idle: a frame request with nothing animating does no work.
//
// The scenes are those of Benchmarks/Peers/textual_animate_bench.py (Textual's `animate`), so
// that the figures stand side by side: one-second linear animations at 60 frames a second.
//
// Latest figures (2026-11-26, 2-core VM shared with other builds, load 7–11, release build,
// medians of two runs): 40 rows fading in 0.11 ms CPU per frame, 1,609 bytes per frame for
// 1,490 changed cells (49 % of the 3,227 bytes those cells need written run by run); 100 views
// moving 0.17–0.18 ms CPU per frame, 5,428 bytes for 596 changed cells (58 % of 9,304); idle
// tick 9 ns, nothing rendered. Textual's figures beside them: Benchmarks/Peers/README.md.
let benchmarks: @Sendable () -> Void = {
    let bytesPerFrame = BenchmarkMetric.custom("bytes per frame", polarity: .prefersSmaller, useScalingFactor: false)
    let changedCells = BenchmarkMetric.custom("changed cells per frame", polarity: .prefersSmaller, useScalingFactor: false)
    let neededBytes = BenchmarkMetric.custom("bytes the changed cells need", polarity: .prefersSmaller, useScalingFactor: false)
    let percentOfNeed = BenchmarkMetric.custom("bytes written, % of need", polarity: .prefersSmaller, useScalingFactor: false)
    let rendersWhileIdle = BenchmarkMetric.custom("frames rendered while idle", polarity: .prefersSmaller, useScalingFactor: false)

    // Each sample plays 1,000 frames (the animation restarts when it ends, every 60 frames),
    // so figures are steady-state per-frame costs (the harness reports them per iteration).
    let frames = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput, bytesPerFrame, changedCells, neededBytes, percentOfNeed],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 10_000)

    for kind in [AnimationScene.Kind.fade, .move] {
        Benchmark("Animation frame, 120×40, \(kind.label) (tick, composite, diff)", configuration: frames) { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let scene = AnimationScene(kind)
                // One whole animation first, measured cell by cell outside the timed loop.
                let survey = scene.survey()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(scene.writeFrame())
                }
                benchmark.stopMeasurement()
                benchmark.measurement(bytesPerFrame, survey.bytes)
                benchmark.measurement(changedCells, survey.changedCells)
                benchmark.measurement(neededBytes, survey.neededBytes)
                benchmark.measurement(percentOfNeed, survey.neededBytes > 0 ? 100 * survey.bytes / survey.neededBytes : 0)
            }
        }
    }

    let idle = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, rendersWhileIdle],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 10_000)

    Benchmark("Idle: a display tick after the fade ended", configuration: idle) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = AnimationScene(.fade)
            scene.playToEnd()
            var renders = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                // What the terminal host's display tick decides: draw only when a window asked
                // for a frame or its clock animates.
                if scene.idleTick() { renders += 1 }
            }
            benchmark.stopMeasurement()
            precondition(renders == 0, "an idle window rendered \(renders) frames")
            benchmark.measurement(rendersWhileIdle, renders)
        }
    }
}

/// A 120×40 window animating as the Textual peer does: 40 full-width rows fading in, or 100
/// boxes moving 50 columns right and 2 rows down, one second, linear.
@MainActor
final class AnimationScene {
    enum Kind {
        case fade, move

        var label: String {
            switch self {
            case .fade: "40 rows fading in"
            case .move: "100 views moving"
            }
        }
    }

    /// Per-frame averages over one whole animation (see ``survey()``).
    struct Survey {
        var bytes = 0
        var changedCells = 0
        var neededBytes = 0
    }

    static let columns = 120
    static let rows = 40
    static let frameDuration = 1.0 / 60

    let kind: Kind
    let host: HeadlessHost
    private let views: [UILabel]
    private var writer = TerminalFrameWriter()
    private var bytes: [UInt8] = []

    init(_ kind: Kind) {
        self.kind = kind
        let grid = CellGrid.current
        let window = UIWindow()
        window.backgroundColor = .systemBackground
        switch kind {
        case .fade:
            views = (0..<Self.rows).map { row in
                let label = UILabel(frame: CGRect(
                    x: 0, y: CGFloat(row) * grid.cellHeight, width: CGFloat(Self.columns) * grid.cellWidth, height: grid.cellHeight))
                label.text = "Row \(row)  Contact \(row)  user\(row)@example.com"
                return label
            }
        case .move:
            views = (0..<100).map { index in
                let label = UILabel(frame: CGRect(
                    x: CGFloat(index % 10 * 7) * grid.cellWidth, y: CGFloat(index / 10 * 4) * grid.cellHeight,
                    width: 6 * grid.cellWidth, height: grid.cellHeight))
                label.text = String(format: "Box%02d", index)
                label.textColor = .white
                label.backgroundColor = .systemBlue
                return label
            }
        }
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: Self.columns, rows: Self.rows)
        bytes.reserveCapacity(Self.columns * Self.rows * 32)
        start()
        _ = writer.frame(host.render())
    }

    /// Starts the animation from the scene's initial state.
    private func start() {
        let grid = CellGrid.current
        UIView.performWithoutAnimation {
            switch kind {
            case .fade:
                for view in views { view.alpha = 0 }
            case .move:
                for (index, view) in views.enumerated() {
                    view.frame.origin = CGPoint(x: CGFloat(index % 10 * 7) * grid.cellWidth, y: CGFloat(index / 10 * 4) * grid.cellHeight)
                }
            }
        }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            for view in self.views {
                switch self.kind {
                case .fade: view.alpha = 1
                case .move: view.center = CGPoint(x: view.center.x + 50 * grid.cellWidth, y: view.center.y + 2 * grid.cellHeight)
                }
            }
        }
    }

    /// One display frame: the clock's tick (and the layout after it), composition and the
    /// output diff; restarts the animation once it has ended. Returns the bytes written.
    func writeFrame() -> Int {
        if !host.window.animationClock.isAnimating { start() }
        host.advance(by: Self.frameDuration)
        bytes.removeAll(keepingCapacity: true)
        writer.write(host.render(), into: &bytes)
        return bytes.count
    }

    /// Plays one whole animation from its start, counting per frame the bytes written, the
    /// cells that changed and what writing those cells needs; returns the averages.
    func survey() -> Survey {
        while host.window.animationClock.isAnimating { _ = writeFrame() }
        start()
        var previous = host.render()
        _ = writer.frame(previous)
        var total = Survey()
        var count = 0
        while host.window.animationClock.isAnimating {
            host.advance(by: Self.frameDuration)
            let canvas = host.render()
            bytes.removeAll(keepingCapacity: true)
            writer.write(canvas, into: &bytes)
            let need = Self.need(from: previous, to: canvas)
            total.bytes += bytes.count
            total.changedCells += need.cells
            total.neededBytes += need.bytes
            count += 1
            previous = canvas
        }
        return Survey(bytes: total.bytes / count, changedCells: total.changedCells / count, neededBytes: total.neededBytes / count)
    }

    /// What the cells that differ between two frames need: each run of changed cells with one
    /// style on a row costs a cursor position (`CUP`), a complete SGR for its style and its
    /// glyphs' UTF-8 bytes, with nothing carried over from the run before.
    static func need(from old: Canvas, to new: Canvas) -> (cells: Int, bytes: Int) {
        var cells = 0
        var bytes = 0
        var encoder = ANSIEncoder()
        var sgr: [UInt8] = []
        for row in 0..<new.rows {
            var runStyle: Canvas.Cell?
            for column in 0..<new.columns {
                let cell = new[column, row]
                guard cell != old[column, row] else {
                    runStyle = nil
                    continue
                }
                cells += 1
                var style = cell
                style.glyph = .space
                if style != runStyle {
                    runStyle = style
                    bytes += "\u{1B}[\(row + 1);\(column + 1)H".utf8.count
                    sgr.removeAll(keepingCapacity: true)
                    encoder.invalidatePen()
                    encoder.setPen(for: cell, into: &sgr)
                    bytes += sgr.count
                }
                bytes += cell.glyph.isContinuation ? 0 : cell.glyph.string.utf8.count
            }
        }
        return (cells, bytes)
    }

    /// Plays the animation to its end and draws the last frame.
    func playToEnd() {
        host.settle()
        _ = writer.frame(host.render())
    }

    /// A display tick as the terminal host has it: it renders only when the window asked for
    /// a frame or its clock animates. Returns whether it rendered.
    func idleTick() -> Bool {
        guard host.hasPendingFrame || host.window.animationClock.isAnimating else { return false }
        bytes.removeAll(keepingCapacity: true)
        writer.write(host.render(), into: &bytes)
        return true
    }
}
