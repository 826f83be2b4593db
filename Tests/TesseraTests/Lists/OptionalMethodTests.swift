@testable import Tessera
import Foundation
import Testing

// Each optional method whose presence changes what a list does, implemented and not, by a
// plain conformance and by a UITableViewController / UICollectionViewController subclass:
// the behaviour that depends on it, and what answered "implemented?" (see `_ImplementedMethods`).

/// Who implements the table's or collection view's data source and delegate.
enum Conformance: CaseIterable, Sendable, CustomTestStringConvertible {
    /// An `NSObject` adopting the protocols, as the books' `ViewController` extensions do.
    case plainConformance
    /// A `UITableViewController` / `UICollectionViewController` subclass with `override func`.
    case controllerSubclass

    var testDescription: String { self == .plainConformance ? "plain conformance" : "controller subclass" }
}

/// Something that logs the optional methods it implements.
@MainActor
protocol OptionalMethodLogging: AnyObject {
    var log: [String] { get }
}

// MARK: Table fixtures

/// A default cell showing its row.
@MainActor
private func rowCell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
}

private func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

/// Sections, rows and cells: none of the optional methods.
@MainActor
private final class BareTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rowCounts: [Int]
    init(rowCounts: [Int]) { self.rowCounts = rowCounts }
    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { rowCell(tableView, indexPath) }
}

/// Every optional table method of `_OptionalMethod`, each logged.
@MainActor
private final class FullTableSource: NSObject, UITableViewDataSource, UITableViewDelegate, OptionalMethodLogging {
    let rowCounts: [Int]
    var log: [String] = []
    init(rowCounts: [Int]) { self.rowCounts = rowCounts }
    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { rowCell(tableView, indexPath) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit(\(path(indexPath)))")
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move(\(path(sourceIndexPath))->\(path(destinationIndexPath)))")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append("height(\(path(indexPath)))")
        return 66
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append("estimate(\(path(indexPath)))")
        return 88
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        log.append("header(\(section))")
        return 66
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        log.append("footer(\(section))")
        return 44
    }
}

/// A table view controller that overrides sections, rows and cells only.
@MainActor
private class BareTableController: UITableViewController {
    var rowCounts: [Int] = []
    override func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { rowCell(tableView, indexPath) }
}

/// A table view controller that also overrides every optional table method of `_OptionalMethod`.
@MainActor
private final class FullTableController: BareTableController, OptionalMethodLogging {
    var log: [String] = []
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit(\(path(indexPath)))")
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move(\(path(sourceIndexPath))->\(path(destinationIndexPath)))")
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append("height(\(path(indexPath)))")
        return 66
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append("estimate(\(path(indexPath)))")
        return 88
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        log.append("header(\(section))")
        return 66
    }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        log.append("footer(\(section))")
        return 44
    }
}

/// A table on a 40 × 10 screen (five 44-point rows in sight) whose data source and delegate
/// is one object.
@MainActor
private struct TableFixture {
    let table: UITableView
    let object: AnyObject
    let host: HeadlessHost

    /// - Parameter configure: Sets the table's heights before its first layout.
    init(_ conformance: Conformance, implemented: Bool, rowCounts: [Int] = [40], configure: (UITableView) -> Void = { _ in }) {
        let window = UIWindow()
        switch conformance {
        case .plainConformance:
            let source: AnyObject & UITableViewDataSource & UITableViewDelegate =
                implemented ? FullTableSource(rowCounts: rowCounts) : BareTableSource(rowCounts: rowCounts)
            table = UITableView(frame: .zero, style: .plain)
            configure(table)
            table.dataSource = source
            table.delegate = source
            let controller = UIViewController()
            controller.view = table
            window.rootViewController = controller
            object = source
        case .controllerSubclass:
            let controller = implemented ? FullTableController(style: .plain) : BareTableController(style: .plain)
            controller.rowCounts = rowCounts
            table = controller.tableView
            configure(table)
            window.rootViewController = controller
            object = controller
        }
        window.makeKeyAndVisible()
        host = HeadlessHost(window: window, columns: 40, rows: 10)
        window.layoutIfNeeded()
    }

