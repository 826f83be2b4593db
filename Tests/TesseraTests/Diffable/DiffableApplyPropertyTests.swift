import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// Random snapshots applied one after another to a table and a collection view, each apply
/// checked against the snapshot: the counts, what every visible cell shows, which cells were
/// kept and which items the cell provider was asked for.
@MainActor
@Suite("Diffable applies against a model")
struct DiffableApplyPropertyTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// A random next snapshot: sections appear, vanish and move; items are deleted, inserted,
    /// moved within and across sections; now and then items are reloaded or reconfigured.
    private static func next(after previous: Snapshot, using random: inout SplitMix64, nextItem: inout Int) -> Snapshot {
        var sections = previous.sectionIdentifiers.map { ($0, previous.itemIdentifiers(inSection: $0)) }
        func roll(_ n: UInt64) -> Bool { random.next() % n == 0 }
        sections.removeAll { _ in roll(8) }
        if sections.count < 4, roll(3) {
            let name = "S\(random.next() % 8)"
            if !sections.contains(where: { $0.0 == name }) {
                sections.insert((name, []), at: Int(random.next() % UInt64(sections.count + 1)))
            }
        }
        if sections.count > 1, roll(6) {
            let moved = sections.remove(at: Int(random.next() % UInt64(sections.count)))
            sections.insert(moved, at: Int(random.next() % UInt64(sections.count + 1)))
        }
        var loose: [Int] = []
        for index in sections.indices {
            sections[index].1.removeAll { _ in roll(6) }
            let picked = sections[index].1.filter { _ in roll(7) }
            sections[index].1.removeAll(where: picked.contains)
            loose += picked
        }
        for _ in 0..<Int(random.next() % 5) {
            loose.append(nextItem)
            nextItem += 1
        }
        var snapshot = Snapshot()
        guard !sections.isEmpty else { return snapshot }
        for item in loose {
            let index = Int(random.next() % UInt64(sections.count))
            sections[index].1.insert(item, at: Int(random.next() % UInt64(sections[index].1.count + 1)))
        }
        for (name, items) in sections {
            snapshot.appendSections([name])
            snapshot.appendItems(items, toSection: name)
        }
        let items = snapshot.itemIdentifiers
        if !items.isEmpty, roll(5) { snapshot.reloadItems([items[Int(random.next() % UInt64(items.count))]]) }
        if !items.isEmpty, roll(5) { snapshot.reconfigureItems([items[Int(random.next() % UInt64(items.count))]]) }
        return snapshot
    }

    private func check(_ list: ShownList, in host: HeadlessHost, seed: UInt64, applies: Int) {
        var list = list
        var random = SplitMix64(seed: seed)
        var snapshot = Snapshot()
        var nextItem = 0
        var failures = 0
        for step in 0..<applies {
            let previous = snapshot
            let before = Dictionary(list.visible.compactMap { entry in entry.1.map { ($0, entry.2) } }, uniquingKeysWith: { first, _ in first })
            snapshot = Self.next(after: snapshot, using: &random, nextItem: &nextItem)
            list.configured.removeAll()
            // Half the applies animate, and the clock moves on by up to a little more than
            // an update's animation, so updates also land while earlier ones still play.
            let animated = random.next() % 2 == 0
            list.apply(snapshot, animatingDifferences: animated)
            defer { host.advance(by: Double(random.next() % 24) / 60) }

            let counts = snapshot.sectionIdentifiers.map(snapshot.numberOfItems(inSection:))
            var problems: [String] = []
            if list.counts != counts { problems.append("counts \(list.counts) ≠ \(counts)") }
            // An item in a section both snapshots have stays: it keeps its cell unless reloaded
            // (a move, possibly across sections).
            func stays(_ item: Int) -> Bool {
                guard let oldSection = previous.sectionIdentifier(containingItem: item),
                    let newSection = snapshot.sectionIdentifier(containingItem: item)
                else { return false }
                return snapshot.indexOfSection(oldSection) != nil && previous.indexOfSection(newSection) != nil
            }
            var kept = Set<Int>()
            for (indexPath, shown, cell) in list.visible {
                let item = snapshot.itemIdentifier(at: indexPath)
                if shown != item { problems.append("\(indexPath) shows \(String(describing: shown)) for \(String(describing: item))") }
                guard let item, let old = before[item], stays(item), !snapshot.reloadedItemIdentifiers.contains(item) else { continue }
                if old !== cell { problems.append("item \(item) lost its cell") }
                kept.insert(item)
            }
            // The provider was asked once for each visible item without a kept cell, once for
            // each reconfigured item that kept its cell, and once for each reloaded or
            // reconfigured item that was on screen before and stays but is no longer on screen.
            let visibleAfter = Set(list.visible.compactMap { snapshot.itemIdentifier(at: $0.0) })
            let marked = Set(snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
            let leftTheScreen = marked.filter { before[$0] != nil && stays($0) && !visibleAfter.contains($0) }
            let expected = visibleAfter.subtracting(kept).union(Set(snapshot.reconfiguredItemIdentifiers).intersection(kept)).union(leftTheScreen)
            if Set(list.configured) != expected || list.configured.count != expected.count {
                problems.append("configured \(list.configured.sorted()) ≠ \(expected.sorted())")
            }
            #expect(
                problems.isEmpty,
                "seed \(seed) step \(step): \(problems.joined(separator: "; ")) — from \(previous.sectionIdentifiers.map { "\($0)\(previous.itemIdentifiers(inSection: $0))" }) to \(snapshot.sectionIdentifiers.map { "\($0)\(snapshot.itemIdentifiers(inSection: $0))" })"
            )
            if !problems.isEmpty {
                failures += 1
                if failures > 3 { return }
            }
        }
    }

    @Test func tenThousandRandomAppliesToATable() {
        let table = DiffableTable()
        check(table, in: table.host, seed: 17, applies: 10_000)
    }

    @Test func tenThousandRandomAppliesToACollectionView() {
        let collection = DiffableCollection()
        let window = UIWindow()
        window.isHidden = false
        window.addSubview(collection.collectionView)
        let host = HeadlessHost(window: window, columns: 80, rows: 10)
        check(collection, in: host, seed: 17, applies: 10_000)
    }
}

