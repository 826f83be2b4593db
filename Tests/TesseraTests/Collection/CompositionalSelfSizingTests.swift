@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// A cell whose label is pinned to its content view's edges, so it measures its text: one
/// text row (22 points) per line. It counts the layout's questions.
@MainActor
class MeasuringCell: UICollectionViewCell {
    static var measured: [IndexPath] = []
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

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        Self.measured.append(layoutAttributes.indexPath)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Items whose text has 1, 2 or 3 lines in turn: 22, 44 and 66 points tall once measured.
@MainActor
class LinesSource: RecordingCollectionSource {
    static func text(lines: Int, width: Int = 1) -> String {
        (0..<lines).map { _ in String(repeating: "x", count: width) }.joined(separator: "\n")
    }

    convenience init(rows: Int, width: Int = 1) {
        self.init(sections: [(0..<rows).map { Self.text(lines: $0 % 3 + 1, width: width) }])
        logsCounts = false
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Lines", for: indexPath) as! MeasuringCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }
}

@MainActor
func makeLinesCollectionView(_ layout: UICollectionViewLayout, source: LinesSource, size: CGSize = CGSize(width: 440, height: 264)) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(MeasuringCell.self, forCellWithReuseIdentifier: "Lines")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return collectionView
}

/// A list-like compositional layout: full-width rows of estimated height 44.
@MainActor
func makeEstimatedRowsLayout() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor
@Suite("Compositional self-sizing", .serialized)
struct CompositionalSelfSizingTests {
    private func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func estimatedItemsAreMeasuredOnlyWhenDisplayedAndTakeTheirMeasuredSize() {
        MeasuringCell.measured = []
        let source = LinesSource(rows: 1000)
        let collectionView = makeLinesCollectionView(makeEstimatedRowsLayout(), source: source)
        withExtendedLifetime(source) {
            // Six rows of 22, 44 and 66 fill the 264 points exactly; each measured once.
            #expect(MeasuringCell.measured == (0..<6).map { IndexPath(item: $0, section: 0) })
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 440, height: 22))
            #expect(frame(collectionView, 1) == CGRect(x: 0, y: 22, width: 440, height: 44))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 66, width: 440, height: 66))
            #expect(frame(collectionView, 5) == CGRect(x: 0, y: 198, width: 440, height: 66))
            // The rest keep the estimate, after the measured ones.
            #expect(frame(collectionView, 6) == CGRect(x: 0, y: 264, width: 440, height: 44))
            #expect(frame(collectionView, 999) == CGRect(x: 0, y: 264 + 993 * 44, width: 440, height: 44))
            #expect(collectionView.contentSize == CGSize(width: 440, height: 264 + 994 * 44))
            #expect(collectionView.visibleCells.map(\.frame).sorted { $0.minY < $1.minY }.last == CGRect(x: 0, y: 198, width: 440, height: 66))
            // Scrolling one row measures only the row that arrives.
            collectionView.contentOffset.y = 22
            collectionView.layoutIfNeeded()
            #expect(MeasuringCell.measured.count == 7)
            #expect(frame(collectionView, 6) == CGRect(x: 0, y: 264, width: 440, height: 22))
        }
    }

    @Test func anEstimatedGroupTakesTheTallestItemOfItsRow() {
        MeasuringCell.measured = []
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 11
        let source = LinesSource(rows: 8)
        let collectionView = makeLinesCollectionView(UICollectionViewCompositionalLayout(section: section), source: source)
        withExtendedLifetime(source) {
            // Rows: (22, 44) → 44; (66, 22) → 66; (44, 66) → 66; (22, 44) → 44.
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 220, height: 22))
            #expect(frame(collectionView, 1) == CGRect(x: 220, y: 0, width: 220, height: 44))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 55, width: 220, height: 66))
            #expect(frame(collectionView, 3) == CGRect(x: 220, y: 55, width: 220, height: 22))
            #expect(frame(collectionView, 4) == CGRect(x: 0, y: 132, width: 220, height: 44))
            #expect(frame(collectionView, 6) == CGRect(x: 0, y: 209, width: 220, height: 22))
            #expect(collectionView.contentSize.height == 253)
            #expect(MeasuringCell.measured.count == 8)
        }
    }

    @Test func scrollingUpIntoEstimatedItemsKeepsTheVisibleContentInPlace() {
        MeasuringCell.measured = []
        let source = LinesSource(rows: 1000)
        let collectionView = makeLinesCollectionView(makeEstimatedRowsLayout(), source: source)
        withExtendedLifetime(source) {
            collectionView.contentOffset.y = 22_000
            collectionView.layoutIfNeeded()
            var offsets: [CGFloat] = []
            for _ in 0..<40 {
                // The first cell wholly in sight, and where it is on screen.
                let top = collectionView.contentOffset.y
                let anchor = collectionView.indexPathsForVisibleItems.sorted()
                    .first { collectionView.cellForItem(at: $0)!.frame.minY >= top }!
                let onScreen = frame(collectionView, anchor.item)!.minY - top
                collectionView.contentOffset.y -= 22
                collectionView.layoutIfNeeded()
                #expect(frame(collectionView, anchor.item)!.minY - collectionView.contentOffset.y == onScreen + 22)
                offsets.append(collectionView.contentOffset.y)
            }
            // Going back down over measured rows measures nothing and moves nothing.
            let measured = MeasuringCell.measured.count
            let frames = (480..<500).map { frame(collectionView, $0) }
            for _ in 0..<40 {
                collectionView.contentOffset.y += 22
                collectionView.layoutIfNeeded()
            }
            #expect(MeasuringCell.measured.count == measured, "re-measured: \(MeasuringCell.measured.suffix(from: measured).map(\.item))")
            #expect((480..<500).map { frame(collectionView, $0) } == frames)
            #expect(Set(MeasuringCell.measured).count == MeasuringCell.measured.count, "no item is measured twice")
        }
    }

    @Test func measuredSizesFollowTheirItemsThroughABatch() {
        MeasuringCell.measured = []
        let source = LinesSource(rows: 20)
        let collectionView = makeLinesCollectionView(makeEstimatedRowsLayout(), source: source)
        withExtendedLifetime(source) {
            #expect(MeasuringCell.measured.count == 6)
            MeasuringCell.measured = []
            // Delete item 1 (44), move item 2 (66) to the top, insert a three-line item at 3.
            collectionView.performBatchUpdates {
                let moved = source.sections[0][2]
                source.sections[0].remove(at: 2)
                source.sections[0].remove(at: 1)
                source.sections[0].insert(moved, at: 0)
                source.sections[0].insert(LinesSource.text(lines: 3), at: 3)
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
                collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            }
            #expect(MeasuringCell.measured == [IndexPath(item: 3, section: 0)], "only the inserted item is measured")
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 440, height: 66))
            #expect(frame(collectionView, 1) == CGRect(x: 0, y: 66, width: 440, height: 22))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 88, width: 440, height: 22))
            #expect(frame(collectionView, 3) == CGRect(x: 0, y: 110, width: 440, height: 66))
            #expect(frame(collectionView, 4) == CGRect(x: 0, y: 176, width: 440, height: 44))
            #expect(frame(collectionView, 5) == CGRect(x: 0, y: 220, width: 440, height: 66))
            #expect(frame(collectionView, 6) == CGRect(x: 0, y: 286, width: 440, height: 44), "not displayed: the estimate")
        }
    }

    @Test func flowSelfSizingKeepsMeasuredSizesThroughABatch() {
        MeasuringCell.measured = []
        // 30-character lines are 330 points wide: one item per line, centred.
        let source = LinesSource(rows: 20, width: 30)
        let layout = makeFlowLayout(item: CGSize(width: 50, height: 50))
        layout.estimatedItemSize = CGSize(width: 330, height: 44)
        let collectionView = makeLinesCollectionView(layout, source: source)
        withExtendedLifetime(source) {
            #expect(MeasuringCell.measured.count == 6)
            MeasuringCell.measured = []
            collectionView.performBatchUpdates {
                let moved = source.sections[0][2]
                source.sections[0].remove(at: 2)
                source.sections[0].remove(at: 1)
                source.sections[0].insert(moved, at: 0)
                source.sections[0].insert(LinesSource.text(lines: 3, width: 30), at: 3)
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
                collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            }
            #expect(MeasuringCell.measured == [IndexPath(item: 3, section: 0)], "only the inserted item is measured")
            #expect(frame(collectionView, 0) == CGRect(x: 55, y: 0, width: 330, height: 66))
            #expect(frame(collectionView, 1) == CGRect(x: 55, y: 66, width: 330, height: 22))
            #expect(frame(collectionView, 2) == CGRect(x: 55, y: 88, width: 330, height: 22))
            #expect(frame(collectionView, 3) == CGRect(x: 55, y: 110, width: 330, height: 66))
            #expect(frame(collectionView, 4) == CGRect(x: 55, y: 176, width: 330, height: 44))
            #expect(frame(collectionView, 5) == CGRect(x: 55, y: 220, width: 330, height: 66))
        }
    }

    @Test func flowSelfSizingKeepsTheVisibleContentInPlaceWhenScrollingUp() {
        MeasuringCell.measured = []
        let source = LinesSource(rows: 1000, width: 30)
        let layout = makeFlowLayout(item: CGSize(width: 50, height: 50))
        layout.estimatedItemSize = CGSize(width: 330, height: 44)
        let collectionView = makeLinesCollectionView(layout, source: source)
        withExtendedLifetime(source) {
            collectionView.contentOffset.y = 22_000
            collectionView.layoutIfNeeded()
            for _ in 0..<30 {
                let top = collectionView.contentOffset.y
                let anchor = collectionView.indexPathsForVisibleItems.sorted()
                    .first { collectionView.cellForItem(at: $0)!.frame.minY >= top }!
                let onScreen = frame(collectionView, anchor.item)!.minY - top
                collectionView.contentOffset.y -= 22
                collectionView.layoutIfNeeded()
                #expect(frame(collectionView, anchor.item)!.minY - collectionView.contentOffset.y == onScreen + 22)
            }
        }
    }

    /// A list row is estimated at 44 and takes the height of its list content: 44 for a line of
    /// text, 88 with two more lines of secondary text.
    @Test func listRowsMeasureTheirContentConfiguration() {
        final class Rows: NSObject, UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                if item == 1 { content.secondaryText = "Second line\nthird" }
                cell.contentConfiguration = content
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            }
        }
        let rows = Rows()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 440, height: 264),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
        withExtendedLifetime(rows) {
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 440, height: 44))
            #expect(frame(collectionView, 1) == CGRect(x: 0, y: 44, width: 440, height: 88))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 132, width: 440, height: 44))
            #expect(collectionView.contentSize.height == 220)
        }
    }

    /// Random single inserts, deletes and moves, with scrolling in between: an item keeps the
    /// height it measured wherever it goes, an item never displayed keeps the estimate, and no
    /// item is measured twice.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomBatchesKeepEveryMeasuredHeight(seed: UInt64) {
        MeasuringCell.measured = []
        var random = SplitMix64(seed: seed)
        var ids = Array(0..<60)
        var nextID = 60
        let source = LinesSource(rows: 0)
        func text(_ id: Int) -> String { LinesSource.text(lines: id % 3 + 1) }
        source.sections = [ids.map(text)]
        let collectionView = makeLinesCollectionView(makeEstimatedRowsLayout(), source: source)
        var measuredIDs: [Int] = []
        var seen = 0
        func collectMeasurements() {
            measuredIDs += MeasuringCell.measured[seen...].map { ids[$0.item] }
            seen = MeasuringCell.measured.count
        }
        withExtendedLifetime(source) {
            collectMeasurements()
            for _ in 0..<40 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where ids.count > 1:
                    let index = Int.random(in: 0..<ids.count, using: &random)
                    ids.remove(at: index)
                    source.sections[0].remove(at: index)
                    collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
                case 1:
                    let index = Int.random(in: 0...ids.count, using: &random)
                    ids.insert(nextID, at: index)
                    source.sections[0].insert(text(nextID), at: index)
                    nextID += 1
                    collectionView.insertItems(at: [IndexPath(item: index, section: 0)])
                case 2:
                    let from = Int.random(in: 0..<ids.count, using: &random)
                    let to = Int.random(in: 0..<ids.count, using: &random)
                    ids.insert(ids.remove(at: from), at: to)
                    source.sections[0].insert(source.sections[0].remove(at: from), at: to)
                    collectionView.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
                default:
                    let limit = max(0, collectionView.contentSize.height - 264)
                    collectionView.contentOffset.y = CGFloat(Int.random(in: 0...Int(limit), using: &random))
                    collectionView.layoutIfNeeded()
                }
                collectMeasurements()
                let measured = Set(measuredIDs)
                #expect(measured.count == measuredIDs.count, "an item was measured twice")
                for (index, id) in ids.enumerated() {
                    let height = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.size.height
                    let expected: CGFloat = measured.contains(id) ? CGFloat(id % 3 + 1) * 22 : 44
                    #expect(height == expected, "item \(index) (id \(id))")
                }
            }
        }
    }

    /// A list header is estimated at 44 and measured like the rows: a two-line header is 44,
    /// a one-line one 22, and the rows follow it; a batch that moves the sections keeps them.
    @Test func estimatedHeadersAreMeasuredAndFollowTheirSections() {
        final class Header: UICollectionReusableView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: leadingAnchor), label.trailingAnchor.constraint(equalTo: trailingAnchor),
                    label.topAnchor.constraint(equalTo: topAnchor), label.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Source: LinesSource {
            var titles = ["One line", "Two\nlines"]
            override func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! Header
                header.label.text = titles[indexPath.section]
                return header
            }
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let source = Source(sections: [[LinesSource.text(lines: 1)], [LinesSource.text(lines: 3)]])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 440, height: 528), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(MeasuringCell.self, forCellWithReuseIdentifier: "Lines")
        collectionView.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        func header(_ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        withExtendedLifetime(source) {
            // Grouped: 22 above each section; header, then the row.
            #expect(header(0) == CGRect(x: 0, y: 0, width: 440, height: 22))
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 44, width: 440, height: 22))
            #expect(header(1) == CGRect(x: 0, y: 66, width: 440, height: 44))
            #expect(frame(collectionView, 0, section: 1) == CGRect(x: 0, y: 132, width: 440, height: 66))
            #expect(collectionView.contentSize.height == 198)
            // Swap the sections: each keeps its header's measured height.
            source.sections.swapAt(0, 1)
            source.titles.swapAt(0, 1)
            collectionView.moveSection(0, toSection: 1)
            #expect(header(0) == CGRect(x: 0, y: 0, width: 440, height: 44))
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 66, width: 440, height: 66))
            #expect(header(1) == CGRect(x: 0, y: 132, width: 440, height: 22))
            #expect(frame(collectionView, 0, section: 1) == CGRect(x: 0, y: 176, width: 440, height: 22))
        }
    }
}