    var log: [String] { (object as? any OptionalMethodLogging)?.log ?? [] }

    func dataSourceAnswer(_ method: _OptionalMethod) -> _OptionalMethodAnswer {
        table.dataSourceMethods.resolve(method, of: object)
    }

    func delegateAnswer(_ method: _OptionalMethod) -> _OptionalMethodAnswer {
        table.delegateMethods.resolve(method, of: object)
    }
}

// MARK: Table tests

@MainActor
@Suite("Optional methods: table views")
struct TableOptionalMethodTests {
    private let first = IndexPath(row: 0, section: 0)

    /// `tableView(_:commit:forRowAt:)`: a swipe reveals Delete, or nothing. A controller is
    /// answered from its overrides; a plain data source is assumed to commit until the first
    /// commit runs Tessera's default (Porting.md, "Which optional methods you implement").
    @Test(arguments: Conformance.allCases, [true, false])
    func commitForRowAt(_ conformance: Conformance, implemented: Bool) {
        let fixture = TableFixture(conformance, implemented: implemented)
        let table = fixture.table
        withExtendedLifetime(fixture.host) {
            let expectedSource: _OptionalMethodAnswer.Source = conformance == .controllerSubclass ? .overrides : .assumption
            let before = fixture.dataSourceAnswer(.commitForRowAt)
            #expect(before.source == expectedSource)
            let offered = table.openSwipeActions(at: first, leading: false)
            #expect(offered == (implemented || conformance == .plainConformance))
            guard offered else { return }
            #expect(table.swipe?.configuration.actions.map(\.title) == ["Delete"])
            table.performSwipeAction(0)
            #expect(fixture.log.filter { $0.hasPrefix("commit(") } == (implemented ? ["commit(0.0)"] : []))
            #expect(table.swipe == nil)
            let after = fixture.dataSourceAnswer(.commitForRowAt)
            #expect(after.implemented == implemented)
            #expect(after.source == (conformance == .controllerSubclass ? .overrides : .call))
            #expect(table.openSwipeActions(at: first, leading: false) == implemented, "known after the first commit")
        }
    }

    /// `tableView(_:moveRowAt:to:)`: in edit mode rows show reorder grips and a move reaches the
    /// data source, or they show none. A plain data source is assumed to move rows until the
    /// first move runs Tessera's default.
    @Test(arguments: Conformance.allCases, [true, false])
    func moveRowAtTo(_ conformance: Conformance, implemented: Bool) {
        let fixture = TableFixture(conformance, implemented: implemented)
        let table = fixture.table
        withExtendedLifetime(fixture.host) {
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            let gripsAtFirst = implemented || conformance == .plainConformance
            #expect(!table.visibleCells.isEmpty)
            #expect(table.visibleCells.allSatisfy { $0._displayContext.showsReorderControl == gripsAtFirst })
            #expect(fixture.dataSourceAnswer(.moveRowAtTo).source == (conformance == .controllerSubclass ? .overrides : .assumption))
            guard gripsAtFirst else { return }
            table.userMoveRow(from: first, toProposed: IndexPath(row: 1, section: 0))
            #expect(fixture.log.filter { $0.hasPrefix("move(") } == (implemented ? ["move(0.0->0.1)"] : []))
            let after = fixture.dataSourceAnswer(.moveRowAtTo)
            #expect(after.implemented == implemented)
            #expect(after.source == (conformance == .controllerSubclass ? .overrides : .call))
            table.setEditing(false, animated: false)
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            #expect(table.visibleCells.allSatisfy { $0._displayContext.showsReorderControl == implemented })
        }
    }

