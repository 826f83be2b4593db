import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// `UICellAccessory` on `UICollectionViewListCell`: where each kind goes, when it shows, what it
/// draws and what tapping it does.
@MainActor
@Suite("List cell accessories")
struct ListCellAccessoryTests {
    /// A 30 × 8 window with a plain list of `items`, each cell given `accessories(item)`.
    @MainActor
    final class List {
        let window = UIWindow()
        let host: HeadlessHost
        let controller: UICollectionViewController
        var collectionView: UICollectionView { controller.collectionView }

        init(items: [String], accessories: @escaping @MainActor (String) -> [UICellAccessory]) {
            controller = UICollectionViewController(
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = accessories(item)
            }
            let source = Source(items: items, registration: registration)
            controller.collectionView.dataSource = source
            self.source = source
            window.rootViewController = controller
            window.makeKeyAndVisible()
            host = HeadlessHost(window: window, columns: 30, rows: 8)
            collectionView.layoutIfNeeded()
        }

        private let source: Source

        final class Source: NSObject, UICollectionViewDataSource {
            let items: [String]
            let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
            init(items: [String], registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>) {
                self.items = items
                self.registration = registration
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
            }
        }

        func cell(_ item: Int) -> UICollectionViewListCell { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell }

        func glyphs(of item: Int) -> [String] {
            cell(item).subviews.compactMap { ($0 as? _CellGlyphControl)?.segments.first?.text }
        }
    }

    @Test func trailingAccessoriesNarrowTheContentAndEditingOnesWaitForEditing() {
        let list = List(items: ["Mail"]) { _ in
            [.disclosureIndicator(), .label(text: "12"), .delete(), .reorder()]
        }
        let cell = list.cell(0)
        // 330 points: a 16-point margin, "›" (11), one column, "12" (22), then the content.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 270, height: 44))
        #expect(list.glyphs(of: 0) == ["›"])
        expectScreen(list.host.text, """
             Mail                    12 ›
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)

        list.controller.setEditing(true, animated: false)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.isEditing && cell.configurationState.isEditing)
        #expect(list.glyphs(of: 0).sorted() == ["⊖", "›"].sorted())
        #expect(cell.subviews.contains { $0 is _ReorderGripControl })
        let contentStart: CGFloat = 16 + 11
        #expect(cell.contentView.frame.minX == contentStart)
        // System accessories take their places whatever the array's order: the grip at the edge.
        expectScreen(list.host.text, """
             ⊖  Mail               12 › ≡
                ──────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func displayedStatesFollowEditing() {
        let list = List(items: ["A"]) { _ in
            [.checkmark(displayed: .whenNotEditing), .multiselect(displayed: .whenEditing)]
        }
        #expect(list.glyphs(of: 0) == ["✓"])
        list.collectionView.isEditing = true
        list.collectionView.layoutIfNeeded()
        #expect(list.glyphs(of: 0) == ["○"])
        list.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        list.collectionView.layoutIfNeeded()
        #expect(list.glyphs(of: 0) == ["●"])
    }

    @Test func tappingDeleteRunsItsHandlerAndLeavesTheSelectionAlone() {
        var deleted: [String] = []
        let list = List(items: ["A", "B"]) { item in [.delete(displayed: .always) { deleted.append(item) }] }
        let glyph = list.cell(1).subviews.first { $0 is _CellGlyphControl }!
        list.host.tap(glyph)
        #expect(deleted == ["B"])
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func customViewsGoWhereTheirPlacementSays() {
        let badge = UILabel()
        badge.text = "NEW"
        let list = List(items: ["A"]) { _ in
            [
                .disclosureIndicator(),
                .customView(configuration: .init(customView: badge, placement: .trailing(at: { _ in 0 }), reservedLayoutWidth: .custom(44))),
            ]
        }
        let cell = list.cell(0)
        // Position 0 at the trailing edge is next to the content: the badge, then "›" at the edge.
        let edge: CGFloat = 330 - 16
        let width: CGFloat = 44
        #expect(badge.superview === cell)
        let chevron = cell.subviews.first { $0 is _CellGlyphControl }!
        #expect(chevron.frame.maxX == edge)
        #expect(badge.frame.maxX == chevron.frame.minX - 11 && badge.frame.width == width)
        #expect(cell.contentView.frame.maxX == badge.frame.minX)
    }

    @Test func twoSystemAccessoriesOfOneKindStopWithAnException() {
        let list = List(items: ["A"]) { _ in [] }
        let raised = collectingExceptions { list.cell(0).accessories = [.checkmark(), .label(text: "x"), .checkmark()] }
        #expect(raised.map(\.name) == ["NSInvalidArgumentException"])
    }

    @Test func indentationMovesTheContentAndLeadingAccessories() {
        let list = List(items: ["A"]) { _ in [.insert(displayed: .always)] }
        let cell = list.cell(0)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        let indented: CGFloat = 20 + 16 + 11
        let margin: CGFloat = 16
        #expect(cell.contentView.frame.minX == indented)
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(cell.subviews.first { $0 is _CellGlyphControl }?.frame.minX == margin)
        #expect(cell.contentView.frame.minX == indented, "the content keeps its indentation")
    }

    @Test func aDeleteControlWithoutAHandlerRevealsTheTrailingSwipeActions() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        dataSource.apply(snapshot)
        let window = UIWindow()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 8)
        collectionView.isEditing = true
        _ = host.render()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let control = try #require(cell.subviews.first { ($0 as? _CellGlyphControl)?.segments.first?.text == "⊖" })
        host.tap(control)
        #expect(collectionView.swipe?.indexPath == IndexPath(item: 1, section: 0))
        #expect(collectionView.swipe?.leading == false)
    }
}
