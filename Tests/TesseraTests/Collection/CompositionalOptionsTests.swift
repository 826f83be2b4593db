@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

@MainActor
@Suite("Compositional options", .serialized)
struct CompositionalOptionsTests {
    private func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func aHorizontalLayoutPutsSectionsSideBySide() {
        // Columns of three items; sections follow one another to the right.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 3)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let section = NSCollectionLayoutSection(group: group)
            if index == 1 { section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0) }
            return section
        }, configuration: configuration)
        let source = RecordingCollectionSource(sections: [(0..<7).map { "\($0)" }, ["a", "b"]])
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 440, height: 264))
        withExtendedLifetime(source) {
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 88))
            #expect(frame(collectionView, 4) == CGRect(x: 100, y: 88, width: 100, height: 88))
            #expect(frame(collectionView, 6) == CGRect(x: 200, y: 0, width: 100, height: 88))
            #expect(frame(collectionView, 0, section: 1) == CGRect(x: 315, y: 0, width: 100, height: 88))
            #expect(frame(collectionView, 1, section: 1) == CGRect(x: 315, y: 88, width: 100, height: 88))
            #expect(collectionView.contentSize == CGSize(width: 415, height: 264))
            // Scrolling across shows the second section.
            collectionView.contentOffset.x = 250
            collectionView.layoutIfNeeded()
            #expect(collectionView.indexPathsForVisibleItems.sorted() == [
                IndexPath(item: 6, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
            ])
        }
    }

    /// Items 100 wide in a 460-point group: four fit with 10 points between them.
    private func spacedRow(_ spacing: NSCollectionLayoutSpacing) -> [CGRect] {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        group.interItemSpacing = spacing
        let source = RecordingCollectionSource(items: 8)
        let collectionView = makeCollectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source: source, size: CGSize(width: 460, height: 264))
        return withExtendedLifetime(source) { (0..<5).map { frame(collectionView, $0)! } }
    }

    @Test func fixedSpacingIsExactAndFlexibleSpacingSharesTheLeftover() {
        #expect(spacedRow(.fixed(10)) == [
            CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 110, y: 0, width: 100, height: 44),
            CGRect(x: 220, y: 0, width: 100, height: 44), CGRect(x: 330, y: 0, width: 100, height: 44),
            CGRect(x: 0, y: 44, width: 100, height: 44),
        ])
        // 30 points left over, 10 more in each of the three gaps: the row spans the group.
        #expect(spacedRow(.flexible(10)) == [
            CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 120, y: 0, width: 100, height: 44),
            CGRect(x: 240, y: 0, width: 100, height: 44), CGRect(x: 360, y: 0, width: 100, height: 44),
            CGRect(x: 0, y: 44, width: 100, height: 44),
        ])
    }

    @Test func edgeSpacingPlacesItemsInTheirGroup() {
        func row(_ edges: NSCollectionLayoutEdgeSpacing) -> [CGRect] {
            let item = NSCollectionLayoutItem(layoutSize: size(.absolute(200), .absolute(30)))
            item.edgeSpacing = edges
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
            let source = RecordingCollectionSource(items: 2)
            let collectionView = makeCollectionView(
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source: source, size: CGSize(width: 460, height: 264))
            return withExtendedLifetime(source) { (0..<2).map { frame(collectionView, $0)! } }
        }
        // Fixed: 10 before each item, 7 above it.
        #expect(row(NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(7), trailing: nil, bottom: nil)) == [
            CGRect(x: 10, y: 7, width: 200, height: 30), CGRect(x: 220, y: 7, width: 200, height: 30),
        ])
        // Flexible on both sides: the 60 points left over go 15 to each of the four edges.
        #expect(row(NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)) == [
            CGRect(x: 15, y: 0, width: 200, height: 30), CGRect(x: 245, y: 0, width: 200, height: 30),
        ])
    }

    @Test func supplementariesFollowContentInsetsUnlessTold() {
        func headerFrame(follow: Bool) -> CGRect? {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            section.supplementariesFollowContentInsets = follow
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(22)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let source = RecordingCollectionSource(items: 1)
            let collectionView = makeCollectionView(UICollectionViewCompositionalLayout(section: section), source: source, size: CGSize(width: 440, height: 264))
            return withExtendedLifetime(source) {
                collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            }
        }
        #expect(headerFrame(follow: true) == CGRect(x: 20, y: 0, width: 400, height: 22))
        #expect(headerFrame(follow: false) == CGRect(x: 0, y: 0, width: 440, height: 22))
    }

    static let background = "background"

    /// Three columns of 100 × 44 in sections inset by 10, under a 22-point header, each with a
    /// background inset by 5.
    private func shelves() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(22)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: Self.background)
        return layout
    }

    @Test func backgroundDecorationsCoverTheirSectionBehindItsItemsAndAreReused() {
        SectionBackground.made = 0
        let source = RecordingCollectionSource(sections: (0..<30).map { section in (0..<5).map { "\(section).\($0)" } })
        let collectionView = makeCollectionView(shelves(), source: source, size: CGSize(width: 320, height: 264))
        withExtendedLifetime(source) {
            // Header 0–22, body 22–130 (insets 10, two rows of 44), background inset by 5.
            let attributes = collectionView.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.background, at: IndexPath(item: 0, section: 0))
            #expect(attributes?.frame == CGRect(x: 5, y: 27, width: 310, height: 98))
            #expect(attributes?.zIndex == 0)
            #expect(attributes?.representedElementCategory == .decorationView)
            #expect(frame(collectionView, 4) == CGRect(x: 110, y: 76, width: 100, height: 44))
            // Section 1 starts at 130: header to 152, inset to 162.
            #expect(frame(collectionView, 0, section: 1) == CGRect(x: 10, y: 162, width: 100, height: 44))
            let backgrounds = collectionView.subviews.filter { $0 is SectionBackground && !$0.isHidden }
            let expected: [CGRect] = [CGRect(x: 5, y: 27, width: 310, height: 98), CGRect(x: 5, y: 157, width: 310, height: 98)]
            #expect(backgrounds.map(\.frame).sorted { $0.minY < $1.minY } == expected)
            // Behind every cell, though a zIndex of 0 like them.
            let firstCell = collectionView.subviews.firstIndex { $0 is UICollectionViewCell && !$0.isHidden }!
            #expect(backgrounds.allSatisfy { collectionView.subviews.firstIndex(of: $0)! < firstCell })
            for _ in 0..<100 {
                collectionView.contentOffset.y += 22
                collectionView.layoutIfNeeded()
            }
            let shown = collectionView.subviews.filter { $0 is SectionBackground && !$0.isHidden }
            #expect(shown.count == 3)
            let cells = collectionView.subviews.indices.filter { collectionView.subviews[$0] is UICollectionViewCell && !collectionView.subviews[$0].isHidden }
            #expect(shown.allSatisfy { collectionView.subviews.firstIndex(of: $0)! < cells.min()! })
            #expect(SectionBackground.made <= 4, "backgrounds scrolling out are reused for those scrolling in")
        }
    }

    @Test func aGridWithABackgroundInTheTerminal() {
        final class Shelf: UICollectionReusableView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 440, height: 22))
                label.text = String(repeating: "░", count: 40)
                label.autoresizingMask = [.flexibleWidth]
                addSubview(label)
                let bottom = UILabel(frame: CGRect(x: 0, y: 110, width: 440, height: 22))
                bottom.text = String(repeating: "░", count: 40)
                bottom.autoresizingMask = [.flexibleWidth]
                addSubview(bottom)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 22, leading: 11, bottom: 22, trailing: 11)
        section.interGroupSpacing = 0
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Self.background)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Shelf.self, forDecorationViewOfKind: Self.background)
        let source = CardSource(sections: [["Apple", "Banana", "Cherry", "Date"]])
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        let window = UIWindow()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 35, rows: 8)
        window.layoutIfNeeded()
        withExtendedLifetime(source) {
            expectScreen(host.text, """
                ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
                  Apple      Banana     Cherry
                  #0         #1         #2
                  Date
                  #3
                ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░


                """, ignoringTrailingBlanks: true)
        }
    }
}
