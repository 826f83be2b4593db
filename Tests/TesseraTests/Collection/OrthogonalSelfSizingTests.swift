@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

@MainActor
@Suite("Orthogonal self-sizing", .serialized)
struct OrthogonalSelfSizingTests {
    /// Items 55, 110 and 165 points wide in turn once measured (5, 10 or 15 characters),
    /// estimated at 100, side by side in a section that scrolls across.
    private func makeRow(items: Int, width: CGFloat = 330) -> (UICollectionView, UICollectionViewCompositionalLayout, LinesSource) {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 11
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let source = LinesSource(sections: [(0..<items).map { String(repeating: "x", count: ($0 % 3 + 1) * 5) }])
        source.logsCounts = false
        let collectionView = makeLinesCollectionView(layout, source: source, size: CGSize(width: width, height: 220))
        return (collectionView, layout, source)
    }

    private func frames(_ collectionView: UICollectionView, _ items: Range<Int>) -> [CGRect] {
        items.map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
    }

    @Test func onlyItemsThatComeIntoTheBandAreMeasuredAndTakeTheirSize() {
        MeasuringCell.measured = []
        let (collectionView, layout, source) = makeRow(items: 30)
        withExtendedLifetime(source) {
            // 330 points show items 0–2 (55 + 110 + 165 with 11 between); item 3 starts at 363.
            #expect(MeasuringCell.measured.map(\.item) == [0, 1, 2])
            #expect(frames(collectionView, 0..<5) == [
                CGRect(x: 0, y: 0, width: 55, height: 44), CGRect(x: 66, y: 0, width: 110, height: 44),
                CGRect(x: 187, y: 0, width: 165, height: 44), CGRect(x: 363, y: 0, width: 100, height: 44),
                CGRect(x: 474, y: 0, width: 100, height: 44),
            ])
            #expect(collectionView.visibleCells.map(\.frame.width).sorted() == [55, 110, 165])
            // Scrolled 200 across, items 3 and 4 arrive and are measured, once; 5 is still beyond.
            layout.scrollSection(0, by: 200)
            collectionView.layoutIfNeeded()
            #expect(MeasuringCell.measured.map(\.item) == [0, 1, 2, 3, 4])
            #expect(frames(collectionView, 3..<6) == [
                CGRect(x: 163, y: 0, width: 55, height: 44), CGRect(x: 229, y: 0, width: 110, height: 44),
                CGRect(x: 350, y: 0, width: 100, height: 44),
            ])
            let shown = collectionView.indexPathsForVisibleItems.sorted().map { collectionView.cellForItem(at: $0)!.frame }
            #expect(shown == frames(collectionView, 2..<5))
            // The row ends after 5 measured and 25 estimated items: it scrolls that far and no further.
            layout.scrollSection(0, by: 100_000)
            // (55 + 110 + 165 + 55 + 110) + 25 × 100 + 29 × 11 − 330.
            #expect(layout.orthogonalOffsets[0] == 2984)
        }
    }

    @Test func measuringAnItemAcrossTheLeadingEdgeKeepsTheItemsInSightInPlace() {
        MeasuringCell.measured = []
        let (collectionView, layout, source) = makeRow(items: 60)
        withExtendedLifetime(source) {
            layout.scrollSection(0, by: 3000)
            collectionView.layoutIfNeeded()
            let measured = MeasuringCell.measured.count
            // The last item wholly in sight, and where it shows.
            let inSight = collectionView.indexPathsForVisibleItems.sorted().last { frames(collectionView, $0.item..<$0.item + 1)[0].maxX <= 330 }!
            let before = frames(collectionView, inSight.item..<inSight.item + 1)[0].minX
            // Back a notch (33 points) at a time: items come in across the leading edge and are
            // measured (none is 100 wide), yet what was in sight moves by the notches alone.
            var shift: CGFloat = 0
            for _ in 0..<12 {
                layout.scrollSection(0, by: -33)
                collectionView.layoutIfNeeded()
                shift += 33
                #expect(frames(collectionView, inSight.item..<inSight.item + 1)[0].minX == before + shift)
                if before + shift < 330 { #expect(collectionView.cellForItem(at: inSight)?.frame.minX == before + shift) }
            }
            #expect(MeasuringCell.measured.count >= measured + 3)
            #expect(Set(MeasuringCell.measured).count == MeasuringCell.measured.count, "each item is measured once")
        }
    }

    @Test func anEstimatedRowHeightTakesTheTallestItemAndMovesTheNextSection() {
        MeasuringCell.measured = []
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let size = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .estimated(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let layoutSection = NSCollectionLayoutSection(group: group)
            if section == 0 { layoutSection.orthogonalScrollingBehavior = .continuous }
            return layoutSection
        }
        // Section 0: items of 1, 2, 3 lines (22, 44, 66 points) side by side, then more beyond.
        let source = LinesSource(sections: [
            (0..<10).map { LinesSource.text(lines: $0 % 3 + 1) }, ["x"],
        ])
        source.logsCounts = false
        let collectionView = makeLinesCollectionView(layout, source: source, size: CGSize(width: 330, height: 220))
        withExtendedLifetime(source) {
            #expect(MeasuringCell.measured.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
            #expect(frames(collectionView, 0..<3).map(\.height) == [22, 44, 66])
            // The row is as tall as its tallest measured item, and section 1 follows it.
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 66)
        }
    }
}
