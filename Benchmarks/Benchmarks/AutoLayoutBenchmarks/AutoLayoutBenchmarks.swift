import Benchmark
import Foundation
import Tessera

// The scenarios of ../shared/peers/kiwi_ui_bench.py at UI level: real views with
// NSLayoutConstraints in a window, laid out by Tessera's Auto Layout engines.
//
//   resize/<scenario>/<n>   one live-resize frame of the window: set its width (the root view
//                           follows through its autoresizing mask) and lay out, which solves
//                           and writes every constrained view's frame. Widths sweep
//                           320 → 1318 → 320 in 2 pt steps, as the peer's frames do.
//   scenarios: chain (n views stacked in the root), independent (n views pinned only to the
//   root), cells (n/2 self-sizing cell-like views, each a layout root of its own with a title
//   and a subtitle, sized by `systemLayoutSizeFitting` at the new width as a table row is, then
//   laid out), as the peer counts them: cells/2000 is 1,000 cells.
//
// Each sample runs 1,000 frames (`scalingFactor: .kilo`) after a warm-up, so the figures are
// per-frame costs.
//
// Measured 2026-11-22 16:26-17:13 UTC on the shared 2-core build VM (load average 2-4; CPU
// time is the process's), `swift package benchmark --target AutoLayoutBenchmarks`. The 10,000
// view runs get two samples of 1,000 frames within the time limit and vary between runs
// (other builds share the caches):
//
//   scenario            CPU p0 per frame, five runs (the first right after the hierarchy hook,
//                       before the solver's allocation work; cells from the 17:01 run)
//   chain       1000      280-300 µs
//   chain      10000     3.43-6.92 ms      (10k / 1k: 12.3 at best, 15.2 in the last run)
//   independent 1000      290-300 µs
//   independent 10000    3.68-6.49 ms      (10k / 1k: 12.7 at best, 16.7 in the last run)
//   cells       1000     10.1 ms           (500 cells: measure + lay out each)
//   cells       2000     23.6 ms           (1,000 cells)
//
// After a resize stopped walking subviews that have no autoresizing mask (and setNeedsLayout
// tells the window once), 17:28-17:35 UTC, load average 1-2, run alternately with the commit
// before it (`--filter 'resize/chain/.*' --filter 'resize/independent/.*'`), three runs each:
//
//   scenario            before (CPU p0)              after (CPU p0)
//   chain       1000      290 / 290 / 300 µs           260 / 260 / 250 µs
//   chain      10000     4.49 / 4.16 / 4.01 ms        3.33 / 3.26 / 3.04 ms
//                        (10k / 1k: 15.5, 14.3, 13.4)  (10k / 1k: 12.8, 12.5, 12.2)
//   independent 1000      290 / 300 / 280 µs           250 / 260 / 240 µs
//   independent 10000    3.94 / 3.36 / 4.39 ms        5.51 / 3.02 / 2.99 ms
//                        (10k / 1k: 13.6, 11.2, 15.7)  (10k / 1k: 22.0, 11.6, 12.5; the 5.51 ms
//                                                       run had two samples)
//   cells       1000     7.07 / 8.91 ms               8.41 / 8.71 / 9.15 ms
//   cells       2000     15.4 / 18.0 ms               19.2 / 18.9 / 17.3 ms
//                        (17:36-17:42 UTC; one or two samples per run: no change beyond the noise,
//                        as each cell's root has two subviews and its resize walk was short already)
//
// After the solver kept its storage in plain buffers and derived an edit plan's values on
// read, 19:49-19:52 UTC, idle machine (load average 1.1), one run of the whole target
// (CPU p0 / p50):
//
//   chain       1000      240 / 260 µs
//   chain      10000     3.03 / 3.15 ms       (10k / 1k: 12.6 / 12.1)
//   independent 1000      250 / 270 µs
//   independent 10000    3.16 / 3.33 ms       (10k / 1k: 12.6 / 12.3)
//   cells       1000     7.52 ms              (two samples)
//   cells       2000     19.4 ms              (one sample)
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 1,
        scalingFactor: .kilo, maxDuration: .seconds(10), maxIterations: 20)

    for scenario in ResizeScene.Kind.allCases {
        // Cells at 1,000 and 2,000 views: 500 and 1,000 cells of two labels each.
        for size in scenario == .cells ? [1_000, 2_000] : [1_000, 10_000] {
            Benchmark("resize/\(scenario)/\(size)", configuration: configuration) { benchmark async in
                nonisolated(unsafe) let benchmark = benchmark
                await MainActor.run {
                    let scene = ResizeScene(kind: scenario, viewCount: size)
                    for frame in 0..<20 { scene.resize(frame: frame) }
                    precondition(scene.isLaidOutAsExpected(), "wrong layout in \(scenario)/\(size)")
                    var frame = 0
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        scene.resize(frame: frame)
                        frame += 1
                    }
                    benchmark.stopMeasurement()
                    precondition(scene.isLaidOutAsExpected(), "wrong layout in \(scenario)/\(size)")
                }
            }
        }
    }
}