    /// `tableView(_:heightForRowAt:)` with a fixed `rowHeight`: rows in sight get the
    /// delegate's height and the others stay estimates; without it every row is `rowHeight`,
    /// exact, once the first call has shown the method is missing.
    @Test(arguments: Conformance.allCases, [true, false])
    func heightForRowAt(_ conformance: Conformance, implemented: Bool) {
        let fixture = TableFixture(conformance, implemented: implemented) { $0.rowHeight = 44 }
        let table = fixture.table
        withExtendedLifetime(fixture.host) {
            #expect(table.rectForRow(at: first).height == (implemented ? 66 : 44))
            #expect(fixture.log.contains("height(0.0)") == implemented)
            let answer = fixture.delegateAnswer(.heightForRowAt)
            #expect(answer == _OptionalMethodAnswer(implemented: implemented, source: .call))
            table.reloadData()
            table.layoutIfNeeded()
            let far = IndexPath(row: 39, section: 0)
            #expect(table.geometry.isEstimate(far) == implemented, "estimates only while heights are asked for")
            #expect(table.rectForRow(at: far).height == (implemented ? 88 : 44))
        }
    }

    /// `tableView(_:estimatedHeightForRowAt:)` with self-sizing rows: every row's estimate is
    /// asked for at load and rows out of sight measure it; else `estimatedRowHeight`.
    @Test(arguments: Conformance.allCases, [true, false])
    func estimatedHeightForRowAt(_ conformance: Conformance, implemented: Bool) {
        let fixture = TableFixture(conformance, implemented: implemented) {
            $0.rowHeight = UITableView.automaticDimension
            $0.estimatedRowHeight = 44
        }
        let table = fixture.table
        withExtendedLifetime(fixture.host) {
            let far = IndexPath(row: 39, section: 0)
            #expect(table.geometry.isEstimate(far))
            #expect(table.rectForRow(at: far).height == (implemented ? 88 : 44))
            #expect(fixture.log.filter { $0.hasPrefix("estimate(") }.count == (implemented ? 40 : 0))
            #expect(fixture.delegateAnswer(.estimatedHeightForRowAt) == _OptionalMethodAnswer(implemented: implemented, source: .call))
        }
    }

    /// `tableView(_:heightForHeaderInSection:)`: the delegate's height, else `sectionHeaderHeight`.
    @Test(arguments: Conformance.allCases, [true, false])
    func heightForHeaderInSection(_ conformance: Conformance, implemented: Bool) {
        let fixture = TableFixture(conformance, implemented: implemented, rowCounts: [2, 2]) {
            $0.rowHeight = 44
            $0.sectionHeaderHeight = 44
            $0.sectionFooterHeight = 22
        }
        withExtendedLifetime(fixture.host) {
            #expect(fixture.table.rectForHeader(inSection: 1).height == (implemented ? 66 : 44))
            #expect(fixture.log.filter { $0.hasPrefix("header(") } == (implemented ? ["header(0)", "header(1)"] : []))
            #expect(fixture.delegateAnswer(.heightForHeaderInSection) == _OptionalMethodAnswer(implemented: implemented, source: .call))
        }
    }

    /// `tableView(_:heightForFooterInSection:)`: the delegate's height, else `sectionFooterHeight`.
    @Test(arguments: Conformance.allCases, [true, false])
    func heightForFooterInSection(_ conformance: Conformance, implemented: Bool) {
        let fixture = TableFixture(conformance, implemented: implemented, rowCounts: [2, 2]) {
            $0.rowHeight = 44
            $0.sectionHeaderHeight = 44
            $0.sectionFooterHeight = 22
        }
        withExtendedLifetime(fixture.host) {
            #expect(fixture.table.rectForFooter(inSection: 1).height == (implemented ? 44 : 22))
            #expect(fixture.log.filter { $0.hasPrefix("footer(") } == (implemented ? ["footer(0)", "footer(1)"] : []))
            #expect(fixture.delegateAnswer(.heightForFooterInSection) == _OptionalMethodAnswer(implemented: implemented, source: .call))
        }
    }

