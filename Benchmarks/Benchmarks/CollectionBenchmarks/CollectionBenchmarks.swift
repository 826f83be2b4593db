import Benchmark
import Foundation
import Tessera

// Issue #6 targets: flow layout prepare for 100,000 fixed-size items ≤ 20 ms;
// layoutAttributesForElements(in:) for one screen ≤ 20 µs; a scroll step over 1,000,000 items
// within 1.2× of the same over 1,000; a compositional scroll step with estimated heights
// independent of the item count (1,000 vs 1,000,000), and a flow scroll step with
// estimatedItemSize within 1.2× (1,000,000 vs 1,000); compositional prepare for 100,000 items
// ≤ 20 ms and about the same at 1,000,000 as at 1,000 (a repeating group is laid out once).
// Run: `swift package benchmark --target CollectionBenchmarks`.
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

    for items in [1_000, 100_000, 1_000_000] {
        for kind in CompositionalScene.Kind.allCases {
            Benchmark("Compositional prepare, \(kind.rawValue), \(items) items", configuration: single) { benchmark async in
                nonisolated(unsafe) let benchmark = benchmark
                await MainActor.run {
                    let scene = CompositionalScene(kind, items: items)
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        scene.layout.invalidateLayout()
                        scene.layout.prepare()
                    }
                }
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

    // Compositional rows of estimated height: every step scrolls 22 points further into rows
    // not measured yet, so each one measures the rows that arrive (Auto Layout fitting) and
    // moves the rows after them. Each sample is a fresh list scrolled 1,000 steps from the top
    // (22,000 points: the 1,000-item list is 44,000 points long), the same rows for both sizes.
    let freshSteps = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        scalingFactor: .kilo, maxDuration: .seconds(10), maxIterations: 20_000)
    for items in [1_000, 1_000_000] {
        Benchmark("Compositional scroll step, estimated heights, \(items) items", configuration: freshSteps) { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let scene = EstimatedRowsScene(items: items)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    scene.scrollOneRow()
                }
            }
        }
    }

    // The same with a flow layout and `estimatedItemSize`: cells of one to three text rows,
    // one per line, each measurement re-flowing its line and moving the later ones.
    for items in [1_000, 1_000_000] {
        Benchmark("Flow scroll step, estimatedItemSize, \(items) items", configuration: freshSteps) { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let scene = EstimatedRowsScene(items: items, flow: true)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    scene.scrollOneRow()
                }
            }
        }
    }
}

/// A full-screen collection view (880 × 528 points) with a compositional layout: a list
/// (`UICollectionLayoutListConfiguration`, `.plain`) or a grid of three square items across.
@MainActor
final class CompositionalScene: NSObject, UICollectionViewDataSource {
    enum Kind: String, CaseIterable {
        case list = "list"
        case grid = "3-across grid"
    }

    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    let items: Int

    init(_ kind: Kind, items: Int) {
        self.items = items
        switch kind {
        case .list:
            layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        case .grid:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                repeatingSubitem: item, count: 3)
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 880, height: 528), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        super.init()
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// A full-screen collection view (880 × 528 points) of full-width rows of estimated height 44,
/// whose cells measure a label of one, two or three lines: compositional rows, or a flow
/// layout with `estimatedItemSize` (lines of 41 characters, 451 points: one item per line).
@MainActor
final class EstimatedRowsScene: NSObject, UICollectionViewDataSource {
    let collectionView: UICollectionView
    let items: Int
    private static let texts = ["One line", "Two\nlines", "Three\nlines\nhere"]
    private static let wideTexts = (1...3).map { lines in
        Array(repeating: String(repeating: "x", count: 41), count: lines).joined(separator: "\n")
    }
    private let texts: [String]

    init(items: Int, flow: Bool = false) {
        self.items = items
        texts = flow ? Self.wideTexts : Self.texts
        let layout: UICollectionViewLayout
        if flow {
            let flowLayout = UICollectionViewFlowLayout()
            flowLayout.estimatedItemSize = CGSize(width: 880, height: 44)
            layout = flowLayout
        } else {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 880, height: 528), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Row")
        super.init()
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    /// Scrolls 22 points (one terminal row) further and lays out.
    func scrollOneRow() {
        collectionView.contentOffset.y += 22
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! LabelCell
        cell.label.text = texts[indexPath.item % 3]
        return cell
    }
}

/// A cell whose label is pinned to its edges: it measures its text.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
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