/// A window whose root view holds constrained subviews, resized frame by frame.
@MainActor
final class ResizeScene {
    enum Kind: CaseIterable, CustomStringConvertible {
        case chain, independent, cells
        var description: String {
            switch self {
            case .chain: "chain"
            case .independent: "independent"
            case .cells: "cells"
            }
        }
    }

    static let inset: CGFloat = 8, gap: CGFloat = 4, rowHeight: CGFloat = 44

    let kind: Kind
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    private(set) var views: [UIView] = []
    private(set) var cells: [CellLikeView] = []

    init(kind: Kind, viewCount: Int) {
        self.kind = kind
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        switch kind {
        case .chain, .independent: addViews(viewCount, chained: kind == .chain)
        case .cells: addCells(max(1, viewCount / 2))
        }
        window.layoutIfNeeded()
    }

    /// The peer's views: leading, trailing (`==` for even, `<=` for odd views), a top, height
    /// ≥ 20, compression resistance at 750 and hugging at 250 around 44, width bounds at 750
    /// and 500 and a preferred width at 1.
    private func addViews(_ count: Int, chained: Bool) {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Self.inset))
            if index % 2 == 0 {
                constraints.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -Self.inset))
            } else {
                constraints.append(view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -Self.inset))
            }
            if chained {
                constraints.append(
                    previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: Self.gap) }
                        ?? view.topAnchor.constraint(equalTo: root.topAnchor, constant: Self.inset))
            } else {
                constraints.append(
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: Self.inset + CGFloat(index % 50) * 2))
            }
            constraints.append(view.heightAnchor.constraint(greaterThanOrEqualToConstant: 20))
            constraints.append(view.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.rowHeight).withPriority(750))
            constraints.append(view.heightAnchor.constraint(lessThanOrEqualToConstant: Self.rowHeight).withPriority(250))
            constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100).withPriority(750))
            constraints.append(view.widthAnchor.constraint(lessThanOrEqualToConstant: 600).withPriority(500))
            constraints.append(view.widthAnchor.constraint(equalToConstant: 320).withPriority(1))
            views.append(view)
            previous = view
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func addCells(_ count: Int) {
        for index in 0..<count {
            let cell = CellLikeView(frame: CGRect(x: 0, y: CGFloat(index) * 66, width: 375, height: 66))
            cell.autoresizingMask = [.flexibleWidth]
            root.addSubview(cell)
            cells.append(cell)
        }
    }

    /// The peer's width sweep: 320 → 1318 → 320 in 2 pt steps.
    static func width(frame: Int) -> CGFloat {
        let step = frame % 1000
        return step < 500 ? 320 + 2 * CGFloat(step) : 1318 - 2 * CGFloat(step - 500)
    }

    /// One live-resize frame.
    func resize(frame: Int) {
        let width = Self.width(frame: frame)
        window.frame = CGRect(x: 0, y: 0, width: width, height: 800)
        if kind == .cells {
            // Self-sizing: each cell takes the height its constraints give at the new width.
            var y: CGFloat = 0
            for cell in cells {
                let height = cell.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
                cell.frame = CGRect(x: 0, y: y, width: width, height: height)
                y += height
            }
        }
        window.layoutIfNeeded()
    }

    /// Whether the frames match the closed-form layout at the current width.
    func isLaidOutAsExpected() -> Bool {
        let available = root.bounds.width - 2 * Self.inset
        for (index, view) in views.enumerated() {
            let width = index % 2 == 0 ? available : min(available, 320)
            let top = kind == .chain ? Self.inset + CGFloat(index) * (Self.rowHeight + Self.gap) : Self.inset + CGFloat(index % 50) * 2
            if view.frame != CGRect(x: Self.inset, y: top, width: width, height: Self.rowHeight) { return false }
        }
        for cell in cells where cell.frame.height != cell.expectedHeight || cell.title.frame.width != cell.bounds.width - 2 * Self.inset {
            return false
        }
        return true
    }
}

/// A self-sizing cell: a title and a subtitle stacked inside the margins, each as wide as the
/// cell, the cell as tall as both.
@MainActor
final class CellLikeView: UIView {
    let title = UILabel()
    let subtitle = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Title"
        subtitle.text = "Subtitle"
        for label in [title, subtitle] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        let inset = ResizeScene.inset
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            title.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            subtitle.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            subtitle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: ResizeScene.gap),
            subtitle.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        ])
    }

    required init?(coder: NSCoder) { nil }

    var expectedHeight: CGFloat {
        ResizeScene.inset + title.intrinsicContentSize.height + ResizeScene.gap + subtitle.intrinsicContentSize.height
            + ResizeScene.inset
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ value: Float) -> NSLayoutConstraint {
        priority = UILayoutPriority(value)
        return self
    }
}
