import Foundation
import Testing

@testable import Tessera

/// How an orthogonally scrolling section settles for each `orthogonalScrollingBehavior`: a wheel
/// notch (a scroll of a few columns) and revealing an item for the keyboard.
@MainActor
@Suite("Orthogonal scrolling behaviours")
struct OrthogonalSnappingTests {
    /// Six 200-point groups, 10 points apart, in a 330-point-wide collection view: the groups
    /// start at 0, 210, 420, 630, 840, 1050 and the row scrolls up to 920.
    private func section(_ behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior, body: (UICollectionViewCompositionalLayout) -> Void) {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = behavior
            return section
        }
        let source = RecordingCollectionSource(items: 6)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 330, height: 220))
        withExtendedLifetime((source, collectionView)) { body(layout) }
    }

    private func notches(_ deltas: [CGFloat], _ layout: UICollectionViewCompositionalLayout) -> [CGFloat] {
        deltas.map { delta in
            layout.scrollSection(0, by: delta)
            return layout.orthogonalOffsets[0] ?? 0
        }
    }

    @Test(arguments: [
        (NSCollectionLayoutSection.OrthogonalScrollingBehavior.continuous, [33, 66, 33] as [CGFloat]),
        (.paging, [330, 660, 330]),
        (.groupPaging, [210, 420, 210]),
        (.groupPagingCentered, [145, 355, 145]),
        (.continuousGroupLeadingBoundary, [210, 420, 210]),
    ])
    func aNotchSettlesWhereTheBehaviourSays(behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior, offsets: [CGFloat]) {
        section(behavior) { layout in
            #expect(notches([33, 33, -33], layout) == offsets)
        }
    }

    @Test func scrollingStopsAtTheEndsOfTheRow() {
        section(.paging) { layout in
            #expect(notches([33, 33, 33, 33, -33, -33, -33, -33], layout) == [330, 660, 920, 920, 660, 330, 0, 0])
        }
    }

    @Test(arguments: [
        (NSCollectionLayoutSection.OrthogonalScrollingBehavior.continuous, 500 as CGFloat),
        (.paging, 330), (.groupPaging, 630), (.continuousGroupLeadingBoundary, 630), (.groupPagingCentered, 565),
    ])
    func revealingAnItemLandsWhereTheBehaviourSays(behavior: NSCollectionLayoutSection.OrthogonalScrollingBehavior, offset: CGFloat) {
        section(behavior) { layout in
            layout.revealItem(at: IndexPath(item: 3, section: 0))
            #expect(layout.orthogonalOffsets[0] == offset)
        }
    }
}
