import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

/// A table controller whose rows have context menus, logging UIKit's calls.
@MainActor
private final class FruitMenuController: UITableViewController {
    let fruits = ["Apple", "Lime", "Orange", "Pear"]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration \(indexPath.row)")
        guard indexPath.row != 3 else { return nil }
        let fruit = fruits[indexPath.row]
        return UIContextMenuConfiguration(identifier: fruit as NSString, previewProvider: nil) { suggested in
            self.log.append("actionProvider \(suggested.count)")
            return UIMenu(title: fruit, children: [
                UIAction(title: "Copy") { _ in self.log.append("Copy \(fruit)") },
                UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("Delete \(fruit)") },
            ])
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay \(configuration.identifier as! NSString)")
        animator?.addCompletion { self.log.append("displayed") }
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd \(configuration.identifier as! NSString)")
        animator?.addCompletion { self.log.append("ended") }
    }
}

/// A collection delegate that implements only iOS 13's single-item method.
@MainActor
private final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    var implementsItemsMethod = false

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("item \(indexPath.item)")
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in self.log.append("Open \(indexPath.item)") }]) })
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay")
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
    }
}

/// Its iOS 16 counterpart, which gets the selected items too.
@MainActor
private final class MultiGridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var asked: [[Int]] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(indexPaths.map(\.item))
        return nil
    }
}

@MainActor
@Suite("Context menus")
struct ContextMenuTests {
    @Test func aLongPressOnARowAsksTheDelegateAndShowsTheMenuUnderTheRow() {
        let controller = FruitMenuController(style: .plain)
        let (window, host) = makeWindow(root: controller, columns: 30, rows: 14)
        defer { withExtendedLifetime(window) {} }
        host.settle()
        // A row is its text and its separator: Lime is on row 2.
        host.longPress(at: cellCenter(column: 3, row: 2))
        #expect(controller.log == ["configuration 1", "actionProvider 0", "willDisplay Lime"], "no selection: the menu took the press")
        host.settle()
        #expect(controller.log.last == "displayed")
        // Under the row, from the column pressed.
        expectScreen(host.text, """
             Apple
             ─────────────────────────────
             Lime
             ─────────────────────────────
             Or╭────────╮
             ──│ Lime   │─────────────────
             Pe├────────┤
             ──│ Copy   │─────────────────
               │ Delete │
               ╰────────╯
            """, ignoringTrailingBlanks: true)
        controller.log = []
        host.press(.downArrow)
        host.press(.enter)
        #expect(controller.log == ["willEnd Lime"])
        host.settle()
        #expect(controller.log == ["willEnd Lime", "Delete Lime", "ended"])
    }

    @Test func aRowWithoutAMenuIsSelectedAsUsual() {
        let controller = FruitMenuController(style: .plain)
        let (window, host) = makeWindow(root: controller, columns: 30, rows: 14)
        defer { withExtendedLifetime(window) {} }
        host.settle()
        host.longPress(at: cellCenter(column: 3, row: 6))
        #expect(controller.log == ["configuration 3", "didSelect 3"])
        #expect(controller.presentedViewController == nil)
    }

    @Test func aRightClickOnARowShowsItsMenuAndAClickOutsideDismissesIt() {
        let controller = FruitMenuController(style: .plain)
        let (window, host) = makeWindow(root: controller, columns: 30, rows: 14)
        defer { withExtendedLifetime(window) {} }
        host.settle()
        host.secondaryClick(at: cellCenter(column: 3, row: 0))
        host.settle()
        #expect(controller.log == ["configuration 0", "actionProvider 0", "willDisplay Apple", "displayed"])
        host.tap(at: cellCenter(column: 25, row: 12))
        host.settle()
        #expect(controller.log.suffix(2) == ["willEnd Apple", "ended"])
        #expect(controller.presentedViewController == nil)
        #expect(!controller.log.contains("didSelect 0"))
    }

    /// The centre of item `item` in window coordinates.
    private func center(of item: Int, in grid: UICollectionView) -> CGPoint {
        grid.convert(grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.center, to: nil)
    }

