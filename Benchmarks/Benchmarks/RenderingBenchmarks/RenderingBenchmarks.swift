import Benchmark
import Foundation
import Tessera
import TesseraTerminal

// Issue targets measured here: composing a full 200×60 frame, and a one-line scroll step
// (layout, reconfigure, composite, output diff). Run: `swift package benchmark --target RenderingBenchmarks`.
let benchmarks: @Sendable () -> Void = {
    // Each sample runs 1,000 frames after a warm-up frame, so figures are steady-state
    // per-frame costs (the harness reports them per iteration).
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 10_000)

    // UIKit types live on the main actor; the harness runs benchmarks in a task, so each one
    // hops to the main actor once and measures its loop there.
    Benchmark("Compose a full 200×60 frame", configuration: configuration) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = FullScreenScene(columns: 200, rows: 60)
            blackHole(scene.host.render())
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(scene.host.render())
            }
        }
    }

    Benchmark("One-line scroll step of a 120×40 column (layout, composite, diff)", configuration: configuration) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = ScrollingScene(columns: 120, rows: 40, rowCount: 100_000)
            var writer = TerminalFrameWriter()
            _ = writer.frame(scene.host.render())
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.scrollOneRow()
                blackHole(writer.frame(scene.host.render()))
            }
        }
    }

    outputBenchmarks()
}

/// A window filled with one label per row, on alternating backgrounds.
@MainActor
final class FullScreenScene {
    let host: HeadlessHost

    init(columns: Int, rows: Int) {
        let window = UIWindow()
        window.backgroundColor = .systemBackground
        let grid = CellGrid.current
        for row in 0..<rows {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row) * grid.cellHeight, width: CGFloat(columns) * grid.cellWidth, height: grid.cellHeight))
            label.text = String(repeating: "Tessera renders UIKit views. ", count: columns / 29 + 1)
            label.textColor = row % 3 == 0 ? .systemBlue : .label
            label.backgroundColor = row % 2 == 0 ? .secondarySystemBackground : nil
            window.addSubview(label)
        }
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: columns, rows: rows)
    }
}

/// A header over a clipping column that keeps labels only for its visible rows and moves
/// them as it scrolls, as a table view does.
@MainActor
final class ScrollingScene {
    let host: HeadlessHost
    private let column: UIView
    private let labels: [UILabel]
    private let rowCount: Int
    private let rowHeight = CellGrid.current.cellHeight

    init(columns: Int, rows: Int, rowCount: Int) {
        self.rowCount = rowCount
        let window = UIWindow()
        window.backgroundColor = .systemBackground
        let width = CGFloat(columns) * CellGrid.current.cellWidth
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: rowHeight * 2))
        header.text = "Contacts"
        header.textAlignment = .center
        header.backgroundColor = .secondarySystemBackground
        column = UIView(frame: CGRect(x: 0, y: rowHeight * 2, width: width, height: rowHeight * CGFloat(rows - 2)))
        column.clipsToBounds = true
        labels = (0...(rows - 2)).map { _ in UILabel() }
        for label in labels { column.addSubview(label) }
        window.addSubview(header)
        window.addSubview(column)
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: columns, rows: rows)
        configureVisibleRows()
    }

    func scrollOneRow() {
        var offset = column.bounds.origin.y + rowHeight
        if offset > CGFloat(rowCount - labels.count) * rowHeight { offset = 0 }
        column.bounds.origin.y = offset
        configureVisibleRows()
    }

    private func configureVisibleRows() {
        let first = Int(column.bounds.minY / rowHeight)
        for (index, label) in labels.enumerated() {
            let row = first + index
            label.frame = CGRect(x: 11, y: CGFloat(row) * rowHeight, width: column.bounds.width - 22, height: rowHeight)
            label.text = "Contact \(row)    user\(row)@example.com    +1 555 \(row)"
        }
    }
}
