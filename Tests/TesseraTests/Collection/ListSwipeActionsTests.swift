import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// Swipe actions on the items of collection view lists (issue 17): revealed by a sideways drag
/// or ← →, drawn over the row, performed by Return or a click, closed by their completion, Esc,
/// a touch, another key, an update or a reload — as the table's are.
@MainActor
@Suite("List swipe actions")
struct ListSwipeActionsTests {
    /// A 30 × 8 window with a plain list of fruit whose list configuration `configure` adjusts.
    /// Every action logs itself; Delete removes its item, Flag keeps its completion for the test.
    @MainActor
    final class List {
        let window = UIWindow()
        let host: HeadlessHost
        let collectionView: UICollectionView
        let source: Source
        var log: [String] = []
        var pendingCompletion: ((Bool) -> Void)?

        init(
            items: [String] = ["Apple", "Banana", "Cherry"],
            configure: (List, inout UICollectionLayoutListConfiguration) -> Void = { _, _ in },
            layout: ((UICollectionLayoutListConfiguration) -> UICollectionViewLayout)? = nil
        ) {
            source = Source(items: items)
            let placeholder = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: placeholder)
            let controller = UIViewController()
            controller.view = collectionView
            window.rootViewController = controller
            window.makeKeyAndVisible()
            host = HeadlessHost(window: window, columns: 30, rows: 8)
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configure(self, &configuration)
            collectionView.collectionViewLayout = layout?(configuration) ?? UICollectionViewCompositionalLayout.list(using: configuration)
            collectionView.dataSource = source
            window.layoutIfNeeded()
        }

