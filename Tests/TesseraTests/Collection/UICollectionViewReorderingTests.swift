@testable import Tessera
import Foundation
import Testing

/// A collection view controller of the kind a book writes: twelve items of a flow layout, four
/// across, reordered through an overridden `collectionView(_:moveItemAt:to:)`.
@MainActor
class ReorderingGridController: UICollectionViewController {
    var items = (0..<12).map { "Item \($0)" }
    /// The data source and delegate calls about moving, in order.
    var log: [String] = []
    /// Items that may not move.
    var fixedItems: Set<Int> = []

    init() {
        super.init(collectionViewLayout: makeFlowLayout(item: CGSize(width: 220, height: 44)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        let label = cell.contentView.subviews.first as? UILabel ?? {
            let label = UILabel(frame: CGRect(x: 11, y: 0, width: 198, height: 22))
            cell.contentView.addSubview(label)
            return label
        }()
        label.text = items[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMove(\(indexPath.item))")
        return !fixedItems.contains(indexPath.item)
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveItem(\(sourceIndexPath.item)->\(destinationIndexPath.item))")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    /// The labels of the cells on screen, in item order.
    var shown: [String] {
        collectionView.layoutIfNeeded()
        return collectionView.visibleCells.map { ($0.contentView.subviews.first as? UILabel)?.text ?? "?" }
    }
}

/// The same grid without `collectionView(_:moveItemAt:to:)`: it cannot reorder.
@MainActor
final class FixedGridController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: makeFlowLayout(item: CGSize(width: 220, height: 44)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// Reordering a collection view's items: the controller's standard long-press gesture, the
/// interactive movement it drives, and the keyboard's ⌥-arrows.
@MainActor
@Suite("UICollectionView reordering")
struct UICollectionViewReorderingTests {
    /// `controller` as a window's root on an 80 × 24 screen (880 × 528 points).
    private func show(_ controller: UIViewController) -> HeadlessHost {
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 80, rows: 24)
        _ = host.render()
        return host
    }

    /// The centre of item `item` of the four-across grid, in window points (no scrolling).
    private func center(of item: Int) -> CGPoint {
        CGPoint(x: CGFloat(item % 4) * 220 + 110, y: CGFloat(item / 4) * 44 + 22)
    }

    private func longPresses(_ view: UIView) -> [UILongPressGestureRecognizer] {
        (view.gestureRecognizers ?? []).compactMap { $0 as? UILongPressGestureRecognizer }
    }

    // MARK: The standard gesture

    @Test func theControllerInstallsOneLongPressOnItsCollectionViewByDefault() {
        let controller = ReorderingGridController()
        #expect(controller.installsStandardGestureForInteractiveMovement, "true by default, as in UIKit")
        let collectionView: UICollectionView = controller.collectionView
        #expect(longPresses(collectionView).count == 1)

        controller.installsStandardGestureForInteractiveMovement = false
        #expect(longPresses(collectionView).isEmpty, "turning it off removes the gesture")
        controller.installsStandardGestureForInteractiveMovement = true
        controller.installsStandardGestureForInteractiveMovement = true
        #expect(longPresses(collectionView).count == 1, "and turning it on installs exactly one again")

        let replacement = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView = replacement
        #expect(longPresses(collectionView).isEmpty && longPresses(replacement).count == 1, "the gesture follows the collection view")
    }

    @Test func aControllerToldNotToBeforeItsViewLoadsInstallsNone() {
        let controller = ReorderingGridController()
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(longPresses(controller.collectionView).isEmpty)
    }

    @Test func aLongPressAndADragReorderThroughTheDataSource() {
        let controller = ReorderingGridController()
        let host = show(controller)
        let moving = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))

        host.touchDown(at: center(of: 0))
        host.advanceTime(by: 0.6)  // the press is long enough: interactive movement begins
        #expect(controller.log == ["canMove(0)"])
        for target in [center(of: 1), center(of: 5), center(of: 6)] { host.touchMove(to: target) }
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) === moving, "the others make room at once")
        #expect(moving?.center == center(of: 6), "the cell follows the finger")
        #expect(controller.log == ["canMove(0)"], "the data source hears of the move when it is dropped")
        host.touchUp()

        #expect(controller.log == ["canMove(0)", "moveItem(0->6)"])
        let expected = ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6", "Item 0", "Item 7", "Item 8", "Item 9", "Item 10", "Item 11"]
        #expect(controller.items == expected)
        #expect(controller.shown == expected)
        #expect(moving?.frame == CGRect(x: 440, y: 44, width: 220, height: 44), "dropped into the layout's place")
        #expect(controller.collectionView.indexPathsForSelectedItems == nil, "a long press does not select")
        #expect(controller.collectionView.contentOffset.y == 0, "nor does its drag scroll")
    }