    /// A new data source is asked again; a new delegate does not make the table forget what it
    /// learned about the data source.
    @Test func settingTheDataSourceOrDelegateForgetsOnlyItsAnswers() {
        let fixture = TableFixture(.plainConformance, implemented: false) { $0.rowHeight = 44 }
        let table = fixture.table
        withExtendedLifetime(fixture.host) {
            table.openSwipeActions(at: first, leading: false)
            table.performSwipeAction(0)
            #expect(table.openSwipeActions(at: first, leading: false) == false)
            #expect(fixture.delegateAnswer(.heightForRowAt).source == .call)

            let other = BareTableSource(rowCounts: [40])
            table.delegate = other
            #expect(table.delegateMethods.resolve(.heightForRowAt, of: other).source == .assumption)
            #expect(fixture.dataSourceAnswer(.commitForRowAt) == _OptionalMethodAnswer(implemented: false, source: .call))

            let full = FullTableSource(rowCounts: [40])
            table.dataSource = full
            table.layoutIfNeeded()
            #expect(table.openSwipeActions(at: first, leading: false))
            withExtendedLifetime((other, full)) {}
        }
    }
}

// MARK: Collection fixtures

/// A cell for every item: no optional method.
@MainActor
private class BareCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items = (0..<12).map { "Item \($0)" }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// Every optional collection method of `_OptionalMethod`, each logged.
@MainActor
private final class FullCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, OptionalMethodLogging {
    var items = (0..<12).map { "Item \($0)" }
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move(\(sourceIndexPath.item)->\(destinationIndexPath.item))")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        log.append("supplementary(\(indexPath.section))")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        log.append("size(\(indexPath.item))")
        return CGSize(width: 200, height: 22)
    }
}

/// A collection view controller that overrides items and cells only.
@MainActor
private class ItemsCollectionController: UICollectionViewController {
    var items = (0..<12).map { "Item \($0)" }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// The controller adopting the flow layout delegate without sizing items.
@MainActor
private final class BareCollectionController: ItemsCollectionController, UICollectionViewDelegateFlowLayout {}

/// The controller overriding every optional collection method of `_OptionalMethod` and sizing items.
@MainActor
private final class FullCollectionController: ItemsCollectionController, UICollectionViewDelegateFlowLayout, OptionalMethodLogging {
    var log: [String] = []
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move(\(sourceIndexPath.item)->\(destinationIndexPath.item))")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        log.append("supplementary(\(indexPath.section))")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        log.append("size(\(indexPath.item))")
        return CGSize(width: 200, height: 22)
    }
}

/// A 440 × 220 point collection view with a flow layout of 100 × 44 items, whose data
/// source and delegate is one object; laid out by the test.
@MainActor
private struct CollectionFixture {
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let object: AnyObject

    init(_ conformance: Conformance, implemented: Bool) {
        layout = makeFlowLayout(item: CGSize(width: 100, height: 44))
        switch conformance {
        case .plainConformance:
            let source: AnyObject & UICollectionViewDataSource & UICollectionViewDelegateFlowLayout =
                implemented ? FullCollectionSource() : BareCollectionSource()
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.dataSource = source
            collectionView.delegate = source
            object = source
        case .controllerSubclass:
            let controller: ItemsCollectionController =
                implemented ? FullCollectionController(collectionViewLayout: layout) : BareCollectionController(collectionViewLayout: layout)
            collectionView = controller.collectionView
            object = controller
        }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.frame = CGRect(x: 0, y: 0, width: 440, height: 220)
    }

    var log: [String] { (object as? any OptionalMethodLogging)?.log ?? [] }

    func dataSourceAnswer(_ method: _OptionalMethod) -> _OptionalMethodAnswer {
        collectionView.dataSourceMethods.resolve(method, of: object)
    }

