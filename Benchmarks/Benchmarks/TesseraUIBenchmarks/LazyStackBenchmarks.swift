import Benchmark
import Foundation
import TesseraTerminal
import TesseraUI

// Issue 18's lazy stack targets: a `LazyVStack` of 1,000,000 identifiable rows in a
// `ScrollView`, first frame and a one-row scroll step, within 2× of a plain `UITableView`
// of the same rows on the same 120×40 screen measured in the same run; bodies evaluated per
// scroll step no more than the rows entering. Run:
// `swift package benchmark --target TesseraUIBenchmarks --filter "LazyVStack.*|UITableView.*"`
// (the filter is a list of regular expressions: a comma inside one splits it).
//
// 2026-11-28, shared 2-core VM while other engineers built (medians, wall clock): first frame
// 2.5 ms (p0 1.25 ms; 2,897 allocations) vs the table's 0.79 ms (p0 0.60 ms; 1,429): 2.1× at
// p0, 3.2× at the median, over the 2× target. One-row scroll step 1.11 ms (540 µs CPU, 172
// allocations) vs the table's 0.86 ms (340 µs CPU, 232): 1.3×, one body evaluated per step.
// Later, a quieter VM, once a row as long as the estimate stopped re-laying out the stack:
// first frame 1.34 ms (2,609 allocations) vs 0.69 ms: 1.96×; scroll step 0.30 ms (165
// allocations) vs 0.19 ms: 1.6×; one body per step.
func lazyStackBenchmarks() {
    let bodies = BenchmarkMetric.custom("bodies per step", polarity: .prefersSmaller, useScalingFactor: false)
    let firstFrame = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 1_000)
    let scrolling = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, bodies],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 10_000)

    Benchmark("LazyVStack first frame, 1,000,000 rows", configuration: firstFrame) { benchmark async in
        await MainActor.run {
            blackHole(LazyStackScene().writeFrame())
        }
    }

    Benchmark("UITableView first frame, 1,000,000 rows", configuration: firstFrame) { benchmark async in
        await MainActor.run {
            blackHole(PlainTableScene().writeFrame())
        }
    }

    Benchmark("LazyVStack scroll step, one row (22 pt), 1,000,000 rows", configuration: scrolling) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = LazyStackScene()
            for _ in 0..<64 { scene.step() }
            let before = scene.bodyEvaluations
            var steps = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(scene.step())
                steps += 1
            }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, (scene.bodyEvaluations - before) / max(steps, 1))
        }
    }

    Benchmark("UITableView scroll step, one row (22 pt), 1,000,000 rows", configuration: scrolling) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = PlainTableScene()
            for _ in 0..<64 { scene.step() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(scene.step()) }
        }
    }
}

/// An identifiable row of the lazy stack.
struct LazyRowItem: Identifiable {
    let id: Int
}

/// One row: its label, as a table's default cell shows it. It counts its body evaluations.
struct LazyRow: View {
    let item: LazyRowItem

    @MainActor static var bodies = 0

    var body: some View {
        let _ = Self.bodies += 1
        Text("Row \(item.id)")
    }
}

/// A `LazyVStack` of 1,000,000 rows in a scroll view on a 120×40 headless screen.
@MainActor
final class LazyStackScene {
    let host: HeadlessHost
    let controller: UIHostingController<AnyView>
    private var writer = TerminalFrameWriter()
    private var bytes: [UInt8] = []

    init() {
        let items = (0..<1_000_000).lazy.map(LazyRowItem.init)
        controller = UIHostingController(
            rootView: AnyView(
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(items) { LazyRow(item: $0) }
                    }
                }))
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: 120, rows: 40)
    }

    var bodyEvaluations: Int { LazyRow.bodies }

    private var scrollView: UIScrollView? {
        controller.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }

    /// Scrolls one row (22 points) down, wrapping to the top past the last screen, and writes a frame.
    func step() -> Int {
        if let scrollView {
            var offset = scrollView.contentOffset.y + 22
            if offset > scrollView.contentSize.height - scrollView.bounds.height { offset = 0 }
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
        }
        return writeFrame()
    }

    /// Lays out, composites and writes the changes since the last frame.
    func writeFrame() -> Int {
        bytes.removeAll(keepingCapacity: true)
        writer.write(host.render(), into: &bytes)
        return bytes.count
    }
}

/// The table equivalent: a plain `UITableView` of 1,000,000 22-point rows of default cells.
@MainActor
final class PlainTableScene: NSObject, UITableViewDataSource {
    let host: HeadlessHost
    let table = UITableView(frame: .zero, style: .plain)
    private var writer = TerminalFrameWriter()
    private var bytes: [UInt8] = []

    override init() {
        table.rowHeight = 22
        let controller = UIViewController()
        controller.view = table
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: 120, rows: 40)
        super.init()
        table.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    /// Scrolls one row down, wrapping to the top past the last screen, and writes a frame.
    func step() -> Int {
        var offset = table.contentOffset.y + 22
        if offset > table.contentSize.height - table.bounds.height { offset = 0 }
        table.contentOffset = CGPoint(x: 0, y: offset)
        return writeFrame()
    }

    func writeFrame() -> Int {
        bytes.removeAll(keepingCapacity: true)
        writer.write(host.render(), into: &bytes)
        return bytes.count
    }
}
