@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct UICollectionViewCompositionalLayoutTests {
    private func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// A grid of three fractional-width items per horizontal group, groups of absolute height.
    @Test func fractionalItemsInRepeatedGroups() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = RecordingCollectionSource(items: 7)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 330, height: 528))
        #expect(frame(collectionView, 0) == CGRect(x: 1, y: 1, width: 108, height: 108))
        #expect(frame(collectionView, 2) == CGRect(x: 221, y: 1, width: 108, height: 108))
        #expect(frame(collectionView, 3) == CGRect(x: 1, y: 121, width: 108, height: 108))
        #expect(frame(collectionView, 6) == CGRect(x: 1, y: 241, width: 108, height: 108))
        #expect(collectionView.contentSize == CGSize(width: 330, height: 350))
        #expect(collectionView.visibleCells.count == 7)
    }

    /// A nested group: one large item beside a vertical pair, repeated.
    @Test func nestedGroupsAndRepeatedSubitems() {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        pair.interItemSpacing = .fixed(10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)), subitems: [large, pair])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = RecordingCollectionSource(items: 5)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 400, height: 528))
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 200, height: 210))
        #expect(frame(collectionView, 1) == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 200, y: 110, width: 200, height: 100))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 210, width: 200, height: 210))
        #expect(frame(collectionView, 4) == CGRect(x: 200, y: 210, width: 200, height: 100))
    }

    @Test func aSectionProviderVariesSectionsAndBoundaryItemsMakeHeaders() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let columns = index == 0 ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 11, trailing: 0)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            #expect(environment.container.effectiveContentSize.width == 880)
            return section
        }
        let source = RecordingCollectionSource(sections: [["a", "b", "c"], ["d", "e"]])
        let collectionView = makeCollectionView(layout, source: source)
        #expect(frame(collectionView, 1) == CGRect(x: 440, y: 22, width: 440, height: 44))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 66, width: 440, height: 44))
        let header1 = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 121, width: 880, height: 22))
        #expect(frame(collectionView, 1, section: 1) == CGRect(x: 220, y: 143, width: 220, height: 44))
    }

    @Test func orthogonalSectionsLayGroupsAcrossAndScrollOnTheirOwn() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(220), heightDimension: .absolute(88)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 11
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = RecordingCollectionSource(sections: [(0..<10).map { "\($0)" }, ["x"]])
        let collectionView = makeCollectionView(layout, source: source)
        #expect(frame(collectionView, 4) == CGRect(x: 924, y: 0, width: 220, height: 88))
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 0, y: 88, width: 220, height: 88))
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2, 3])
        #expect(layout.scrollSection(0, by: 500))
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [2, 3, 4, 5])
        // The section stops at its last group: 10 × 220 + 9 × 11 − 880 = 1419.
        #expect(layout.scrollSection(0, by: 5000))
        #expect(frame(collectionView, 9) == CGRect(x: 660, y: 0, width: 220, height: 88))
        #expect(!layout.scrollSection(1, by: 10))
    }

    @Test func listConfigurationsLookLikeTables() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let source = RecordingCollectionSource(sections: [["a", "b"], ["c"]])
        let collectionView = makeCollectionView(layout, source: source)
        #expect(frame(collectionView, 0) == CGRect(x: 20, y: 66, width: 840, height: 44))
        #expect(frame(collectionView, 1) == CGRect(x: 20, y: 110, width: 840, height: 44))
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 20, y: 154 + 66, width: 840, height: 44))
        let plain = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView.setCollectionViewLayout(plain, animated: false)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 0, y: 88, width: 880, height: 44))
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    }
}
