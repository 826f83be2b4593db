import Foundation
import Testing
import TesseraTestSupport

@testable import Tessera

/// `NSDiffableDataSourceSnapshot`: every operation by example, UIKit's messages for misuse, and
/// random operation sequences checked against a plain model of sections and items.
@Suite("Diffable snapshots")
struct SnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections "A" (1, 2, 3) and "B" (4, 5).
    private func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    private func contents(_ snapshot: Snapshot) -> [String] {
        snapshot.sectionIdentifiers.map { "\($0): " + snapshot.itemIdentifiers(inSection: $0).map(String.init).joined(separator: " ") }
    }

    @Test func countsAndIdentifiers() {
        let snapshot = sample()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "B") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "B")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(1) == 0 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("B") == 1 && snapshot.indexOfSection("Z") == nil)
        #expect(Snapshot().numberOfItems == 0 && Snapshot().itemIdentifiers.isEmpty)
    }

    @Test func itemsAreInsertedBeforeAndAfterOthersInTheirSection() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 5)
        snapshot.insertItems([13], afterItem: 2)
        #expect(contents(snapshot) == ["A: 10 11 1 2 13 3", "B: 4 5 12"])
        #expect(snapshot.indexOfItem(13) == 4 && snapshot.indexOfItem(12) == 8)
    }

    @Test func deletingItemsIgnoresUnknownIdentifiers() {
        var snapshot = sample()
        snapshot.deleteItems([2, 5, 42])
        #expect(contents(snapshot) == ["A: 1 3", "B: 4"])
        #expect(snapshot.indexOfItem(4) == 2 && snapshot.sectionIdentifier(containingItem: 2) == nil)
        snapshot.deleteAllItems()
        #expect(contents(snapshot) == ["A: ", "B: "] && snapshot.numberOfItems == 0)
    }

    @Test func itemsMoveWithinAndAcrossSections() {
        var snapshot = sample()
        snapshot.moveItem(1, afterItem: 3)
        #expect(contents(snapshot) == ["A: 2 3 1", "B: 4 5"])
        snapshot.moveItem(3, beforeItem: 4)
        #expect(contents(snapshot) == ["A: 2 1", "B: 3 4 5"])
        snapshot.moveItem(5, beforeItem: 2)
        #expect(contents(snapshot) == ["A: 5 2 1", "B: 3 4"])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "A" && snapshot.indexOfItem(4) == 4)
    }

    @Test func sectionsAreInsertedMovedAndDeletedWithTheirItems() {
        var snapshot = sample()
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["M"], afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "M", "B"])
        snapshot.appendItems([7], toSection: "M")
        snapshot.moveSection("B", beforeSection: "Z")
        #expect(contents(snapshot) == ["B: 4 5", "Z: ", "A: 1 2 3", "M: 7"])
        #expect(snapshot.indexOfItem(1) == 2 && snapshot.indexOfSection("M") == 3)
        snapshot.moveSection("B", afterSection: "M")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "M", "B"])
        snapshot.deleteSections(["A", "nothing"])
        #expect(contents(snapshot) == ["Z: ", "M: 7", "B: 4 5"])
        #expect(snapshot.numberOfItems == 3 && snapshot.sectionIdentifier(containingItem: 1) == nil)
        // A deleted item's identifier can be used again.
        snapshot.appendItems([1], toSection: "Z")
        #expect(snapshot.indexOfItem(1) == 0)
    }

    @Test func reloadAndReconfigureMarksKeepTheirFirstOrderOnce() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1])
        snapshot.reloadItems([1, 2])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 2])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        #expect(sample().reloadedItemIdentifiers.isEmpty)
    }

    @Test func snapshotsAreValues() {
        let original = sample()
        var copy = original
        copy.deleteItems([1])
        copy.appendSections(["C"])
        #expect(contents(original) == ["A: 1 2 3", "B: 4 5"])
        #expect(copy.numberOfSections == 3 && original.indexOfItem(1) == 0)
    }

    // MARK: Misuse

    @Test func appendingWithoutSectionsStopsWithUIKitsMessage() {
        var snapshot = Snapshot()
        let raised = collectingExceptions { snapshot.appendItems([1]) }
        #expect(raised.map(\.reason) == ["There are currently no sections in the data source. Please add a section first."])
        #expect(raised.first?.name == "NSInternalInconsistencyException")
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func duplicateIdentifiersStopWithUIKitsMessageAndChangeNothing() {
        var snapshot = sample()
        var raised = collectingExceptions { snapshot.appendItems([6, 6]) }
        #expect(raised.map(\.reason) == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    6\n)}"])
        raised = collectingExceptions { snapshot.insertItems([7, 2, 4], beforeItem: 1) }
        #expect(raised.map(\.reason) == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2,\n    4\n)}"])
        raised = collectingExceptions { snapshot.appendSections(["B"]) }
        #expect(raised.map(\.reason) == ["Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    B\n)}"])
        #expect(contents(snapshot) == ["A: 1 2 3", "B: 4 5"])
    }

    @Test func unknownIdentifiersStopWithAMessageNamingThem() {
        var snapshot = sample()
        let raised = collectingExceptions {
            snapshot.reloadItems([9])
            snapshot.reconfigureItems([1, 8])
            snapshot.reloadSections(["Q"])
            snapshot.insertItems([6], afterItem: 9)
            snapshot.moveItem(1, beforeItem: 9)
            snapshot.moveItem(1, beforeItem: 1)
            snapshot.appendItems([6], toSection: "Q")
            snapshot.moveSection("A", afterSection: "Q")
            _ = snapshot.itemIdentifiers(inSection: "Q")
        }
        #expect(raised.map(\.reason) == [
            "Attempted to reload item identifier that does not exist in the snapshot: 9",
            "Attempted to reconfigure item identifier that does not exist in the snapshot: 8",
            "Attempted to reload section identifier that does not exist in the snapshot: Q",
            "Attempted to insert item identifier that does not exist in the snapshot: 9",
            "Attempted to move item identifier that does not exist in the snapshot: 9",
            "Attempted to move identifier relative to itself: 1",
            "Attempted to append section identifier that does not exist in the snapshot: Q",
            "Attempted to move section identifier that does not exist in the snapshot: Q",
            "Invalid section identifier: section identifier does not exist in the snapshot: Q",
        ])
        #expect(contents(snapshot) == ["A: 1 2 3", "B: 4 5"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
    }

    // MARK: Against a model

    /// Sections and their items as plain arrays: what a snapshot should answer.
    private struct Model {
        var sections: [(id: String, items: [Int])] = []

        func section(of item: Int) -> Int? { sections.firstIndex { $0.items.contains(item) } }
        var allItems: [Int] { sections.flatMap(\.items) }
    }

    @Test func randomOperationsMatchAModel() {
        var random = SplitMix64(seed: 15)
        for _ in 0..<100 {
            var snapshot = Snapshot()
            var model = Model()
            var nextItem = 0
            var nextSection = 0
            for _ in 0..<100 {
                let items = model.allItems
                let sectionIDs = model.sections.map(\.id)
                func newItems() -> [Int] {
                    let count = Int(random.next() % 3) + 1
                    defer { nextItem += count }
                    return Array(nextItem..<nextItem + count)
                }
                switch random.next() % 10 {
                case 0, 1:
                    let id = "S\(nextSection)"
                    nextSection += 1
                    if let anchor = sectionIDs.randomElement(using: &random), random.next() % 2 == 0 {
                        let index = sectionIDs.firstIndex(of: anchor)!
                        let after = random.next() % 2 == 0
                        model.sections.insert((id, []), at: index + (after ? 1 : 0))
                        if after { snapshot.insertSections([id], afterSection: anchor) } else { snapshot.insertSections([id], beforeSection: anchor) }
                    } else {
                        model.sections.append((id, []))
                        snapshot.appendSections([id])
                    }
                case 2, 3:
                    guard let target = sectionIDs.randomElement(using: &random) else { continue }
                    let added = newItems()
                    model.sections[sectionIDs.firstIndex(of: target)!].items += added
                    snapshot.appendItems(added, toSection: target)
                case 4:
                    guard let anchor = items.randomElement(using: &random) else { continue }
                    let added = newItems()
                    let section = model.section(of: anchor)!
                    let index = model.sections[section].items.firstIndex(of: anchor)!
                    let after = random.next() % 2 == 0
                    model.sections[section].items.insert(contentsOf: added, at: index + (after ? 1 : 0))
                    if after { snapshot.insertItems(added, afterItem: anchor) } else { snapshot.insertItems(added, beforeItem: anchor) }
                case 5:
                    let doomed = items.filter { _ in random.next() % 4 == 0 } + [-1]
                    for index in model.sections.indices { model.sections[index].items.removeAll(where: doomed.contains) }
                    snapshot.deleteItems(doomed)
                case 6:
                    guard let moving = items.randomElement(using: &random), let anchor = items.randomElement(using: &random), moving != anchor
                    else { continue }
                    let from = model.section(of: moving)!
                    model.sections[from].items.removeAll { $0 == moving }
                    let to = model.section(of: anchor)!
                    let index = model.sections[to].items.firstIndex(of: anchor)!
                    let after = random.next() % 2 == 0
                    model.sections[to].items.insert(moving, at: index + (after ? 1 : 0))
                    if after { snapshot.moveItem(moving, afterItem: anchor) } else { snapshot.moveItem(moving, beforeItem: anchor) }
                case 7:
                    guard let moving = sectionIDs.randomElement(using: &random), let anchor = sectionIDs.randomElement(using: &random),
                        moving != anchor
                    else { continue }
                    let section = model.sections.remove(at: sectionIDs.firstIndex(of: moving)!)
                    let index = model.sections.firstIndex { $0.id == anchor }!
                    let after = random.next() % 2 == 0
                    model.sections.insert(section, at: index + (after ? 1 : 0))
                    if after { snapshot.moveSection(moving, afterSection: anchor) } else { snapshot.moveSection(moving, beforeSection: anchor) }
                case 8:
                    let doomed = sectionIDs.filter { _ in random.next() % 5 == 0 }
                    model.sections.removeAll { doomed.contains($0.id) }
                    snapshot.deleteSections(doomed)
                default:
                    if random.next() % 8 == 0 {
                        for index in model.sections.indices { model.sections[index].items = [] }
                        snapshot.deleteAllItems()
                    }
                }
                // Every query agrees with the model.
                #expect(snapshot.sectionIdentifiers == model.sections.map(\.id))
                #expect(snapshot.itemIdentifiers == model.allItems)
                #expect(snapshot.numberOfItems == model.allItems.count)
                for (index, section) in model.sections.enumerated() {
                    #expect(snapshot.indexOfSection(section.id) == index)
                    #expect(snapshot.itemIdentifiers(inSection: section.id) == section.items)
                }
                for (index, item) in model.allItems.enumerated() {
                    #expect(snapshot.indexOfItem(item) == index)
                    #expect(snapshot.sectionIdentifier(containingItem: item) == model.sections[model.section(of: item)!].id)
                }
            }
        }
    }
}
