import Foundation
import Testing

@testable import Tessera

/// A collection view of full-width 44-point items in an 880 × 220-point frame (five rows in
/// sight), with a header per section, shown by a diffable data source whose providers log what
/// they make.
@MainActor
final class DiffableCollection {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Int>
    var configured: [Int] = []
    var headers: [IndexPath] = []

    init(headerHeight: CGFloat = 0) {
        let layout = makeFlowLayout(item: CGSize(width: 880, height: 44))
        layout.headerReferenceSize = CGSize(width: 880, height: headerHeight)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 880, height: 220), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        var log: (Int) -> Void = { _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            log(item)
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        log = { [unowned self] in configured.append($0) }
    }

    /// The items of the cells on screen, top to bottom, read from their content.
    var shownItems: [Int] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
            (collectionView.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text.flatMap { Int($0.dropFirst(5)) }
        }
    }

    static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }
}

@MainActor
@Suite("Collection view diffable data source")
struct CollectionDiffableDataSourceTests {
    @Test func applyingShowsTheSnapshot() {
        let model = DiffableCollection()
        model.dataSource.apply(DiffableCollection.snapshot([("A", [1, 2]), ("B", [3, 4, 5, 6])]))
        model.collectionView.layoutIfNeeded()
        #expect(model.collectionView.numberOfSections == 2 && model.collectionView.numberOfItems(inSection: 1) == 4)
        #expect(model.shownItems == [1, 2, 3, 4, 5])
        #expect(model.configured == [1, 2, 3, 4, 5])
        #expect(model.dataSource.indexPath(for: 4) == IndexPath(item: 1, section: 1))
        #expect(model.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 3)
        #expect(model.dataSource.sectionIdentifier(for: 0) == "A" && model.dataSource.index(for: "B") == 1)
    }

    @Test func anApplyConfiguresOnlyWhatComesIntoSight() {
        let model = DiffableCollection()
        model.dataSource.apply(DiffableCollection.snapshot([("A", Array(0..<10))]))
        model.collectionView.layoutIfNeeded()
        let cells = Dictionary(uniqueKeysWithValues: (0..<5).map { ($0, model.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))) })
        model.configured.removeAll()
        model.dataSource.apply(DiffableCollection.snapshot([("A", [4, 0, 1, 2, 3] + Array(5..<10))]))
        model.collectionView.layoutIfNeeded()
        #expect(model.shownItems == [4, 0, 1, 2, 3])
        #expect(model.configured.isEmpty, "a move keeps every cell")
        for item in 0..<5 {
            #expect(model.collectionView.cellForItem(at: model.dataSource.indexPath(for: item)!) === cells[item]!)
        }
    }

    @Test func headersComeFromTheSupplementaryViewProvider() {
        let model = DiffableCollection(headerHeight: 22)
        model.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H")
        model.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "H", for: indexPath)
            view.tag = 100 + indexPath.section
            return view
        }
        model.dataSource.apply(DiffableCollection.snapshot([("A", [1]), ("B", [2])]))
        model.collectionView.layoutIfNeeded()
        let header = model.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.tag == 101)
    }

    @Test func withoutAProviderAHeaderStopsWithUIKitsMessage() {
        let model = DiffableCollection(headerHeight: 22)
        let raised = collectingExceptions {
            model.dataSource.apply(DiffableCollection.snapshot([("A", [1])]))
            model.collectionView.layoutIfNeeded()
        }
        #expect(!raised.isEmpty)
        #expect(raised.allSatisfy { $0.reason.hasPrefix("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (UICollectionElementKindSectionHeader,") && $0.reason.hasSuffix("or is nil ((null))") })
    }

    @Test func reorderingFollowsTheHandlersAndReportsATransaction() {
        let model = DiffableCollection()
        model.dataSource.apply(DiffableCollection.snapshot([("A", [1, 2, 3]), ("B", [4])]))
        let first = IndexPath(item: 0, section: 0)
        #expect(!model.dataSource.collectionView(model.collectionView, canMoveItemAt: first), "no item moves without canReorderItem")

        var log: [String] = []
        var differences: [CollectionDifference<Int>] = []
        model.dataSource.reorderingHandlers.canReorderItem = { $0 != 4 }
        model.dataSource.reorderingHandlers.willReorder = { transaction in
            log.append("will \(transaction.initialSnapshot.itemIdentifiers) → \(transaction.finalSnapshot.itemIdentifiers)")
        }
        model.dataSource.reorderingHandlers.didReorder = { [dataSource = model.dataSource] transaction in
            log.append("did \(dataSource.snapshot().itemIdentifiers)")
            differences.append(transaction.difference)
        }
        #expect(model.dataSource.collectionView(model.collectionView, canMoveItemAt: first))
        #expect(!model.dataSource.collectionView(model.collectionView, canMoveItemAt: IndexPath(item: 0, section: 1)))
        model.dataSource.collectionView(model.collectionView, moveItemAt: first, to: IndexPath(item: 2, section: 0))
        #expect(log == ["will [1, 2, 3, 4] → [2, 3, 1, 4]", "did [2, 3, 1, 4]"])
        #expect([1, 2, 3, 4].applying(differences[0]) == [2, 3, 1, 4], "the difference turns the model into the new order")

        // Across sections: to the end of "B".
        model.dataSource.collectionView(model.collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        #expect(model.dataSource.snapshot().itemIdentifiers(inSection: "B") == [4, 2])
    }
}

/// The reorder accessory drives interactive movement through a diffable data source.
@MainActor
@Suite("Reordering by the grip")
struct ReorderGripTests {
    @Test func draggingTheGripMovesTheItemAsTheReorderingHandlersAllow() throws {
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var reordered: [[String]] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { reordered.append($0.finalSnapshot.itemIdentifiers) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Pear", "Plum", "Fig"])
        dataSource.apply(snapshot)
        let window = UIWindow()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 10)
        _ = host.render()

        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let grip = try #require(cell.subviews.first { $0 is _ReorderGripControl })
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: window)
        // Two rows down: from Apple's row to Plum's.
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 88))
        #expect(reordered == [["Pear", "Plum", "Apple", "Fig"]])
        #expect(dataSource.snapshot().itemIdentifiers == ["Pear", "Plum", "Apple", "Fig"])
    }
}
