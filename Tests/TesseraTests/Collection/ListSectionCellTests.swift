import Foundation
import Testing

@testable import Tessera

/// List cells in list sections: separators by appearance and the default background.
@MainActor
@Suite("List sections dress their cells")
struct ListSectionCellTests {
    final class Source: NSObject, UICollectionViewDataSource {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    private func list(
        _ appearance: UICollectionLayoutListConfiguration.Appearance,
        headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none, body: (UICollectionView) -> Void
    ) {
        let source = Source()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 330, height: 220),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        withExtendedLifetime(source) { body(collectionView) }
    }

    private func separatorShown(_ collectionView: UICollectionView, item: Int) -> Bool {
        let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0))
        return cell?.subviews.contains { $0 is _CellSeparatorView && !$0.isHidden } ?? false
    }

    @Test(arguments: [
        (UICollectionLayoutListConfiguration.Appearance.plain, [true, true, true]),
        (.grouped, [true, true, false]), (.insetGrouped, [true, true, false]),
        (.sidebar, [false, false, false]), (.sidebarPlain, [false, false, false]),
    ])
    func separatorsFollowTheAppearance(appearance: UICollectionLayoutListConfiguration.Appearance, shown: [Bool]) {
        list(appearance) { collectionView in
            #expect((0..<3).map { separatorShown(collectionView, item: $0) } == shown)
        }
    }

    @Test func cellsShowTheirListsDefaultBackgroundUntilTheyHaveTheirOwn() throws {
        list(.grouped) { collectionView in
            let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
            #expect(cell.backgroundConfiguration == .listGroupedCell())
            #expect(cell.backgroundColor == .secondarySystemGroupedBackground)
            collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            cell.layoutIfNeeded()
            #expect(cell.backgroundColor == .systemGray4, "selected rows turn systemGray4")

            var own = UIBackgroundConfiguration.clear()
            own.backgroundColor = .systemTeal
            cell.backgroundConfiguration = own
            cell.layoutIfNeeded()
            #expect(cell.backgroundConfiguration?.backgroundColor == .systemTeal)
        }
    }

    @Test func theFirstItemIsTheHeaderWhenTheListSaysSo() throws {
        list(.grouped, headerMode: .firstItemInSection) { collectionView in
            let header = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
            let row = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
            #expect(header.defaultContentConfiguration() == .groupedHeader())
            #expect(row.defaultContentConfiguration() == .cell())
            #expect((header.contentConfiguration as? UIListContentConfiguration)?.textProperties.transform == .uppercase)
            #expect(header.backgroundConfiguration == .listGroupedHeaderFooter())
            #expect(!separatorShown(collectionView, item: 0) && separatorShown(collectionView, item: 1))
        }
    }

    @Test func aSelectedSidebarRowIsTintedWithWhiteText() throws {
        list(.sidebar) { collectionView in
            let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
            var content = UIListContentConfiguration.sidebarCell()
            content.text = "Inbox"
            cell.contentConfiguration = content
            cell.layoutIfNeeded()
            #expect(cell.backgroundColor == .clear)
            collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            cell.layoutIfNeeded()
            #expect(cell.backgroundColor == cell.tintColor)
            let shown = (cell.contentView as? any UIContentView)?.configuration as? UIListContentConfiguration
            #expect(shown?.textProperties.color == .white)
            #expect(shown?.text == "Inbox")
        }
    }

    @Test func cellsKeptAcrossAnUpdateLearnTheirNewPlaceInTheList() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 330, height: 264),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped)))
        let registration = Source().registration
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        let formerLast = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect((0..<3).map { separatorShown(collectionView, item: $0) } == [true, true, false])

        snapshot.appendItems([3])
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === formerLast, "the cell was kept")
        #expect((0..<4).map { separatorShown(collectionView, item: $0) } == [true, true, true, false])
    }
}
