import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// Section snapshots shown by a collection view diffable data source in a list: visible items,
/// indentation, and expanding and collapsing through the outline disclosure.
@MainActor
@Suite("Outlines in a diffable collection view")
struct OutlineTests {
    /// A 30 × 12 window showing a plain list whose cells show their item with an outline
    /// disclosure when they have children.
    @MainActor
    final class Outline {
        let window = UIWindow()
        let host: HeadlessHost
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, String>
        var parents: Set<String> = []

        init() {
            collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            var parentsRead: () -> Set<String> = { [] }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = parentsRead().contains(item) ? [.outlineDisclosure(options: .init(style: .cell))] : []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            let controller = UIViewController()
            controller.view = collectionView
            window.rootViewController = controller
            window.makeKeyAndVisible()
            host = HeadlessHost(window: window, columns: 30, rows: 12)
            parentsRead = { [unowned self] in parents }
        }

        /// Fruit ▸ (Apple, Pear ▸ (Conference)), Veg ▸ (Leek).
        func applyTree() {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit", "Veg"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            outline.append(["Conference"], to: "Pear")
            outline.append(["Leek"], to: "Veg")
            parents = ["Fruit", "Pear", "Veg"]
            dataSource.apply(outline, to: "Food")
            // Applies animate (see CollectionUpdateAnimationTests); animating cells take no taps.
            host.settle()
        }

        var shownItems: [String] {
            collectionView.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
        }

        func cell(_ item: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? UICollectionViewListCell }
        }

        /// Taps the outline disclosure of `item`'s cell.
        func tapDisclosure(of item: String) {
            guard let cell = cell(item), let glyph = cell.subviews.first(where: { $0 is _CellGlyphControl }) else {
                Issue.record("no disclosure on \(item)")
                return
            }
            host.tap(glyph)
            host.settle()
        }
    }

    @Test func aSectionSnapshotShowsItsVisibleItemsIndentedByLevel() {
        let outline = Outline()
        outline.applyTree()
        #expect(outline.shownItems == ["Fruit", "Veg"], "parents start collapsed")
        #expect(outline.dataSource.snapshot().itemIdentifiers(inSection: "Food") == ["Fruit", "Veg"])
        #expect(outline.dataSource.snapshot(for: "Food").items == ["Fruit", "Apple", "Pear", "Conference", "Veg", "Leek"])

        var expanded = outline.dataSource.snapshot(for: "Food")
        expanded.expand(["Fruit", "Pear"])
        outline.dataSource.apply(expanded, to: "Food")
        outline.host.settle()
        #expect(outline.shownItems == ["Fruit", "Apple", "Pear", "Conference", "Veg"])
        #expect(outline.cell("Conference")?.indentationLevel == 2 && outline.cell("Apple")?.indentationLevel == 1)
        #expect(outline.cell("Fruit")?.configurationState.isExpanded == true)
        #expect(outline.cell("Veg")?.configurationState.isExpanded == false)
        // A plain list: separators under the rows, from where the text starts.
        expectScreen(outline.host.text, """
             ▾  Fruit
                ──────────────────────────
              Apple
              ────────────────────────────
              ▾  Pear
                 ─────────────────────────
               Conference
               ───────────────────────────
             ▸  Veg
                ──────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func theDisclosureExpandsAndCollapsesThroughTheHandlers() {
        let outline = Outline()
        var log: [String] = []
        outline.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        outline.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
        outline.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Veg" }
        outline.applyTree()

        outline.tapDisclosure(of: "Fruit")
        #expect(outline.shownItems == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(outline.dataSource.snapshot(for: "Food").isExpanded("Fruit"))
        outline.tapDisclosure(of: "Veg")
        outline.tapDisclosure(of: "Veg")
        #expect(outline.dataSource.snapshot(for: "Food").isExpanded("Veg"), "shouldCollapseItem said no")
        outline.tapDisclosure(of: "Fruit")
        #expect(outline.shownItems == ["Fruit", "Veg", "Leek"])
        #expect(log == ["willExpand Fruit", "willExpand Veg", "willCollapse Fruit"])
    }

    @Test func childrenCanBeSuppliedWhenAParentExpands() {
        let outline = Outline()
        outline.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(current.items.isEmpty ? ["\(parent) 1", "\(parent) 2"] : current.items)
            return children
        }
        var root = NSDiffableDataSourceSectionSnapshot<String>()
        root.append(["Lazy"])
        outline.parents = ["Lazy"]
        outline.dataSource.apply(root, to: "Food")
        outline.host.settle()
        outline.tapDisclosure(of: "Lazy")
        #expect(outline.shownItems == ["Lazy", "Lazy 1", "Lazy 2"])
    }

    @Test func aWholeSnapshotThatRearrangesASectionFlattensItsOutline() {
        let outline = Outline()
        outline.applyTree()
        var snapshot = outline.dataSource.snapshot()
        snapshot.appendItems(["Bread"], toSection: "Food")
        outline.dataSource.apply(snapshot)
        #expect(outline.dataSource.snapshot(for: "Food").items == ["Fruit", "Veg", "Bread"])
        #expect(outline.dataSource.snapshot(for: "Food").rootItems == ["Fruit", "Veg", "Bread"])
        #expect(outline.dataSource.snapshot(for: "Nothing").items.isEmpty)

        // Reloading a snapshot forgets the outlines it rearranges too.
        outline.applyTree()
        var flat = NSDiffableDataSourceSnapshot<String, String>()
        flat.appendSections(["Food"])
        flat.appendItems(["Veg", "Fruit"])
        outline.dataSource.applySnapshotUsingReloadData(flat)
        #expect(outline.dataSource.snapshot(for: "Food").rootItems == ["Veg", "Fruit"])
    }
}
