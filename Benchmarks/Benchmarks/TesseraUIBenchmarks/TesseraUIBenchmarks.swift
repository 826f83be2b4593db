import Benchmark
import Foundation
import TesseraTerminal
import TesseraUI

// Issue 18's update target: on a 120×40 screen of ~200 views, a state change to the frame's
// bytes (the update, SwiftUI layout, compositing and the terminal diff). Run:
// `swift package benchmark --target TesseraUIBenchmarks`.
//
// 2026-11-28, shared 2-core VM: 0.68 ms median wall clock (p90 0.92 ms), 933 allocations per
// change, idle; 1.2 ms (1,038 allocations, with alignment guides, opacity and focus since)
// while another engineer's test run shared the machine, compositing about a third of it.
// Before nodes kept their sizes, elements and placements across passes: 4.2 ms.
let benchmarks: @Sendable () -> Void = {
    lazyStackBenchmarks()
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput], maxDuration: .seconds(3), maxIterations: 10_000)

    Benchmark("TesseraUI: a state change on a 120×40 screen of 200 views, to the frame's bytes", configuration: configuration) {
        benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = GridScene(columns: 120, rows: 40)
            var writer = TerminalFrameWriter()
            _ = writer.frame(scene.host.render())
            var step = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                step += 1
                scene.cells[step % scene.cells.count].value += 1
                blackHole(writer.frame(scene.host.render()))
            }
        }
    }
}

/// One observable number per view.
@Observable
final class CellModel: Identifiable {
    let id: Int
    var value = 0

    init(id: Int) {
        self.id = id
    }
}

/// A view that shows one number.
struct CellView: View {
    let cell: CellModel

    var body: some View {
        Text("Cell \(cell.id): \(cell.value)")
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// 40 rows of 5 cells: 200 views reading their own model.
struct GridView: View {
    let rows: [[CellModel]]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows.indices, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(rows[row]) { cell in
                        CellView(cell: cell)
                    }
                }
            }
        }
    }
}

/// A hosting controller showing the grid in a headless window.
@MainActor
final class GridScene {
    let host: HeadlessHost
    let cells: [CellModel]

    init(columns: Int, rows: Int) {
        let cells = (0..<rows * 5).map(CellModel.init)
        self.cells = cells
        let grid = GridView(rows: (0..<rows).map { Array(cells[$0 * 5..<$0 * 5 + 5]) })
        let window = UIWindow()
        window.rootViewController = UIHostingController(rootView: grid)
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: columns, rows: rows)
    }
}