    func delegateAnswer(_ method: _OptionalMethod) -> _OptionalMethodAnswer {
        collectionView.delegateMethods.resolve(method, of: object)
    }
}

// MARK: Collection tests

@MainActor
@Suite("Optional methods: collection views")
struct CollectionOptionalMethodTests {
    private let first = IndexPath(item: 0, section: 0)

    /// `collectionView(_:moveItemAt:to:)`: a moved item stays where it is dropped. Without it, a
    /// controller subclass is answered from its vtable and movement never begins, as in UIKit;
    /// a plain data source's first drop puts the item back and movement cannot begin again.
    @Test(arguments: Conformance.allCases, [true, false])
    func moveItemAtTo(_ conformance: Conformance, implemented: Bool) {
        let fixture = CollectionFixture(conformance, implemented: implemented)
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        let controller = conformance == .controllerSubclass
        #expect(fixture.dataSourceAnswer(.moveItemAtTo).source == (controller ? .overrides : .assumption))
        let moved = collectionView.moveItemInOneStep(from: first, toProposed: IndexPath(item: 1, section: 0))
        #expect(moved == (implemented ? IndexPath(item: 1, section: 0) : first))
        #expect(fixture.log.filter { $0.hasPrefix("move(") } == (implemented ? ["move(0->1)"] : []))
        #expect(fixture.dataSourceAnswer(.moveItemAtTo) == _OptionalMethodAnswer(implemented: implemented, source: controller ? .overrides : .call))
        let began = collectionView.beginInteractiveMovementForItem(at: first)
        #expect(began == implemented)
        if began { collectionView.cancelInteractiveMovement() }
    }

