@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

@MainActor
@Suite("UICollectionViewFlowLayout")
struct UICollectionViewFlowLayoutTests {
    private func frames(_ collectionView: UICollectionView, _ items: Range<Int>, section: Int = 0) -> [CGRect] {
        items.map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame }
    }

    /// The photo grid of the books: three across, 1-point gaps, the item width computed from
    /// the collection view's width.
    @Test func threeAcrossWithOnePointSpacingComputedFromTheWidth() {
        let width: CGFloat = 375
        let side = (width - 2) / 3
        let layout = makeFlowLayout(item: CGSize(width: side, height: side), line: 1, interitem: 1)
        let source = RecordingCollectionSource(items: 7)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: width, height: 667))
        let row1 = side + 1
        #expect(frames(collectionView, 0..<7) == [
            CGRect(x: 0, y: 0, width: side, height: side),
            CGRect(x: side + 1, y: 0, width: side, height: side),
            CGRect(x: 2 * side + 2, y: 0, width: side, height: side),
            CGRect(x: 0, y: row1, width: side, height: side),
            CGRect(x: side + 1, y: row1, width: side, height: side),
            CGRect(x: 2 * side + 2, y: row1, width: side, height: side),
            CGRect(x: 0, y: 2 * row1, width: side, height: side),
        ])
        let height: CGFloat = 3 * side + 2
        #expect(collectionView.contentSize == CGSize(width: width, height: height))
    }

    /// Two across at width / 2 − 10 with the default 10-point spacing: the line is justified,
    /// so the 20 points left over go between the two items.
    @Test func halfWidthMinusTenCellsAreJustified() {
        let width: CGFloat = 375
        let side = width / 2 - 10
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        let source = RecordingCollectionSource(items: 3)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: width, height: 667))
        let second: CGFloat = side + 20
        let row1: CGFloat = side + 10
        #expect(frames(collectionView, 0..<3) == [
            CGRect(x: 0, y: 0, width: side, height: side),
            CGRect(x: second, y: 0, width: side, height: side),
            CGRect(x: 0, y: row1, width: side, height: side),
        ])
    }

    /// Paging through full-screen items: horizontal scrolling, each item the size of the bounds.
    @Test func horizontalFullScreenItems() {
        let size = CGSize(width: 880, height: 528)
        let layout = makeFlowLayout(item: size)
        layout.scrollDirection = .horizontal
        let source = RecordingCollectionSource(items: 5)
        let collectionView = makeCollectionView(layout, source: source, size: size)
        let x1: CGFloat = 880, x4: CGFloat = 3520, contentWidth: CGFloat = 4400
        #expect(frames(collectionView, 1..<2) == [CGRect(x: x1, y: 0, width: 880, height: 528)])
        #expect(frames(collectionView, 4..<5) == [CGRect(x: x4, y: 0, width: 880, height: 528)])
        #expect(collectionView.contentSize == CGSize(width: contentWidth, height: 528))
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        collectionView.contentOffset = CGPoint(x: 880 * 2, y: 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 2, section: 0)])
    }

    /// Lines of items of different widths: full lines justified, a lone item centred, the last
    /// line from the leading edge; items centred in the line's height.
    @Test func linesFlowLikeText() {
        final class Sizes: RecordingCollectionSource, UICollectionViewDelegateFlowLayout {
            let sizes: [CGSize]
            init(_ sizes: [CGSize]) {
                self.sizes = sizes
                super.init(sections: [sizes.map { _ in "" }])
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                sizes[indexPath.item]
            }
        }
        let source = Sizes([
            CGSize(width: 30, height: 10), CGSize(width: 30, height: 20), // 60 + 10 ≤ 100; the third does not fit
            CGSize(width: 80, height: 10), // alone on its line
            CGSize(width: 20, height: 10), CGSize(width: 20, height: 10), // the last line
        ])
        let layout = makeFlowLayout(item: .zero, line: 5, interitem: 10)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 100, height: 200))
        #expect(frames(collectionView, 0..<5) == [
            CGRect(x: 0, y: 5, width: 30, height: 10),
            CGRect(x: 70, y: 0, width: 30, height: 20),
            CGRect(x: 10, y: 25, width: 80, height: 10),
            CGRect(x: 0, y: 40, width: 20, height: 10),
            CGRect(x: 60, y: 40, width: 20, height: 10),
        ])
    }

    @Test func sectionInsetsHeadersAndFootersStackAlongTheScrollDirection() {
        let layout = makeFlowLayout(item: CGSize(width: 100, height: 44), line: 0, interitem: 0)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 22)
        layout.footerReferenceSize = CGSize(width: 0, height: 11)
        let source = RecordingCollectionSource(sections: [["a", "b", "c"], ["d"]])
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 240, height: 528))
        // Two across in 200 points: section 0 has two lines.
        #expect(frames(collectionView, 0..<3) == [
            CGRect(x: 20, y: 32, width: 100, height: 44), CGRect(x: 120, y: 32, width: 100, height: 44),
            CGRect(x: 20, y: 76, width: 100, height: 44),
        ])
        let header1 = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 161, width: 240, height: 22))
        let footer0 = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == CGRect(x: 0, y: 150, width: 240, height: 11))
        #expect(frames(collectionView, 0..<1, section: 1) == [CGRect(x: 20, y: 193, width: 100, height: 44)])
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(source.log.contains("viewFor(header,1.0)"))
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.frame.minY == 267)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionScrollsAway() {
        let layout = makeFlowLayout(item: CGSize(width: 880, height: 44))
        layout.headerReferenceSize = CGSize(width: 0, height: 22)
        layout.sectionHeadersPinToVisibleBounds = true
        let source = RecordingCollectionSource(sections: [Array(repeating: "x", count: 20), Array(repeating: "y", count: 20)])
        let collectionView = makeCollectionView(layout, source: source)
        let header0 = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: header0)?.frame.minY == 300)
        #expect(collectionView.subviews.last === collectionView.supplementaryView(forElementKind: kind, at: header0))
        // Section 0 ends at 22 + 20 × 44 = 902: its header is pushed up by section 1's.
        collectionView.contentOffset = CGPoint(x: 0, y: 890)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: header0)?.frame.minY == 880)
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 902)
    }

    @Test func theDelegateSpacesEachSection() {
        final class Spacing: RecordingCollectionSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                UIEdgeInsets(top: CGFloat(section) * 100, left: 0, bottom: 0, right: 0)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 7 }
        }
        let source = Spacing(sections: [["a", "b"], ["c"]])
        let layout = makeFlowLayout(item: CGSize(width: 880, height: 10), line: 1)
        let collectionView = makeCollectionView(layout, source: source)
        #expect(frames(collectionView, 0..<2).map(\.minY) == [0, 17])
        #expect(frames(collectionView, 0..<1, section: 1).map(\.minY) == [127])
    }

    @Test func aWidthChangeRecomputesTheFramesFromTheDelegate() {
        final class ThreeAcross: RecordingCollectionSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                let side = (collectionView.bounds.width - 2) / 3
                return CGSize(width: side, height: side)
            }
        }
        let layout = makeFlowLayout(item: .zero, line: 1, interitem: 1)
        let source = ThreeAcross(items: 9)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 302, height: 600))
        #expect(frames(collectionView, 3..<4) == [CGRect(x: 0, y: 101, width: 100, height: 100)])
        collectionView.frame = CGRect(x: 0, y: 0, width: 152, height: 600)
        collectionView.layoutIfNeeded()
        #expect(frames(collectionView, 3..<4) == [CGRect(x: 0, y: 51, width: 50, height: 50)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 8, section: 0))?.frame == CGRect(x: 102, y: 102, width: 50, height: 50))
    }

    /// `layoutAttributesForElements(in:)` answers exactly the elements a full scan would.
    @Test func elementsInARectMatchAFullScan() {
        var generator = SplitMix64(seed: 7)
        final class Random: RecordingCollectionSource, UICollectionViewDelegateFlowLayout {
            var sizes: [[CGSize]] = []
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                sizes[indexPath.section][indexPath.item]
            }
        }
        let counts = [0, 40, 7, 120]
        let source = Random(sections: counts.map { Array(repeating: "", count: $0) })
        source.sizes = counts.map { count in
            (0..<count).map { _ in CGSize(width: CGFloat(Int.random(in: 10...120, using: &generator)), height: CGFloat(Int.random(in: 5...60, using: &generator))) }
        }
        let layout = makeFlowLayout(item: .zero, line: 3, interitem: 4)
        layout.headerReferenceSize = CGSize(width: 0, height: 15)
        layout.sectionInset = UIEdgeInsets(top: 2, left: 6, bottom: 8, right: 6)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 300, height: 400))
        let content = collectionView.contentSize
        var everything: [String] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                everything.append("c\(section).\(item)@\(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame)")
            }
        }
        for _ in 0..<50 {
            let y = CGFloat(Int.random(in: -50...Int(content.height), using: &generator))
            let rect = CGRect(x: CGFloat(Int.random(in: 0...200, using: &generator)), y: y, width: 100, height: CGFloat(Int.random(in: 1...400, using: &generator)))
            let found = (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }
                .map { "c\($0.indexPath.section).\($0.indexPath.item)@\($0.frame)" }
            let expected = everything.filter { entry in
                let frame = collectionView.layoutAttributesForItem(at: indexPath(entry))!.frame
                return UICollectionView.overlaps(frame, rect)
            }
            #expect(Set(found) == Set(expected))
        }
    }

    private func indexPath(_ entry: String) -> IndexPath {
        let parts = entry.dropFirst().split(separator: "@")[0].split(separator: ".")
        return IndexPath(item: Int(parts[1])!, section: Int(parts[0])!)
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout self-sizing")
struct UICollectionViewFlowLayoutSelfSizingTests {
    /// Cells whose label is pinned to the content view by constraints, so they size to it.
    final class LabelSource: RecordingCollectionSource {
        var asked = Set<IndexPath>()
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked.insert(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            if cell.contentView.subviews.isEmpty {
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                    label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                    label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                ])
            }
            (cell.contentView.subviews[0] as! UILabel).text = sections[indexPath.section][indexPath.item]
            return cell
        }
    }

    @Test func estimatedSizesAreReplacedByMeasuredOnesOnlyForWhatBecomesVisible() {
        let source = LabelSource(sections: [(0..<1000).map { $0 % 2 == 0 ? "Hello" : "Hi" }])
        let layout = makeFlowLayout(item: CGSize(width: 50, height: 50), line: 0, interitem: 0)
        layout.estimatedItemSize = CGSize(width: 110, height: 44)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 440, height: 264))
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(first?.frame.size == CGSize(width: 55, height: 22))
        #expect(second?.frame.size == CGSize(width: 22, height: 22))
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.height == 22 })
        // Only the first screenfuls were asked for; the rest keep the estimate.
        #expect(source.asked.count < 300)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.size == CGSize(width: 110, height: 44))
    }
}
