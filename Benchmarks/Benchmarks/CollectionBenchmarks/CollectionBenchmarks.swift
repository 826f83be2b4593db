import Benchmark
import Foundation
import Tessera

// Issue #6 targets: flow layout prepare for 100,000 fixed-size items ≤ 20 ms;
// layoutAttributesForElements(in:) for one screen ≤ 20 µs; a scroll step over 1,000,000 items
// within 1.2× of the same over 1,000. Run: `swift package benchmark --target CollectionBenchmarks`.
let benchmarks: @Sendable () -> Void = {
    // Steady-state per-iteration figures: each sample runs 1,000 iterations after a warm-up.
    let perKilo = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 10_000)
    // prepare() takes milliseconds: one per iteration.
    let single = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 200)

    Benchmark("Flow layout prepare, 100,000 items", configuration: single) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = GridScene(items: 100_000)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.layout.invalidateLayout()
                scene.layout.prepare()
            }
        }
    }

    Benchmark("layoutAttributesForElements(in:) one screen, 100,000 items", configuration: perKilo) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = GridScene(items: 100_000)
            let middle = scene.collectionView.contentSize.height / 2
            let screen = CGRect(x: 0, y: middle, width: 880, height: 528)
            blackHole(scene.layout.layoutAttributesForElements(in: screen))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(scene.layout.layoutAttributesForElements(in: screen))
            }
        }
    }

    for items in [1_000, 1_000_000] {
        Benchmark("Scroll step (one text row), \(items) items", configuration: perKilo) { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let scene = GridScene(items: items)
                // Warm up: one pass through a screenful fills the reuse queues.
                for _ in 0..<48 { scene.scrollOneRow() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    scene.scrollOneRow()
                }
            }
        }
    }
}

/// A full-screen 80×24 collection view (880 × 528 points) of 100 × 100 cards in a flow layout,
/// with a label in each cell.
@MainActor
final class GridScene: NSObject, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let items: Int
    private let range: CGFloat

    init(items: Int) {
        self.items = items
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 880, height: 528), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        range = 2_000
        super.init()
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    /// Scrolls 22 points (one terminal row) and lays out, wrapping back within the first
    /// 2,000 points below the middle of the content so both sizes scroll over the same cards.
    func scrollOneRow() {
        let start = (collectionView.contentSize.height / 2).rounded(.down)
        var y = collectionView.contentOffset.y + 22
        if y > start + range || y < start { y = start }
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        let label = cell.contentView.subviews.first as? UILabel ?? {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 22))
            cell.contentView.addSubview(label)
            return label
        }()
        label.text = "Card \(indexPath.item)"
        return cell
    }
}