        final class Source: NSObject, UICollectionViewDataSource {
            var items: [String]
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            init(items: [String]) { self.items = items }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
            }
        }

        /// Delete (removing the item) and Flag (keeping its completion), for `indexPath`.
        func actions(for indexPath: IndexPath) -> UISwipeActionsConfiguration {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
                log.append("delete(\(indexPath.item))")
                source.items.remove(at: indexPath.item)
                collectionView.deleteItems(at: [indexPath])
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, view, completion in
                log.append("flag(\(indexPath.item)) from \(view is _SwipeActionsView ? "actions" : "elsewhere")")
                pendingCompletion = completion
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }

        /// A list whose items have Delete and Flag at their trailing edge.
        static func trailing() -> List {
            List { list, configuration in
                configuration.trailingSwipeActionsConfigurationProvider = { [unowned list] in list.actions(for: $0) }
            }
        }

        var open: _SwipeState? { collectionView.swipe }

        /// The middle of item `item`'s row, in window coordinates.
        func point(inItem item: Int, x: CGFloat) -> CGPoint {
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            return collectionView.convert(CGPoint(x: x, y: frame.midY), to: nil)
        }
    }

    private static let first = IndexPath(item: 0, section: 0)
    private static let second = IndexPath(item: 1, section: 0)

    // MARK: Revealing

    @Test func aDragTowardsTheLeadingEdgeRevealsTheTrailingActions() {
        let list = List.trailing()
        list.host.drag(from: list.point(inItem: 1, x: 280), to: list.point(inItem: 1, x: 120))
        #expect(list.open?.indexPath == Self.second)
        #expect(list.open?.leading == false)
        #expect(list.collectionView.contentOffset == .zero, "a sideways drag does not scroll")
        #expect(list.collectionView.indexPathsForSelectedItems == nil, "nor select")
        expectScreen(list.host.text, """
             Apple
             ─────────────────────────────
             Banana          Flag  Delete
             ───────────────
             Cherry
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func leftArrowRevealsTheFocusedItemsTrailingActionsDrawnOverItsRow() throws {
        let list = List.trailing()
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        #expect(list.open?.indexPath == Self.first)
        #expect(list.open?.leading == false)
        #expect(list.collectionView.focusedItem == Self.first, "the arrow revealed instead of moving the focus")
        let canvas = list.host.render()
        let view = try #require(list.collectionView.swipeActionsView)
        let row = list.collectionView.layoutAttributesForItem(at: Self.first)!.frame
        #expect(view.frame.maxX == row.maxX && view.frame.minY == row.minY && view.frame.height == row.height)
        #expect(view.frame.width == 14 * CellGrid.current.cellWidth, "\" Delete \" and \" Flag \"")
        // The first action at the edge, as in UIKit: Delete in red, Flag in grey, over both
        // terminal rows; the chosen title is underlined.
        #expect([canvas[16, 0].background, canvas[16, 1].background] == [cellColor(.systemGray), cellColor(.systemGray)])
        #expect([canvas[24, 0].background, canvas[24, 1].background] == [cellColor(.systemRed), cellColor(.systemRed)])
        #expect(canvas[23, 0].attributes == [.bold, .underline])
        #expect(canvas[17, 0].attributes == [.bold])
        expectScreen(canvas.text, """
            ▌Apple           Flag  Delete
            ▌───────────────
             Banana
             ─────────────────────────────
             Cherry
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func rightArrowAndADragTowardsTheTrailingEdgeRevealTheLeadingActions() {
        let list = List { list, configuration in
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned list] indexPath in
                list.log.append("asked(\(indexPath.item))")
                return UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Pin") { [unowned list] _, _, completion in
                        list.log.append("pin(\(indexPath.item))")
                        completion(true)
                    },
                ])
            }
        }
        list.host.press(.downArrow)
        list.host.press(.rightArrow)
        #expect(list.open?.indexPath == Self.first)
        #expect(list.open?.leading == true)
        list.window.layoutIfNeeded()
        #expect(list.collectionView.swipeActionsView?.frame.minX == 0)
        #expect(list.host.text.split(separator: "\n")[0].hasPrefix(" Pin "))
        list.host.press(.enter)
        #expect(list.log == ["asked(0)", "pin(0)"])
        #expect(list.open == nil)

        list.host.drag(from: list.point(inItem: 2, x: 60), to: list.point(inItem: 2, x: 200))
        #expect(list.open?.indexPath == IndexPath(item: 2, section: 0))
        #expect(list.open?.leading == true)
        #expect(list.log == ["asked(0)", "pin(0)", "asked(2)"], "the provider is asked when a swipe reveals, not before")
        // The trailing edge has no provider: ← on the row does nothing but move the focus.
        list.host.press(.escape)
        list.host.press(.leftArrow)
        #expect(list.open == nil)
    }

    @Test func aVerticalDragStillScrollsAListThatSwipes() {
        let list = List(items: (0..<20).map { "Item \($0)" }) { list, configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned list] in list.actions(for: $0) }
        }
        list.host.drag(from: list.point(inItem: 3, x: 150), to: list.point(inItem: 0, x: 140))
        #expect(list.collectionView.contentOffset.y > 0)
        #expect(list.open == nil)
    }

    // MARK: Performing

    @Test func returnPerformsTheChosenActionAndItsCompletionClosesThem() throws {
        let list = List.trailing()
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        list.host.press(.leftArrow)
        #expect(list.open?.chosen == 1, "← walks from the edge into the row: Flag, left of Delete")
        list.host.press(.enter)
        #expect(list.log == ["flag(0) from actions"])
        #expect(list.open != nil, "open until the handler completes")
        let completion = try #require(list.pendingCompletion)
        completion(true)
        #expect(list.open == nil)
        list.window.layoutIfNeeded()
        #expect(list.collectionView.swipeActionsView == nil)
        list.host.settle()  // the actions slide back out
        #expect(!list.host.text.contains("Flag"))
        #expect(list.source.items == ["Apple", "Banana", "Cherry"])
    }

    @Test func returnOnTheFirstActionDeletesTheItem() {
        let list = List.trailing()
        list.host.press(.downArrow)
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        list.host.press(.enter)
        #expect(list.log == ["delete(1)"])
        #expect(list.open == nil)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 2)
        // The delete animates (see CollectionUpdateAnimationTests): the screen shows its end.
        list.host.settle()
        expectScreen(list.host.text, """
             Apple
             ─────────────────────────────
             Cherry
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
        #expect(list.collectionView.focusedItem == nil, "the focused item went with its row")
    }

    @Test func aClickOnAnActionPerformsIt() throws {
        let list = List.trailing()
        list.host.drag(from: list.point(inItem: 0, x: 280), to: list.point(inItem: 0, x: 120))
        list.window.layoutIfNeeded()
        let view = try #require(list.collectionView.swipeActionsView)
        // " Flag " takes the first six columns, " Delete " the eight at the edge.
        list.host.tap(at: view.convert(CGPoint(x: 2 * CellGrid.current.cellWidth + 5, y: 5), to: nil))
        #expect(list.log == ["flag(0) from actions"])
        list.pendingCompletion?(false)
        #expect(list.open == nil)
    }

    /// `performsFirstActionWithFullSwipe` changes nothing in a terminal, where no swipe is full:
    /// Return performs the chosen action, as in the table.
    @Test(arguments: [true, false])
    func returnPerformsTheFirstActionWhateverPerformsFirstActionWithFullSwipeSays(fullSwipe: Bool) {
        let list = List { list, configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned list] in
                let configuration = list.actions(for: $0)
                configuration.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
            }
        }
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        list.host.press(.enter)
        #expect(list.log == ["delete(0)"])
    }

    // MARK: Nothing to reveal

    @Test func withoutAProviderNothingIsRevealedAndTheArrowsMoveTheFocus() {
        let list = List()
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        list.host.press(.rightArrow)
        #expect(list.open == nil)
        list.host.drag(from: list.point(inItem: 1, x: 280), to: list.point(inItem: 1, x: 120))
        #expect(list.open == nil)
        #expect(list.collectionView.swipeActionsView == nil)
    }

    @Test func aProviderReturningNilOrNoActionsRevealsNothing() {
        let list = List { _, configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                indexPath.item == 0 ? nil : UISwipeActionsConfiguration(actions: [])
            }
        }
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        #expect(list.open == nil)
        list.host.drag(from: list.point(inItem: 1, x: 280), to: list.point(inItem: 1, x: 120))
        #expect(list.open == nil)
    }

    /// The configuration is per section: a section without providers does not swipe, and a
    /// sideways drag there is left to the scroll view.
    @Test func onlyListSectionsWithAProviderSwipe() {
        let list = List(
            configure: { list, configuration in
                configuration.trailingSwipeActionsConfigurationProvider = { [unowned list] in list.actions(for: $0) }
            },
            layout: { swiping in
                UICollectionViewCompositionalLayout { section, environment in
                    NSCollectionLayoutSection.list(
                        using: section == 0 ? swiping : UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                }
            })
        final class TwoSections: NSObject, UICollectionViewDataSource {
            let base: List.Source
            init(base: List.Source) { self.base = base }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: base.registration, for: indexPath, item: "Item \(indexPath.section)")
            }
        }
        let source = TwoSections(base: list.source)
        list.collectionView.dataSource = source
        list.window.layoutIfNeeded()
        withExtendedLifetime(source) {
            let plain = IndexPath(item: 0, section: 1)
            let frame = list.collectionView.layoutAttributesForItem(at: plain)!.frame
            list.host.drag(
                from: list.collectionView.convert(CGPoint(x: 280, y: frame.midY), to: nil),
                to: list.collectionView.convert(CGPoint(x: 120, y: frame.midY), to: nil))
            #expect(list.open == nil)
            #expect(list.collectionView.openSwipeActions(at: plain, leading: false) == false)
            #expect(list.collectionView.openSwipeActions(at: Self.first, leading: false))
        }
    }

    @Test func aFlowLayoutKeepsItsArrowsForTheFocus() {
        let list = List(layout: { _ in makeFlowLayout(item: CGSize(width: 110, height: 44), line: 0, interitem: 0) })
        list.host.press(.rightArrow)
        list.host.press(.rightArrow)
        #expect(list.collectionView.focusedItem == Self.second)
        #expect(list.open == nil)
    }

    // MARK: Closing

    @Test func escapeClosesThemAndSoDoesWalkingBackPastTheFirst() {
        let list = List.trailing()
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        list.host.press(.escape)
        #expect(list.open == nil)
        list.window.layoutIfNeeded()
        #expect(list.collectionView.swipeActionsView == nil)

        list.host.press(.leftArrow)
        list.host.press(.leftArrow)
        list.host.press(.leftArrow)
        #expect(list.open?.chosen == 1, "the walk stops at the last action")
        list.host.press(.rightArrow)
        list.host.press(.rightArrow)
        #expect(list.open == nil)
        #expect(list.log.isEmpty)
        #expect(list.collectionView.focusedItem == Self.first)
    }

    @Test func aTouchOrAScrollingKeyClosesThem() {
        let list = List.trailing()
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        list.host.drag(from: list.point(inItem: 2, x: 100), to: list.point(inItem: 0, x: 100))
        #expect(list.open == nil, "the touch closes them, and scrolls nothing")
        #expect(list.collectionView.contentOffset == .zero)

        list.host.press(.leftArrow)
        list.host.press(.downArrow)
        #expect(list.open == nil, "another key closes them, then does its usual work")
        #expect(list.collectionView.focusedItem == Self.second)

        list.host.press(.leftArrow)
        list.host.press(.pageDown)
        #expect(list.open == nil)
        #expect(list.log.isEmpty)
    }

    @Test func aReloadAnUpdateOrEditModeClosesThem() {
        let list = List.trailing()
        list.host.press(.downArrow)
        list.host.press(.leftArrow)
        list.collectionView.reloadData()
        #expect(list.open == nil)

        list.window.layoutIfNeeded()
        list.host.press(.leftArrow)
        #expect(list.open != nil)
        list.source.items.append("Date")
        list.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(list.open == nil)

        list.host.press(.leftArrow)
        #expect(list.open != nil)
        list.collectionView.isEditing = true
        #expect(list.open == nil)
        list.host.press(.leftArrow)
        #expect(list.open == nil, "no swipes in edit mode, as in the table")
        #expect(list.collectionView.openSwipeActions(at: Self.first, leading: false) == false)
    }
}