    @Test func aShortPressStillSelectsAndAQuickDragStillScrolls() {
        let controller = ReorderingGridController()
        controller.items = (0..<100).map { "Item \($0)" }
        let host = show(controller)
        host.tap(at: center(of: 2))
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 200))
        #expect(controller.collectionView.contentOffset.y > 0)
        #expect(controller.log.isEmpty, "no movement began")
    }

    @Test func withoutTheStandardGestureALongPressDoesNotMoveItems() {
        let controller = ReorderingGridController()
        controller.installsStandardGestureForInteractiveMovement = false
        let host = show(controller)
        host.touchDown(at: center(of: 0))
        host.advanceTime(by: 1)
        host.touchMove(to: center(of: 6))
        host.touchUp()
        #expect(controller.log.isEmpty)
        #expect(controller.items.first == "Item 0")
    }

    @Test func anItemTheDataSourceKeepsInPlaceIsNotPickedUp() {
        let controller = ReorderingGridController()
        controller.fixedItems = [0]
        let host = show(controller)
        host.touchDown(at: center(of: 0))
        host.advanceTime(by: 1)
        host.touchMove(to: center(of: 6))
        host.touchUp()
        #expect(controller.log == ["canMove(0)"])
        #expect(controller.items.first == "Item 0")
    }

    @Test func aDataSourceThatDoesNotMoveItemsGetsItsItemBack() {
        let controller = FixedGridController()
        let host = show(controller)
        let first = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        host.touchDown(at: center(of: 0))
        host.advanceTime(by: 1)
        host.touchMove(to: center(of: 6))
        host.touchUp()
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(controller.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) == false,
            "and cannot begin again")
    }

    // MARK: Keys

    @Test func optionArrowsMoveTheFocusedItemThroughTheDataSource() {
        let controller = ReorderingGridController()
        let host = show(controller)
        let collectionView: UICollectionView = controller.collectionView
        host.press(.rightArrow)  // focuses item 0
        host.press(.rightArrow)  // item 1
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.isFocused == true)

        host.press(HeadlessHost.Key.rightArrow.with(.alternate))
        #expect(controller.log == ["canMove(1)", "moveItem(1->2)"])
        #expect(collectionView.focusedItem == IndexPath(item: 2, section: 0), "the focus stays on the moved item")
        #expect(cell?.isFocused == true && collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)

        controller.log.removeAll()
        host.press(HeadlessHost.Key.downArrow.with(.alternate))
        #expect(controller.log == ["canMove(2)", "moveItem(2->6)"], "down: to the place of the item below")
        host.press(HeadlessHost.Key.rightArrow.with(.alternate))
        host.press(HeadlessHost.Key.rightArrow.with(.alternate))
        #expect(controller.log.suffix(2) == ["canMove(7)", "moveItem(7->8)"], "past a line's end: on to the next line")
        #expect(collectionView.focusedItem == IndexPath(item: 8, section: 0))
        host.press(HeadlessHost.Key.upArrow.with(.alternate))
        host.press(HeadlessHost.Key.leftArrow.with(.alternate))
        #expect(controller.log.suffix(4) == ["canMove(8)", "moveItem(8->4)", "canMove(4)", "moveItem(4->3)"])
        #expect(controller.items == ["Item 0", "Item 2", "Item 3", "Item 1", "Item 4", "Item 5", "Item 6", "Item 7", "Item 8", "Item 9", "Item 10", "Item 11"])
        #expect(controller.shown == controller.items)
    }

    @Test func optionArrowsStopAtTheEdgesAndAtItemsThatMayNotMove() {
        let controller = ReorderingGridController()
        controller.fixedItems = [3]
        let host = show(controller)
        host.press(.rightArrow)  // item 0
        host.press(HeadlessHost.Key.leftArrow.with(.alternate))
        host.press(HeadlessHost.Key.upArrow.with(.alternate))
        #expect(controller.log.isEmpty, "nothing before the first item, nothing above it")
        for _ in 0..<3 { host.press(.rightArrow) }  // item 3, which may not move
        host.press(HeadlessHost.Key.downArrow.with(.alternate))
        #expect(controller.log == ["canMove(3)"])
        #expect(controller.items == (0..<12).map { "Item \($0)" })
        #expect(controller.collectionView.focusedItem == IndexPath(item: 3, section: 0))
    }

    @Test func optionArrowsAskTheDelegateWhereTheItemMayGo() {
        /// Items stay among the first four.
        final class FirstLineOnly: ReorderingGridController {
            override func collectionView(
                _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath {
                log.append("target(\(currentIndexPath.item)->\(proposedIndexPath.item))")
                return IndexPath(item: min(proposedIndexPath.item, 3), section: 0)
            }
        }
        let controller = FirstLineOnly()
        let host = show(controller)
        host.press(.rightArrow)
        host.press(HeadlessHost.Key.downArrow.with(.alternate))
        #expect(controller.log == ["canMove(0)", "target(0->4)", "moveItem(0->3)"])
    }

    @Test func optionArrowsCrossSections() {
        let source = RecordingCollectionSource(sections: [["A", "B"], ["C", "D"]])
        let collectionView = makeCollectionView(makeFlowLayout(item: CGSize(width: 220, height: 44)), source: source)
        let window = UIWindow()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 80, rows: 24)
        _ = host.render()
        host.press(.rightArrow)
        host.press(.rightArrow)  // B, the last of section 0
        source.reset()
        host.press(HeadlessHost.Key.rightArrow.with(.alternate))
        #expect(source.log.filter { $0.hasPrefix("moveItem") } == ["moveItem(0.1->1.0)"])
        #expect(source.sections == [["A"], ["B", "C", "D"]])
        #expect(collectionView.focusedItem == IndexPath(item: 0, section: 1))
    }

    @Test func onlyTheFocusedCellIsFocused() {
        let controller = ReorderingGridController()
        let host = show(controller)
        #expect(controller.collectionView.visibleCells.allSatisfy { !$0.isFocused })
        host.press(.downArrow)
        #expect(controller.collectionView.visibleCells.filter(\.isFocused).count == 1)
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isFocused == true)
    }
}