    /// A controller subclass without `collectionView(_:moveItemAt:to:)` never begins movement,
    /// not even once: its vtable answers before any call.
    @Test func aControllerWithoutMoveItemAtNeverBeginsMovement() {
        let fixture = CollectionFixture(.controllerSubclass, implemented: false)
        fixture.collectionView.layoutIfNeeded()
        #expect(!fixture.collectionView.beginInteractiveMovementForItem(at: first))
        #expect(fixture.log.filter { $0.hasPrefix("move(") }.isEmpty)
    }

    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`: the layout's header shows;
    /// without it the collection view stops with UIKit's message.
    @Test(arguments: Conformance.allCases, [true, false])
    func viewForSupplementaryElementOfKind(_ conformance: Conformance, implemented: Bool) {
        let fixture = CollectionFixture(conformance, implemented: implemented)
        fixture.layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let raised = collectingExceptions { fixture.collectionView.layoutIfNeeded() }.map(\.reason)
        let headers = fixture.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        if implemented {
            #expect(raised.isEmpty)
            #expect(headers.count == 1)
            #expect(fixture.log.contains("supplementary(0)"))
        } else {
            #expect(raised.count == 1)
            #expect(raised.first?.hasSuffix("was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))") == true)
            #expect(headers.isEmpty)
        }
        #expect(fixture.dataSourceAnswer(.viewForSupplementaryElementOfKind) == _OptionalMethodAnswer(implemented: implemented, source: .call))
    }

    /// `collectionView(_:layout:sizeForItemAt:)`: each item has the delegate's size, else the
    /// layout's `itemSize`.
    @Test(arguments: Conformance.allCases, [true, false])
    func sizeForItemAt(_ conformance: Conformance, implemented: Bool) {
        let fixture = CollectionFixture(conformance, implemented: implemented)
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        let expected = implemented ? CGSize(width: 200, height: 22) : CGSize(width: 100, height: 44)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.size == expected)
        #expect(collectionView.cellForItem(at: first)?.frame.size == expected)
        #expect(fixture.log.contains("size(5)") == implemented)
        #expect(fixture.delegateAnswer(.sizeForItemAt) == _OptionalMethodAnswer(implemented: implemented, source: .call))
    }

    /// A new delegate is asked again whether it sizes items; a new data source whether it moves them.
    @Test func settingTheDelegateOrDataSourceForgetsItsAnswers() {
        let fixture = CollectionFixture(.plainConformance, implemented: false)
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        _ = collectionView.moveItemInOneStep(from: first, toProposed: IndexPath(item: 1, section: 0))
        #expect(collectionView.beginInteractiveMovementForItem(at: first) == false)
        #expect(collectionView.cellForItem(at: first)?.frame.size == CGSize(width: 100, height: 44))

        let full = FullCollectionSource()
        collectionView.delegate = full
        #expect(collectionView.delegateMethods.resolve(.sizeForItemAt, of: full).source == .assumption)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: first)?.frame.size == CGSize(width: 200, height: 22))
        #expect(collectionView.beginInteractiveMovementForItem(at: first) == false, "the data source is the same")

        collectionView.dataSource = full
        collectionView.layoutIfNeeded()
        #expect(collectionView.beginInteractiveMovementForItem(at: first))
        collectionView.cancelInteractiveMovement()
        withExtendedLifetime(full) {}
    }
}

// MARK: The resolution

@MainActor
@Suite("Optional methods: resolution")
struct OptionalMethodResolutionTests {
    /// Every method: nothing without an object, assumed until a call, then what the call showed.
    @Test(arguments: _OptionalMethod.allCases)
    func answersInOrder(_ method: _OptionalMethod) {
        var methods = _ImplementedMethods()
        let object = NSObject()
        #expect(methods.resolve(method, of: nil) == _OptionalMethodAnswer(implemented: false, source: .noObject))
        #expect(methods.resolve(method, of: object) == _OptionalMethodAnswer(implemented: true, source: .assumption))
        methods.record(method, implemented: false)
        #expect(methods.resolve(method, of: object) == _OptionalMethodAnswer(implemented: false, source: .call))
        methods.record(method, implemented: true)
        #expect(methods.resolve(method, of: object) == _OptionalMethodAnswer(implemented: true, source: .call))
        for other in _OptionalMethod.allCases where other != method {
            #expect(methods.resolve(other, of: object).source == .assumption, "\(other) is still unknown")
        }
        methods.removeAll()
        #expect(methods.resolve(method, of: object).source == .assumption)
    }

    /// Only the method whose default ran counts as missing, even when another default runs
    /// inside the conformer's code.
    @Test func aCallChecksOnlyItsOwnMethodsDefault() {
        let own = _OptionalMethod.heightForRowAt.call {
            _OptionalMethod.estimatedHeightForRowAt.defaultImplementationRan()
            return 1
        }
        #expect(own.implemented)
        let missing = _OptionalMethod.heightForRowAt.call {
            _OptionalMethod.heightForRowAt.defaultImplementationRan()
            return 1
        }
        #expect(!missing.implemented)
    }

    /// A controller's overrides stand, even when its override calls `super` (which runs the default).
    @Test func aControllersOverridesStand() {
        final class SuperCallingController: UITableViewController {
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
            }
        }
        let controller = SuperCallingController(style: .plain)
        var methods = _ImplementedMethods()
        #expect(methods.resolve(.commitForRowAt, of: controller) == _OptionalMethodAnswer(implemented: true, source: .overrides))
        #expect(methods.resolve(.moveRowAtTo, of: controller) == _OptionalMethodAnswer(implemented: false, source: .overrides))
        let answer = _OptionalMethod.commitForRowAt.call {
            controller.tableView(controller.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        }
        #expect(!answer.implemented)
        methods.record(.commitForRowAt, implemented: answer.implemented)
        #expect(methods.resolve(.commitForRowAt, of: controller) == _OptionalMethodAnswer(implemented: true, source: .overrides))
        #expect(methods.resolve(.heightForRowAt, of: controller).source == .assumption, "no vtable answer for the delegate's heights")
    }
}