    private func makeGrid(delegate: some UICollectionViewDataSource & UICollectionViewDelegate) -> (UICollectionView, UIWindow, HeadlessHost) {
        let root = UIViewController()
        let (window, host) = makeWindow(root: root, columns: 30, rows: 10)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 88, height: 44)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let grid = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = delegate
        grid.delegate = delegate
        root.view.addSubview(grid)
        host.settle()
        return (grid, window, host)
    }

    @Test func aCollectionAsksTheSingleItemMethodWhenTheItemsMethodIsMissing() {
        let source = GridSource()
        let (grid, window, host) = makeGrid(delegate: source)
        defer { withExtendedLifetime((window, source)) {} }
        host.longPress(at: center(of: 4, in: grid))
        host.settle()
        #expect(source.log == ["item 4", "willDisplay"])
        host.press(.enter)
        host.settle()
        #expect(source.log == ["item 4", "willDisplay", "willEnd", "Open 4"])
    }

    @Test func theItemsMethodGetsEverySelectedItemOrNoneOnEmptySpace() {
        let source = MultiGridSource()
        let (grid, window, host) = makeGrid(delegate: source)
        defer { withExtendedLifetime((window, source)) {} }
        grid.allowsMultipleSelection = true
        grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        host.secondaryClick(at: center(of: 2, in: grid))
        host.secondaryClick(at: center(of: 1, in: grid))
        host.secondaryClick(at: cellCenter(column: 10, row: 8))
        #expect(source.asked == [[0, 2], [1], []])
    }

    @Test func aContextMenuInteractionCallsItsDelegateInUIKitsOrder() {
        final class Delegate: NSObject, UIContextMenuInteractionDelegate {
            var log: [String] = []
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                log.append("configuration \(Int(location.x)),\(Int(location.y))")
                return UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(children: [UIAction(title: "Rename") { action in
                        self.log.append("Rename from \(action.sender is UIContextMenuInteraction ? "interaction" : "?")")
                    }])
                })
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
                log.append("willDisplay")
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
                log.append("willEnd")
            }
        }
        let root = UIViewController()
        let (window, host) = makeWindow(root: root, columns: 30, rows: 10)
        defer { withExtendedLifetime(window) {} }
        let photo = UIView(frame: CGRect(x: 110, y: 44, width: 110, height: 88))
        root.view.addSubview(photo)
        let delegate = Delegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        #expect(photo.interactions.count == 1 && interaction.view === photo)
        host.longPress(at: CGPoint(x: 121, y: 55), duration: 0.3)
        #expect(delegate.log.isEmpty || delegate.log == ["configuration 11,11"], "too short a press shows nothing")
        #expect(root.presentedViewController == nil)
        delegate.log = []
        host.advanceTime(by: 1)
        host.longPress(at: CGPoint(x: 121, y: 55))
        host.settle()
        #expect(delegate.log == ["configuration 11,11", "willDisplay"])
        host.press(.enter)
        host.settle()
        #expect(delegate.log == ["configuration 11,11", "willDisplay", "willEnd", "Rename from interaction"])
        photo.removeInteraction(interaction)
        #expect(photo.interactions.isEmpty && interaction.view == nil)
    }

    @Test func aButtonShowsItsMenuOnALongPressAndSendsItsActionOnATap() {
        let fixture = MenuFixture(rows: 12)
        var tapped = 0
        fixture.button.addAction(UIAction { _ in tapped += 1 }, for: .primaryActionTriggered)
        fixture.button.menu = UIMenu(children: [fixture.action("Duplicate")])
        fixture.host.tap(fixture.button)
        #expect(tapped == 1 && !fixture.isShowingMenu)
        fixture.host.advanceTime(by: 1)
        fixture.host.longPress(at: fixture.host.center(of: fixture.button))
        fixture.host.settle()
        #expect(tapped == 1 && fixture.isShowingMenu)
        fixture.host.press(.enter)
        fixture.host.settle()
        #expect(fixture.chosen == ["Duplicate"])
    }

    @Test func aButtonShowingItsMenuAsPrimaryActionSendsMenuActionTriggered() {
        let fixture = MenuFixture(rows: 12)
        var events: [String] = []
        fixture.button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        fixture.button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        fixture.showMenu(UIMenu(children: [fixture.action("Duplicate")]))
        #expect(events == ["menu"] && fixture.isShowingMenu)
        fixture.host.press(.escape)
        fixture.host.settle()
        fixture.button.menu = nil
        fixture.host.advanceTime(by: 1)
        fixture.host.tap(fixture.button)
        #expect(events == ["menu", "primary"], "without a menu the tap is the primary action again")
        #expect(fixture.button.interactions.isEmpty)
    }

    @Test func aRightClickShowsAButtonsMenu() {
        let fixture = MenuFixture(rows: 12)
        fixture.button.menu = UIMenu(children: [fixture.action("Duplicate")])
        fixture.host.secondaryClick(fixture.button)
        fixture.host.settle()
        #expect(fixture.isShowingMenu)
        // A right click on the menu clicks it.
        fixture.host.secondaryClick(at: cellCenter(column: 4, row: 3))
        fixture.host.settle()
        #expect(fixture.chosen == ["Duplicate"])
    }

    @Test func aBarButtonItemWithAMenuAndNoActionShowsItOnATap() {
        let first = UIViewController()
        var chosen: [String] = []
        var sender: Any?
        let item = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [UIAction(title: "By Name") { action in
            chosen.append(action.title)
            sender = action.sender
        }]))
        first.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: first)
        let (window, host) = makeWindow(root: navigation, columns: 30, rows: 10)
        defer { withExtendedLifetime(window) {} }
        host.settle()
        let line = host.text.components(separatedBy: "\n").firstIndex { $0.contains("Sort") }!
        let column = host.text.components(separatedBy: "\n")[line].distance(of: "Sort")
        host.tap(at: cellCenter(column: column + 1, row: line))
        host.settle()
        #expect(host.text.contains("By Name"))
        host.press(.enter)
        host.settle()
        #expect(chosen == ["By Name"] && (sender as? UIBarButtonItem) === item)
    }
}

private extension String {
    /// The column where `other` starts.
    func distance(of other: String) -> Int {
        distance(from: startIndex, to: range(of: other)!.lowerBound)
    }
}
