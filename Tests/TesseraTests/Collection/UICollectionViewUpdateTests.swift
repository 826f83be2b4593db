@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

@MainActor
@Suite("UICollectionView updates")
struct UICollectionViewUpdateTests {
    private func column(_ source: RecordingCollectionSource) -> UICollectionView {
        makeCollectionView(makeFlowLayout(item: CGSize(width: 880, height: 44)), source: source)
    }

    private func texts(_ collectionView: UICollectionView) -> [String] {
        collectionView.visibleCells.map { ($0.contentView.subviews.first as? UILabel)?.text ?? "?" }
    }

    @Test func survivingCellsKeepTheirInstancesAcrossABatch() {
        let source = RecordingCollectionSource(items: 5)
        let collectionView = column(source)
        let cell3 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        source.sections[0].remove(at: 1)
        source.sections[0].insert("New", at: 0)
        source.reset()
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell3)
        #expect(texts(collectionView) == ["New", "Item 0", "Item 2", "Item 3", "Item 4"])
        #expect(source.log.filter { $0.hasPrefix("cellForItem") } == ["cellForItem(0.0)"])
        #expect(source.log.contains("didEndDisplaying(0.1)"))
    }

    @Test func anInconsistentBatchStopsWithUIKitsMessage() {
        let source = RecordingCollectionSource(items: 5)
        let collectionView = column(source)
        source.sections[0].append("Extra")
        let raised = collectioningExceptionsReason {
            collectionView.performBatchUpdates {}
            collectionView.insertItems(at: [IndexPath(item: 9, section: 0)])
        }
        #expect(raised == ["attempt to insert item 9 into section 0, but there are only 6 items in section 0 after the update"])
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 6)
        let counts = collectioningExceptionsReason { collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(counts.first?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    }

    @Test func reconfigureHandsBackTheSameCellWithoutPrepareForReuse() {
        let source = RecordingCollectionSource(items: 3)
        let collectionView = column(source)
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        source.sections[0][1] = "Changed"
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 40)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(texts(collectionView) == ["Item 0", "Changed", "Item 2"])
    }

    @Test func sectionsMoveWithTheirSupplementaryViews() {
        let layout = makeFlowLayout(item: CGSize(width: 880, height: 44))
        layout.headerReferenceSize = CGSize(width: 0, height: 22)
        let source = RecordingCollectionSource(sections: [["a"], ["b"], ["c"]])
        let collectionView = makeCollectionView(layout, source: source)
        let kind = UICollectionView.elementKindSectionHeader
        let header2 = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2))
        source.sections = [["c"], ["a"], ["b"]]
        collectionView.moveSection(2, toSection: 0)
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) === header2)
        #expect(texts(collectionView) == ["c", "a", "b"])
        #expect(header2?.frame.minY == 0)
    }

    /// Random batches against a model: after each, the cells on screen show the model.
    @Test(arguments: [1, 2, 3, 4, 5])
    func randomBatchesKeepTheScreenEqualToTheModel(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var next = 0
        func fresh() -> String { next += 1; return "n\(next)" }
        let source = RecordingCollectionSource(sections: (0..<3).map { s in (0..<4).map { "s\(s)i\($0)" } })
        source.logsCounts = false
        let layout = makeFlowLayout(item: CGSize(width: 440, height: 22))
        let collectionView = makeCollectionView(layout, source: source, size: CGSize(width: 880, height: 2000))
        for _ in 0..<30 {
            var model = source.sections
            var deletes: [IndexPath] = [], inserts: [IndexPath] = []
            // Deletes name old index paths (highest first); inserts name new ones (lowest first).
            for section in model.indices {
                for item in model[section].indices.reversed() where Int.random(in: 0..<5, using: &generator) == 0 {
                    model[section].remove(at: item)
                    deletes.append(IndexPath(item: item, section: section))
                }
            }
            for section in model.indices {
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    let item = Int.random(in: 0...model[section].count, using: &generator)
                    model[section].insert(fresh(), at: item)
                    inserts = inserts.map { $0.section == section && $0.item >= item ? IndexPath(item: $0.item + 1, section: section) : $0 }
                    inserts.append(IndexPath(item: item, section: section))
                }
            }
            source.sections = model
            let raised = collectioningExceptionsReason {
                collectionView.performBatchUpdates {
                    collectionView.deleteItems(at: deletes)
                    collectionView.insertItems(at: inserts)
                }
            }
            #expect(raised.isEmpty)
            let shown = collectionView.indexPathsForVisibleItems.map { indexPath in
                (collectionView.cellForItem(at: indexPath)?.contentView.subviews.first as? UILabel)?.text ?? "?"
            }
            #expect(shown == model.flatMap { $0 })
        }
    }

    @Test func interactiveMovementMovesItemsAtOnceAndTellsTheDataSourceAtTheEnd() {
        let source = RecordingCollectionSource(items: 6)
        let collectionView = makeCollectionView(makeFlowLayout(item: CGSize(width: 440, height: 44)), source: source)
        let moving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        source.reset()
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 600, y: 60))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === moving)
        #expect(moving?.center == CGPoint(x: 600, y: 60))
        #expect(source.log.isEmpty)
        collectionView.endInteractiveMovement()
        #expect(source.log == ["moveItem(0.0->0.3)"])
        #expect(source.sections[0] == ["Item 1", "Item 2", "Item 3", "Item 0", "Item 4", "Item 5"])
        #expect(moving?.frame == CGRect(x: 440, y: 44, width: 440, height: 44))

        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
        collectionView.cancelInteractiveMovement()
        #expect(texts(collectionView) == ["Item 1", "Item 2", "Item 3", "Item 0", "Item 4", "Item 5"])
    }

    @Test func prefetchingLooksAScreenfulAheadAndCancelsWhenTheDirectionTurns() {
        let source = RecordingCollectionSource(items: 1000)
        let collectionView = makeCollectionView(makeFlowLayout(item: CGSize(width: 440, height: 132)), source: source)
        collectionView.prefetchDataSource = source
        source.reset()
        collectionView.contentOffset = CGPoint(x: 0, y: 132)
        collectionView.layoutIfNeeded()
        // Rows 1…4 visible (8 items): the next 8 are prefetched.
        #expect(source.log.last == "prefetch(0.10,0.11,0.12,0.13,0.14,0.15,0.16,0.17)")
        source.reset()
        collectionView.contentOffset = CGPoint(x: 0, y: 0)
        collectionView.layoutIfNeeded()
        #expect(source.log.contains("cancel(0.10,0.11,0.12,0.13,0.14,0.15,0.16,0.17)"))
    }
}
