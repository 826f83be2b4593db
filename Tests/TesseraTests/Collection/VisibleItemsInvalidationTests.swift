import Foundation
import Testing

@testable import Tessera

/// A compositional section's `visibleItemsInvalidationHandler`: called with the items on
/// screen and the section's offset, and its changes reach the cells.
@MainActor
@Suite("Visible items invalidation handler")
struct VisibleItemsInvalidationTests {
    @Test func theHandlerSeesTheVisibleItemsAndItsChangesReachTheCells() {
        var calls: [(items: [IndexPath], offset: CGPoint)] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append((items.map(\.indexPath), offset))
                for item in items {
                    // Fade items by their distance from the section's visible middle.
                    let middle = offset.x + environment.container.contentSize.width / 2
                    item.alpha = max(0.2, 1 - abs(item.frame.midX + offset.x - middle) / 400)
                    if item.indexPath.item == 1 { item.isHidden = true }
                }
            }
            return section
        }
        let source = RecordingCollectionSource(items: 6)
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 330, height: 220))
        withExtendedLifetime(source) {
            #expect(calls.last?.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            #expect(calls.last?.offset == .zero)
            let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            let expected: CGFloat = 1 - 65.0 / 400  // midX 100, the middle of 330 points at 165
            #expect(first?.alpha == expected)
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)

            layout.scrollSection(0, by: 250)
            collectionView.layoutIfNeeded()
            #expect(calls.last?.offset == CGPoint(x: 250, y: 0))
            #expect(calls.last?.items == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        }
    }
}
