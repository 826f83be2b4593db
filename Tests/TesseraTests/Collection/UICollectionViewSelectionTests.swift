@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite("UICollectionView selection")
struct UICollectionViewSelectionTests {
    private func grid(_ source: RecordingCollectionSource) -> UICollectionView {
        makeCollectionView(makeFlowLayout(item: CGSize(width: 220, height: 132)), source: source)
    }

    @Test func aTapGoesThroughTheDelegateInUIKitsOrder() {
        let source = RecordingCollectionSource(items: 12)
        let collectionView = grid(source)
        source.reset()
        collectionView.userTap(IndexPath(item: 1, section: 0))
        collectionView.userTap(IndexPath(item: 5, section: 0))
        #expect(source.log == [
            "shouldHighlight(0.1)", "didHighlight(0.1)", "shouldSelect(0.1)", "didUnhighlight(0.1)", "didSelect(0.1)",
            "shouldHighlight(0.5)", "didHighlight(0.5)", "shouldSelect(0.5)", "didUnhighlight(0.5)", "didDeselect(0.1)", "didSelect(0.5)",
        ])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesThroughShouldDeselect() {
        let source = RecordingCollectionSource(items: 12)
        let collectionView = grid(source)
        collectionView.allowsMultipleSelection = true
        collectionView.userTap(IndexPath(item: 1, section: 0))
        collectionView.userTap(IndexPath(item: 2, section: 0))
        source.reset()
        collectionView.userTap(IndexPath(item: 1, section: 0))
        #expect(source.log == ["shouldHighlight(0.1)", "didHighlight(0.1)", "shouldDeselect(0.1)", "didUnhighlight(0.1)", "didDeselect(0.1)"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() {
        let source = RecordingCollectionSource(items: 40)
        let collectionView = grid(source)
        source.reset()
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        collectionView.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
        #expect(source.log.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        collectionView.selectItem(at: IndexPath(item: 39, section: 0), animated: false, scrollPosition: .top)
        let row9: CGFloat = 9 * 132 + 9 * 10
        #expect(collectionView.contentOffset.y == min(row9, collectionView.contentSize.height - 528))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 39, section: 0))?.isSelected == true)
    }

    @Test func aSelectedItemScrolledBackIntoViewShowsAsSelected() {
        let source = RecordingCollectionSource(items: 200)
        let collectionView = grid(source)
        collectionView.userTap(IndexPath(item: 0, section: 0))
        collectionView.contentOffset = CGPoint(x: 0, y: 2000)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1)
    }
}