/// A list under test: its cells on screen by item, and the items its provider configured.
@MainActor
private protocol ShownList {
    var configured: [Int] { get set }
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>, animatingDifferences: Bool)
    /// Sections and item counts as the list shows them.
    var counts: [Int] { get }
    /// The visible cells: index path, the item the cell shows, the cell.
    var visible: [(IndexPath, Int?, AnyObject)] { get }
}

extension DiffableTable: ShownList {
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>, animatingDifferences: Bool) {
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        table.layoutIfNeeded()
    }
    var counts: [Int] { (0..<table.numberOfSections).map(table.numberOfRows(inSection:)) }
    var visible: [(IndexPath, Int?, AnyObject)] {
        (table.indexPathsForVisibleRows ?? []).compactMap { indexPath in
            table.cellForRow(at: indexPath).map { (indexPath, $0.textLabel?.text.flatMap { Int($0.dropFirst(5)) }, $0) }
        }
    }
}

extension DiffableCollection: ShownList {
    func apply(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>, animatingDifferences: Bool) {
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        collectionView.layoutIfNeeded()
    }
    var counts: [Int] { (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:)) }
    var visible: [(IndexPath, Int?, AnyObject)] {
        collectionView.indexPathsForVisibleItems.compactMap { indexPath in
            collectionView.cellForItem(at: indexPath).map { cell in
                (indexPath, (cell.contentConfiguration as? UIListContentConfiguration)?.text.flatMap { Int($0.dropFirst(5)) }, cell)
            }
        }
    }
}
