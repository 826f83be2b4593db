@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// The geometry a layout keeps up to date measurement by measurement (a compositional group
/// laid out again, flow lines re-flowed, later ones moved) must be exactly what the same
/// layout computes from scratch with the same measured sizes. Random scrolling measures
/// random items; random batch updates insert, delete and move items in two sections.
@MainActor
@Suite("Incremental layout geometry", .serialized)
struct IncrementalGeometryTests {
    /// Item `id`'s text: 1 to 3 lines of 1 to 30 characters (11 to 330 points wide).
    private static func text(_ id: Int) -> String { LinesSource.text(lines: id % 3 + 1, width: id * 7 % 30 + 1) }

    /// Every item's frame, the content size and what a query over the whole content returns.
    private func geometry(of collectionView: UICollectionView) -> [String] {
        let layout = collectionView.collectionViewLayout
        var lines = ["content \(layout.collectionViewContentSize)"]
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                lines.append("\(section).\(item) \(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame as Any)")
            }
        }
        let everything = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        let elements = layout.layoutAttributesForElements(in: everything) ?? []
        lines += elements.map { "query \($0.representedElementCategory) \($0.indexPath) \($0.frame)" }.sorted()
        return lines
    }

    /// Lays the layout out from scratch (its measured sizes kept) and expects the same geometry.
    private func expectFreshLayoutAgrees(_ collectionView: UICollectionView, _ step: String) {
        let incremental = geometry(of: collectionView)
        let layout = collectionView.collectionViewLayout
        layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
        layout.prepare()
        let fresh = geometry(of: collectionView)
        let difference = zip(incremental, fresh).first { $0 != $1 }.map { "\($0.0) instead of \($0.1)" }
        #expect(incremental.count == fresh.count && difference == nil, "\(step): \(difference ?? "element count")")
    }

    /// Scrolls, measures and updates at random, comparing with a fresh layout after each step.
    private func exercise(_ layout: UICollectionViewLayout, seed: UInt64, vertical: Bool = true) {
        MeasuringCell.measured = []
        var random = SplitMix64(seed: seed)
        var nextID = 0
        func newID() -> Int {
            nextID += 1
            return nextID
        }
        let source = LinesSource(rows: 0)
        source.sections = [(0..<40).map { _ in Self.text(newID()) }, (0..<70).map { _ in Self.text(newID()) }]
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 264), collectionViewLayout: layout)
        collectionView.register(MeasuringCell.self, forCellWithReuseIdentifier: "Lines")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        withExtendedLifetime(source) {
            expectFreshLayoutAgrees(collectionView, "initial")
            for step in 0..<40 {
                let section = Int.random(in: 0..<2, using: &random)
                let count = source.sections[section].count
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where count > 1:
                    let index = Int.random(in: 0..<count, using: &random)
                    source.sections[section].remove(at: index)
                    collectionView.deleteItems(at: [IndexPath(item: index, section: section)])
                case 1:
                    let index = Int.random(in: 0...count, using: &random)
                    source.sections[section].insert(Self.text(newID()), at: index)
                    collectionView.insertItems(at: [IndexPath(item: index, section: section)])
                case 2:
                    let from = Int.random(in: 0..<count, using: &random)
                    let to = Int.random(in: 0..<count, using: &random)
                    source.sections[section].insert(source.sections[section].remove(at: from), at: to)
                    collectionView.moveItem(at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section))
                default:
                    let limit = vertical
                        ? max(0, collectionView.contentSize.height - collectionView.bounds.height)
                        : max(0, collectionView.contentSize.width - collectionView.bounds.width)
                    let offset = CGFloat(Int.random(in: 0...Int(limit), using: &random))
                    if vertical { collectionView.contentOffset.y = offset } else { collectionView.contentOffset.x = offset }
                }
                collectionView.layoutIfNeeded()
                expectFreshLayoutAgrees(collectionView, "step \(step)")
            }
            #expect(MeasuringCell.measured.count > 30, "the steps measured items")
        }
    }

    /// A list section, then a grid section of three estimated items across (groups as tall as
    /// their tallest item, the last one often partial).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func compositionalGroupsMatchAFreshLayout(seed: UInt64) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let list = NSCollectionLayoutSection(group: group)
                list.interGroupSpacing = 2
                return list
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(44)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                repeatingSubitem: item, count: 3)
            let grid = NSCollectionLayoutSection(group: group)
            grid.interGroupSpacing = 4
            grid.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            return grid
        }
        exercise(layout, seed: seed)
    }

    /// Items of random widths: measuring them moves line breaks, so lines re-flow into more or
    /// fewer lines; the last line keeps the spacing of the justified line above it.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func flowLinesMatchAFreshLayout(seed: UInt64) {
        let layout = makeFlowLayout(item: CGSize(width: 50, height: 50), line: 6, interitem: 4)
        layout.estimatedItemSize = CGSize(width: 100, height: 44)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        exercise(layout, seed: seed)
    }

    /// The same scrolling horizontally: lines are columns, and measured widths lengthen them.
    @Test(arguments: [1, 2] as [UInt64])
    func horizontalFlowLinesMatchAFreshLayout(seed: UInt64) {
        let layout = makeFlowLayout(item: CGSize(width: 50, height: 50), line: 6, interitem: 4)
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 100, height: 44)
        exercise(layout, seed: seed, vertical: false)
    }

    /// A horizontal compositional layout: columns of three items of estimated width, each as
    /// wide as its widest item.
    @Test(arguments: [1, 2] as [UInt64])
    func horizontalCompositionalGroupsMatchAFreshLayout(seed: UInt64) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1.0 / 3)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        exercise(UICollectionViewCompositionalLayout(section: section, configuration: configuration), seed: seed, vertical: false)
    }

    /// Rows that take items of estimated width while they fit: measured widths change how
    /// many items a row holds, so the section falls back to laying out every group in turn.
    @Test(arguments: [1, 2] as [UInt64])
    func compositionalRowsOfVaryingCountsMatchAFreshLayout(seed: UInt64) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        group.interItemSpacing = .fixed(4)
        exercise(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), seed: seed)
    }
}
