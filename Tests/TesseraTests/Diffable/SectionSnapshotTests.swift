@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// An identifier type of the tests' own, to pin how messages print identifiers that are not
/// strings.
struct SectionSnapshotTag: Hashable, Sendable {
    let number: Int
}

/// `NSDiffableDataSourceSectionSnapshot` (issue 17): worked examples of every member, UIKit's
/// messages for every misuse, and random edit sequences held against a naive tree.
@Suite struct SectionSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSectionSnapshot<String>

    /// Three levels:
    ///
    ///     Animals
    ///       Cats
    ///         Lion
    ///         Tiger
    ///       Dogs
    ///     Plants
    ///       Trees
    static func outline() -> Snapshot {
        var outline = Snapshot()
        outline.append(["Animals", "Plants"])
        outline.append(["Cats", "Dogs"], to: "Animals")
        outline.append(["Lion", "Tiger"], to: "Cats")
        outline.append(["Trees"], to: "Plants")
        return outline
    }

    /// Runs `body` and returns the reasons of the exceptions it raised.
    private func reasons(_ body: () -> Void) -> [String] {
        collectingExceptions(body).map(\.reason)
    }

    // MARK: Building

    @Test func anEmptySnapshotHasNoItems() {
        let empty = Snapshot()
        #expect(empty.items.isEmpty)
        #expect(empty.rootItems.isEmpty)
        #expect(empty.visibleItems.isEmpty)
        #expect(empty.expandedItems.isEmpty)
        #expect(!empty.contains("Animals"))
        #expect(empty.index(of: "Animals") == nil)
        #expect(empty.visualDescription() == "<NSDiffableDataSourceSectionSnapshot\n>")
    }

    @Test func appendingToParentsBuildsTheOutlineInDepthFirstOrder() {
        let outline = Self.outline()
        #expect(outline.items == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Plants", "Trees"])
        #expect(outline.rootItems == ["Animals", "Plants"])
        #expect(outline.items.map { outline.level(of: $0) } == [0, 1, 2, 2, 1, 0, 1])
        #expect(outline.items.map { outline.parent(of: $0) } == [nil, "Animals", "Cats", "Cats", "Animals", nil, "Plants"])
        #expect(outline.items.map { outline.index(of: $0) } == Array(0..<7))
        #expect(outline.contains("Tiger"))
        #expect(!outline.contains("Zebra"))
    }

    @Test func appendingToAParentWithChildrenGoesAfterTheirSubtrees() {
        var outline = Self.outline()
        outline.append(["Birds"], to: "Animals")
        outline.append(["Sea"])
        #expect(outline.items == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Birds", "Plants", "Trees", "Sea"])
        #expect(outline.parent(of: "Birds") == "Animals")
        #expect(outline.level(of: "Birds") == 1)
    }

    @Test func newItemsStartCollapsedSoOnlyRootsAreVisible() {
        let outline = Self.outline()
        #expect(outline.visibleItems == ["Animals", "Plants"])
        #expect(outline.items.allSatisfy { !outline.isExpanded($0) })
        #expect(outline.isVisible("Animals"))
        #expect(!outline.isVisible("Cats"))
        #expect(!outline.isVisible("Lion"))
    }

    // MARK: Expanding and collapsing

    @Test func anItemIsVisibleOnlyWhileAllItsAncestorsAreExpanded() {
        var outline = Self.outline()
        outline.expand(["Cats"])
        #expect(outline.visibleItems == ["Animals", "Plants"], "Cats is expanded but hidden under Animals")
        #expect(outline.isExpanded("Cats"))
        #expect(!outline.isVisible("Lion"))

        outline.expand(["Animals"])
        #expect(outline.visibleItems == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Plants"])
        #expect(outline.isVisible("Lion"))

        outline.collapse(["Animals"])
        #expect(outline.visibleItems == ["Animals", "Plants"])
        #expect(outline.isExpanded("Cats"), "collapsing a parent keeps the expanded state below it")

        outline.expand(["Animals"])
        outline.collapse(["Cats"])
        #expect(outline.visibleItems == ["Animals", "Cats", "Dogs", "Plants"])
        #expect(outline.expandedItems == ["Animals"])
    }

    @Test func expandingNeedsNoChildrenAndIgnoresMissingItems() {
        var outline = Self.outline()
        let raised = reasons {
            outline.expand(["Dogs", "Zebra", "Plants"])
            outline.collapse(["Unicorn"])
        }
        #expect(raised.isEmpty)
        #expect(outline.isExpanded("Dogs"))
        #expect(outline.expandedItems == ["Dogs", "Plants"])
        #expect(outline.visibleItems == ["Animals", "Plants", "Trees"])
    }

    @Test func theExpandedStateStaysWithTheItemThroughEditsAndCopies() {
        var outline = Self.outline()
        outline.expand(["Animals", "Cats"])
        outline.insert(["Birds"], before: "Animals")
        outline.delete(["Dogs"])
        let copy = NSDiffableDataSourceSectionSnapshot(outline)
        #expect(copy.expandedItems == ["Animals", "Cats"])
        #expect(copy.visibleItems == ["Birds", "Animals", "Cats", "Lion", "Tiger", "Plants"])

        outline.delete(["Cats"])
        outline.append(["Cats"], to: "Animals")
        #expect(!outline.isExpanded("Cats"), "an item deleted and added again starts collapsed")
        #expect(copy.isExpanded("Cats"), "the copy is a separate value")
        #expect(copy.items == ["Birds", "Animals", "Cats", "Lion", "Tiger", "Plants", "Trees"])
    }

    // MARK: Text

    @Test func visualDescriptionDrawsTheHierarchyWithUIKitsLegend() {
        var outline = Self.outline()
        outline.expand(["Animals", "Lion"])
        #expect(outline.visualDescription() == """
            <NSDiffableDataSourceSectionSnapshot
            +*Animals
              -*Cats
                + Lion
                - Tiger
              -*Dogs
            -*Plants
              - Trees
            >
            """)
    }

    @Test func messagesAndDescriptionsPrintIdentifiersAsUIKitPrintsBridgedValues() {
        var numbers = NSDiffableDataSourceSectionSnapshot<Int>()
        numbers.append([1, 2])
        numbers.append([3], to: 1)
        #expect(numbers.visualDescription() == "<NSDiffableDataSourceSectionSnapshot\n-*1\n  - 3\n-*2\n>")

        var tags = NSDiffableDataSourceSectionSnapshot<SectionSnapshotTag>()
        let raised = reasons { tags.append([SectionSnapshotTag(number: 1)], to: SectionSnapshotTag(number: 7)) }
        #expect(raised == ["Parent item identifier does not exist in section snapshot: TesseraTests.SectionSnapshotTag(number: 7)"])
    }

    // MARK: Inserting and deleting

    @Test func insertingBeforeAnItemTakesItsLevelAndParent() {
        var outline = Self.outline()
        outline.insert(["Birds", "Fish"], before: "Dogs")
        outline.insert(["Fungi"], before: "Animals")
        #expect(outline.items == ["Fungi", "Animals", "Cats", "Lion", "Tiger", "Birds", "Fish", "Dogs", "Plants", "Trees"])
        #expect(outline.parent(of: "Fish") == "Animals")
        #expect(outline.level(of: "Fish") == 1)
        #expect(outline.rootItems == ["Fungi", "Animals", "Plants"])
    }

    @Test func insertingAfterAnItemGoesBehindItsSubtreeAtItsLevel() {
        var outline = Self.outline()
        outline.insert(["Fungi"], after: "Animals")
        outline.insert(["Puma"], after: "Cats")
        #expect(outline.items == ["Animals", "Cats", "Lion", "Tiger", "Puma", "Dogs", "Fungi", "Plants", "Trees"])
        #expect(outline.parent(of: "Puma") == "Animals")
        #expect(outline.level(of: "Puma") == 1)
        #expect(outline.level(of: "Fungi") == 0)
    }

    @Test func deletingAnItemDeletesItsDescendants() {
        var outline = Self.outline()
        outline.expand(["Animals", "Cats"])
        outline.delete(["Cats", "Lion", "Cats", "Trees"])
        #expect(outline.items == ["Animals", "Dogs", "Plants"])
        #expect(outline.expandedItems == ["Animals"])
        #expect(outline.index(of: "Plants") == 2)
        #expect(!outline.contains("Tiger"))

        outline.deleteAll()
        #expect(outline.items.isEmpty)
        #expect(outline.expandedItems.isEmpty)
        outline.append(["Animals"])
        #expect(!outline.isExpanded("Animals"))
    }

    // MARK: Subtrees

    @Test func aSnapshotOfAParentHoldsItsChildrenAsRoots() {
        var outline = Self.outline()
        outline.expand(["Cats"])
        let animals = outline.snapshot(of: "Animals")
        #expect(animals.items == ["Cats", "Lion", "Tiger", "Dogs"])
        #expect(animals.rootItems == ["Cats", "Dogs"])
        #expect(animals.items.map { animals.level(of: $0) } == [0, 1, 1, 0])
        #expect(animals.parent(of: "Cats") == nil)
        #expect(animals.parent(of: "Tiger") == "Cats")
        #expect(animals.isExpanded("Cats"), "the expanded state comes along")
        #expect(animals.visibleItems == ["Cats", "Lion", "Tiger", "Dogs"])
        #expect(outline.snapshot(of: "Dogs").items.isEmpty)
    }

    @Test func aSnapshotIncludingTheParentHasItAsItsOnlyRoot() {
        let outline = Self.outline()
        let cats = outline.snapshot(of: "Cats", includingParent: true)
        #expect(cats.items == ["Cats", "Lion", "Tiger"])
        #expect(cats.rootItems == ["Cats"])
        #expect(cats.level(of: "Lion") == 1)
        #expect(cats.visibleItems == ["Cats"])
        #expect(cats.visualDescription() == "<NSDiffableDataSourceSectionSnapshot\n-*Cats\n  - Lion\n  - Tiger\n>")
        #expect(outline.snapshot(of: "Dogs", includingParent: true).items == ["Dogs"])
    }

    @Test func replacingChildrenSwapsTheWholeSubtreeAndKeepsTheParentsState() {
        var outline = Self.outline()
        outline.expand(["Animals", "Cats"])
        var birds = Snapshot()
        birds.append(["Birds", "Cats"])
        birds.append(["Owl"], to: "Birds")
        birds.expand(["Birds"])
        outline.replace(childrenOf: "Animals", using: birds)
        #expect(outline.items == ["Animals", "Birds", "Owl", "Cats", "Plants", "Trees"])
        #expect(outline.items.map { outline.level(of: $0) } == [0, 1, 2, 1, 0, 1])
        #expect(outline.expandedItems == ["Animals", "Birds"], "Cats came back from the new snapshot, collapsed")
        #expect(outline.visibleItems == ["Animals", "Birds", "Owl", "Cats", "Plants"])

        outline.replace(childrenOf: "Plants", using: Snapshot())
        #expect(outline.items == ["Animals", "Birds", "Owl", "Cats", "Plants"])
        outline.replace(childrenOf: "Animals", using: outline.snapshot(of: "Animals"))
        #expect(outline.items == ["Animals", "Birds", "Owl", "Cats", "Plants"], "the old children may come back")
        #expect(outline.expandedItems == ["Animals", "Birds"])
    }

    @Test func insertingASnapshotBringsItsTreeAndExpandedState() {
        var outline = Self.outline()
        var sea = Snapshot()
        sea.append(["Sea"])
        sea.append(["Fish", "Whales"], to: "Sea")
        sea.expand(["Sea"])
        outline.insert(sea, before: "Plants")
        #expect(outline.items == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Sea", "Fish", "Whales", "Plants", "Trees"])
        #expect(outline.visibleItems == ["Animals", "Sea", "Fish", "Whales", "Plants"])

        var sky = Snapshot()
        sky.append(["Birds"])
        sky.append(["Owl"], to: "Birds")
        outline.insert(sky, after: "Cats")
        #expect(outline.items.prefix(7) == ["Animals", "Cats", "Lion", "Tiger", "Birds", "Owl", "Dogs"])
        #expect(outline.parent(of: "Birds") == "Animals")
        #expect(outline.level(of: "Owl") == 2)
    }

    @Test func appendingASnapshotInternallyAddsItsRootsAsChildren() {
        var outline = Self.outline()
        var fish = Snapshot()
        fish.append(["Fish"])
        fish.append(["Carp"], to: "Fish")
        outline.append(fish, to: "Animals")
        #expect(outline.items == ["Animals", "Cats", "Lion", "Tiger", "Dogs", "Fish", "Carp", "Plants", "Trees"])
        #expect(outline.level(of: "Carp") == 2)
        let raised = reasons { outline.append(fish.snapshot(of: "Fish")) }
        #expect(raised == ["Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Carp\n)}"])
        #expect(outline.rootItems == ["Animals", "Plants"])
    }

    @Test func visibleRowsCarryWhatAnOutlineListShows() {
        var outline = Self.outline()
        outline.expand(["Animals"])
        let rows = outline._visibleRows
        #expect(rows.map(\.item) == outline.visibleItems)
        #expect(rows.map(\.level) == [0, 1, 1, 0])
        #expect(rows.map(\.parent) == [nil, "Animals", "Animals", nil])
        #expect(rows.map(\.hasChildren) == [true, true, false, true])
        #expect(rows.map(\.isExpanded) == [true, false, false, false])
        #expect(outline._children(of: nil) == ["Animals", "Plants"])
        #expect(outline._children(of: "Animals") == ["Cats", "Dogs"])
        #expect(outline._children(of: "Lion").isEmpty)
    }

    @Test func theSnapshotIsASendableValue() async {
        let outline = Self.outline()
        let items = await Task.detached { outline.items }.value
        #expect(items == outline.items)
    }

    // MARK: Misuse

    @Test func addingToAMissingDestinationRaisesUIKitsMessagesAndChangesNothing() {
        var outline = Self.outline()
        let before = outline
        let raised = collectingExceptions {
            outline.append(["Birds"], to: "Zebra")
            outline.insert(["Birds"], before: "Zebra")
            outline.insert(["Birds"], after: "Zebra")
            outline.insert(outline.snapshot(of: "Cats", includingParent: true), before: "Zebra")
            outline.replace(childrenOf: "Zebra", using: Snapshot())
        }
        #expect(raised.map(\.name) == Array(repeating: "NSInternalInconsistencyException", count: 5))
        #expect(raised.map(\.reason) == [
            "Parent item identifier does not exist in section snapshot: Zebra",
            "Item identifier to insert before does not exist in section snapshot: Zebra",
            "Item identifier to insert after does not exist in section snapshot: Zebra",
            // The snapshot of Cats is checked for the destination before its items are.
            "Item identifier to insert before does not exist in section snapshot: Zebra",
            "Parent item identifier does not exist in section snapshot: Zebra",
        ])
        #expect(outline.items == before.items)
    }

    @Test func emptyAdditionsDoNothingWhateverTheDestination() {
        var outline = Self.outline()
        let raised = reasons {
            outline.append([], to: "Zebra")
            outline.insert([], before: "Zebra")
            outline.insert([String](), after: "Zebra")
            outline.insert(Snapshot(), before: "Zebra")
            outline.insert(Snapshot(), after: "Zebra")
            outline.delete([])
        }
        #expect(raised.isEmpty)
        #expect(outline.items == Self.outline().items)
    }

    @Test func duplicateIdentifiersRaiseUIKitsMessageAndInsertNothing() {
        var outline = Self.outline()
        let raised = reasons {
            outline.append(["Birds", "Lion", "Birds", "Owl", "Lion"], to: "Animals")
            outline.insert(["Dogs"], before: "Dogs")
            outline.insert(outline.snapshot(of: "Cats"), after: "Plants")
        }
        #expect(raised == [
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Lion,\n    Birds\n)}",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Dogs\n)}",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Lion,\n    Tiger\n)}",
        ])
        #expect(outline.items == Self.outline().items)
    }

    @Test func replacingChildrenWithItemsFromElsewhereRaisesWhereUIKitCorruptsTheTree() {
        var outline = Self.outline()
        var stray = Snapshot()
        stray.append(["Trees", "Animals", "Lion"])
        let raised = reasons { outline.replace(childrenOf: "Animals", using: stray) }
        #expect(raised == [
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Trees,\n    Animals\n)}"
        ])
        #expect(outline.items == Self.outline().items)
    }

    @Test func deletingAMissingItemRaisesBeforeDeletingAnything() {
        var outline = Self.outline()
        let raised = reasons { outline.delete(["Cats", "Zebra", "Unicorn"]) }
        #expect(raised == ["Failed to find index of item Zebra"])
        #expect(outline.items == Self.outline().items)
    }

    @Test func askingAboutAMissingItemRaisesUIKitsMessages() {
        let outline = Self.outline()
        var answers: [String] = []
        let raised = reasons {
            answers.append("\(outline.isExpanded("Zebra"))")
            answers.append("\(outline.isVisible("Zebra"))")
            answers.append("\(outline.level(of: "Zebra") == NSNotFound)")
            answers.append("\(outline.parent(of: "Zebra") as Any)")
            answers.append("\(outline.snapshot(of: "Zebra", includingParent: true).items)")
        }
        #expect(raised == [
            "Item identifier does not exist in section snapshot: Zebra",
            "Item identifier does not exist in section snapshot: Zebra",
            "Item identifier does not exist in section snapshot: Zebra",
            "Child item identifier does not exist in section snapshot: Zebra",
            "Parent item identifier does not exist in section snapshot: Zebra",
        ])
        #expect(answers == ["false", "false", "true", "nil", "[]"])
        #expect(reasons { _ = outline.contains("Zebra"); _ = outline.index(of: "Zebra") }.isEmpty)
    }

    // MARK: Random sequences against a naive tree

    /// 2,000 sequences of 24 steps; each step is checked against the model, and the run as a
    /// whole must reach every misuse, deep trees and long ones.
    @Test func randomEditSequencesAgreeWithANaiveTree() {
        var reasonsSeen: [String: Int] = [:]
        var deepest = 0
        var largest = 0
        for seed in 0..<UInt64(2_000) {
            var script = RandomOutlineScript(generator: SplitMix64(seed: seed))
            var real = NSDiffableDataSourceSectionSnapshot<Int>()
            var model = OutlineModel()
            for step in 0..<24 {
                let operation = script.nextOperation(model)
                let expected = model.apply(operation)
                var answer: NSDiffableDataSourceSectionSnapshot<Int>?
                let raised = collectingExceptions { answer = operation.apply(to: &real) }.map(\.reason)
                func context() -> String { "seed \(seed) step \(step) \(operation)" }
                #expect(raised == (expected.reason.map { [$0] } ?? []), "\(context())")
                if let subtree = expected.subtree {
                    #expect(answer.map(OutlineModel.entries(of:)) == subtree, "\(context())")
                }
                let entries = model.entries
                let wrong = model.mismatches(with: real, entries: entries, pool: script.pool)
                if !wrong.isEmpty {
                    Issue.record("\(context()): \(wrong.prefix(4))")
                    break
                }
                if let reason = expected.reason { reasonsSeen[String(reason.prefix { !$0.isNumber && $0 != "{" }), default: 0] += 1 }
                deepest = max(deepest, entries.map(\.level).max() ?? 0)
                largest = max(largest, entries.count)
            }
        }
        // Missing parent, missing destination before and after, missing item to delete, duplicates.
        #expect(reasonsSeen.count == 5, "every kind of misuse comes up: \(reasonsSeen)")
        #expect(reasonsSeen.values.allSatisfy { $0 >= 50 }, "\(reasonsSeen)")
        #expect(deepest >= 5 && largest >= 20, "deepest level \(deepest), most items \(largest)")
    }
}

// MARK: - The naive tree

/// An outline as nested nodes and a set of expanded identifiers: every query walks the tree.
struct OutlineModel {
    struct Node: Equatable {
        var id: Int
        var children: [Node] = []
    }

    /// One item of the depth-first order.
    struct Entry: Equatable {
        var id: Int
        var level: Int
        var parent: Int?
        var isExpanded: Bool
        var isVisible: Bool
    }

    var roots: [Node] = []
    var expanded: Set<Int> = []

    var entries: [Entry] {
        var entries: [Entry] = []
        func visit(_ nodes: [Node], level: Int, parent: Int?, visible: Bool) {
            for node in nodes {
                let isExpanded = expanded.contains(node.id)
                entries.append(Entry(id: node.id, level: level, parent: parent, isExpanded: isExpanded, isVisible: visible))
                visit(node.children, level: level + 1, parent: node.id, visible: visible && isExpanded)
            }
        }
        visit(roots, level: 0, parent: nil, visible: true)
        return entries
    }

    var ids: Set<Int> { Set(entries.map(\.id)) }

    /// The entries of a real snapshot, read back through its public queries only by index.
    static func entries(of snapshot: NSDiffableDataSourceSectionSnapshot<Int>) -> [Entry] {
        let visible = Set(snapshot.visibleItems)
        return snapshot.items.map {
            Entry(id: $0, level: snapshot.level(of: $0), parent: snapshot.parent(of: $0),
                  isExpanded: snapshot.isExpanded($0), isVisible: visible.contains($0))
        }
    }

    // MARK: Paths

    /// The indexes leading to `id` through `roots` and children.
    func path(of id: Int) -> [Int]? {
        func search(_ nodes: [Node], _ prefix: [Int]) -> [Int]? {
            for (index, node) in nodes.enumerated() {
                if node.id == id { return prefix + [index] }
                if let found = search(node.children, prefix + [index]) { return found }
            }
            return nil
        }
        return search(roots, [])
    }

    func node(at path: [Int]) -> Node {
        var node = roots[path[0]]
        for index in path.dropFirst() { node = node.children[index] }
        return node
    }

    /// The sibling list that `path` (a parent path; empty for the roots) holds as children.
    mutating func withChildren<R>(of parentPath: [Int], _ body: (inout [Node]) -> R) -> R {
        func descend(_ nodes: inout [Node], _ rest: ArraySlice<Int>) -> R {
            guard let first = rest.first else { return body(&nodes) }
            return descend(&nodes[first].children, rest.dropFirst())
        }
        return descend(&roots, parentPath[...])
    }

    static func ids(of nodes: [Node]) -> [Int] {
        nodes.flatMap { [$0.id] + ids(of: $0.children) }
    }

    // MARK: Operations

    /// What an operation should do: UIKit's reason, if it raises, and for
    /// `snapshot(of:includingParent:)` the entries of the answer.
    struct Outcome {
        var reason: String?
        var subtree: [Entry]?
    }

    typealias Reason = _SectionSnapshotReason

    func duplicates(_ candidates: [Int], allowing allowed: Set<Int> = []) -> [Int] {
        let present = ids.subtracting(allowed)
        var seen = Set<Int>()
        var found: [Int] = []
        for id in candidates where (!seen.insert(id).inserted || present.contains(id)) && !found.contains(id) {
            found.append(id)
        }
        return found
    }

    func notUnique(_ ids: [Int]) -> String { Reason.notUnique(ids.map(String.init)) }

    /// Inserts a block at `index` among the children of `parentPath`, if it is unique.
    mutating func insert(_ block: [Node], expanded blockExpanded: Set<Int>, parentPath: [Int], index: Int?) -> Outcome {
        let dups = duplicates(Self.ids(of: block))
        guard dups.isEmpty else { return Outcome(reason: notUnique(dups)) }
        withChildren(of: parentPath) { $0.insert(contentsOf: block, at: index ?? $0.count) }
        expanded.formUnion(blockExpanded)
        return Outcome()
    }

    mutating func apply(_ operation: OutlineOperation) -> Outcome {
        switch operation {
        case .append(let block, let blockExpanded, let parent):
            guard !block.isEmpty else { return Outcome() }
            guard let parent else { return insert(block, expanded: blockExpanded, parentPath: [], index: nil) }
            guard let path = path(of: parent) else { return Outcome(reason: Reason.parentNotFound("\(parent)")) }
            return insert(block, expanded: blockExpanded, parentPath: path, index: nil)
        case .insert(let block, let blockExpanded, let destination, let after):
            guard !block.isEmpty else { return Outcome() }
            guard let path = path(of: destination) else {
                return Outcome(reason: after ? Reason.afterNotFound("\(destination)") : Reason.beforeNotFound("\(destination)"))
            }
            return insert(block, expanded: blockExpanded, parentPath: Array(path.dropLast()), index: path.last! + (after ? 1 : 0))
        case .delete(let items):
            for item in items where path(of: item) == nil { return Outcome(reason: Reason.indexNotFound("\(item)")) }
            for item in items {
                guard let path = path(of: item) else { continue }  // gone with an ancestor
                let removed = Self.ids(of: [node(at: path)])
                withChildren(of: Array(path.dropLast())) { _ = $0.remove(at: path.last!) }
                expanded.subtract(removed)
            }
            return Outcome()
        case .deleteAll:
            self = OutlineModel()
            return Outcome()
        case .expand(let items):
            expanded.formUnion(items.filter { path(of: $0) != nil })
            return Outcome()
        case .collapse(let items):
            expanded.subtract(items)
            return Outcome()
        case .replaceChildren(let parent, let block, let blockExpanded):
            guard let path = path(of: parent) else { return Outcome(reason: Reason.parentNotFound("\(parent)")) }
            let old = Self.ids(of: node(at: path).children)
            let dups = duplicates(Self.ids(of: block), allowing: Set(old))
            guard dups.isEmpty else { return Outcome(reason: notUnique(dups)) }
            expanded.subtract(old)
            withChildren(of: path) { $0 = block }
            expanded.formUnion(blockExpanded)
            return Outcome()
        case .subtree(let parent, let includingParent):
            guard let path = path(of: parent) else { return Outcome(reason: Reason.parentNotFound("\(parent)"), subtree: []) }
            let node = node(at: path)
            let sub = OutlineModel(roots: includingParent ? [node] : node.children, expanded: expanded)
            return Outcome(subtree: sub.entries)
        }
    }

    // MARK: Comparing

    /// Every way `real` disagrees with the model.
    func mismatches(with real: NSDiffableDataSourceSectionSnapshot<Int>, entries: [Entry], pool: Range<Int>) -> [String] {
        real._checkInvariants()
        var wrong: [String] = []
        if real.items != entries.map(\.id) { wrong.append("items \(real.items) != \(entries.map(\.id))") }
        if real.rootItems != roots.map(\.id) { wrong.append("rootItems \(real.rootItems)") }
        if real.visibleItems != entries.filter(\.isVisible).map(\.id) { wrong.append("visibleItems \(real.visibleItems)") }
        if real.expandedItems != entries.filter(\.isExpanded).map(\.id) { wrong.append("expandedItems \(real.expandedItems)") }
        for (index, entry) in entries.enumerated() {
            if real.index(of: entry.id) != index { wrong.append("index of \(entry.id)") }
            if real.level(of: entry.id) != entry.level { wrong.append("level of \(entry.id)") }
            if real.parent(of: entry.id) != entry.parent { wrong.append("parent of \(entry.id)") }
            if real.isExpanded(entry.id) != entry.isExpanded { wrong.append("isExpanded \(entry.id)") }
            if real.isVisible(entry.id) != entry.isVisible { wrong.append("isVisible \(entry.id)") }
        }
        let present = Set(entries.map(\.id))
        for id in pool where !present.contains(id) {
            if real.contains(id) || real.index(of: id) != nil { wrong.append("\(id) should be absent") }
        }
        return wrong
    }
}

/// One random edit or query of a section snapshot of `Int` identifiers.
enum OutlineOperation: CustomStringConvertible {
    /// `append(_:to:)` of plain items (no children, no expanded items) or, internally, of a snapshot.
    case append([OutlineModel.Node], Set<Int>, to: Int?)
    case insert([OutlineModel.Node], Set<Int>, destination: Int, after: Bool)
    case delete([Int])
    case deleteAll
    case expand([Int])
    case collapse([Int])
    case replaceChildren(of: Int, [OutlineModel.Node], Set<Int>)
    case subtree(of: Int, includingParent: Bool)

    /// A section snapshot of a forest, built through the public API.
    static func snapshot(_ forest: [OutlineModel.Node], expanded: Set<Int>) -> NSDiffableDataSourceSectionSnapshot<Int> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        func add(_ nodes: [OutlineModel.Node], to parent: Int?) {
            snapshot.append(nodes.map(\.id), to: parent)
            for node in nodes { add(node.children, to: node.id) }
        }
        add(forest, to: nil)
        snapshot.expand(Array(expanded))
        return snapshot
    }

    /// Whether a block is flat and collapsed, so it can go in as plain items.
    private static func isFlat(_ block: [OutlineModel.Node], _ expanded: Set<Int>) -> Bool {
        expanded.isEmpty && block.allSatisfy(\.children.isEmpty)
    }

    /// Performs the operation; answers the result of a query (`subtree`), `nil` for edits.
    @discardableResult
    func apply(to snapshot: inout NSDiffableDataSourceSectionSnapshot<Int>) -> NSDiffableDataSourceSectionSnapshot<Int>? {
        switch self {
        case .append(let block, let expanded, let parent):
            if Self.isFlat(block, expanded) {
                snapshot.append(block.map(\.id), to: parent)
            } else {
                snapshot.append(Self.snapshot(block, expanded: expanded), to: parent)
            }
        case .insert(let block, let expanded, let destination, let after):
            let ids = block.map(\.id)
            if Self.isFlat(block, expanded) && (Set(ids).count != ids.count || destination.isMultiple(of: 2)) {
                // Flat blocks go in either as plain items or as a snapshot (which cannot hold
                // the same identifier twice).
                if after { snapshot.insert(ids, after: destination) } else { snapshot.insert(ids, before: destination) }
            } else {
                let inserted = Self.snapshot(block, expanded: expanded)
                if after { snapshot.insert(inserted, after: destination) } else { snapshot.insert(inserted, before: destination) }
            }
        case .delete(let items): snapshot.delete(items)
        case .deleteAll: snapshot.deleteAll()
        case .expand(let items): snapshot.expand(items)
        case .collapse(let items): snapshot.collapse(items)
        case .replaceChildren(let parent, let block, let expanded):
            snapshot.replace(childrenOf: parent, using: Self.snapshot(block, expanded: expanded))
        case .subtree(let parent, let includingParent):
            return snapshot.snapshot(of: parent, includingParent: includingParent)
        }
        return nil
    }

    var description: String {
        switch self {
        case .append(let block, let expanded, let parent): "append \(OutlineModel.ids(of: block)) expanded \(expanded.sorted()) to \(parent as Any)"
        case .insert(let block, let expanded, let destination, let after): "insert \(OutlineModel.ids(of: block)) expanded \(expanded.sorted()) \(after ? "after" : "before") \(destination)"
        case .delete(let items): "delete \(items)"
        case .deleteAll: "deleteAll"
        case .expand(let items): "expand \(items)"
        case .collapse(let items): "collapse \(items)"
        case .replaceChildren(let parent, let block, let expanded): "replace children of \(parent) with \(OutlineModel.ids(of: block)) expanded \(expanded.sorted())"
        case .subtree(let parent, let includingParent): "snapshot of \(parent) includingParent \(includingParent)"
        }
    }
}

/// Draws random operations over a small pool of identifiers, so that duplicates, missing
/// destinations and deep trees all come up.
struct RandomOutlineScript {
    var generator: SplitMix64
    let pool = 0..<28

    init(generator: SplitMix64) { self.generator = generator }

    private mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    private mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    /// The identifiers in the tree, in order, for the operation being drawn.
    private var present: [Int] = []

    /// An identifier: mostly one in the tree when there is one, else any from the pool.
    private mutating func someID() -> Int {
        if !present.isEmpty && chance(85) { return present[int(0..<present.count)] }
        return int(pool)
    }

    /// Identifiers mostly not yet in the tree, sometimes one that is, sometimes a repeat.
    private mutating func newIDs(count: Int, taken: inout Set<Int>) -> [Int] {
        var ids: [Int] = []
        for _ in 0..<count {
            if chance(6), let repeated = ids.last { ids.append(repeated); continue }
            if chance(6) { ids.append(someID()); continue }
            guard taken.count < pool.count else { break }
            var id = int(pool)
            while taken.contains(id) { id = id + 1 == pool.upperBound ? pool.lowerBound : id + 1 }
            taken.insert(id)
            ids.append(id)
        }
        return ids
    }

    /// A small forest, flat most of the time, with a few expanded items.
    private mutating func block(nested: Bool) -> ([OutlineModel.Node], Set<Int>) {
        var taken = Set(present)
        let roots = newIDs(count: int(0..<4), taken: &taken)
        guard nested else { return (roots.map { OutlineModel.Node(id: $0) }, []) }
        // A forest's own identifiers must be unique: drop repeats.
        var seen = Set<Int>()
        var forest: [OutlineModel.Node] = []
        for id in roots where seen.insert(id).inserted {
            var node = OutlineModel.Node(id: id)
            if chance(50) {
                for child in newIDs(count: int(1..<3), taken: &taken) where seen.insert(child).inserted {
                    node.children.append(OutlineModel.Node(id: child))
                }
            }
            forest.append(node)
        }
        let all = OutlineModel.ids(of: forest)
        let expanded = Set(all.filter { _ in chance(40) })
        return (forest, expanded)
    }

    mutating func nextOperation(_ model: OutlineModel) -> OutlineOperation {
        present = model.entries.map(\.id)
        switch int(0..<100) {
        case 0..<30:
            let (block, expanded) = block(nested: chance(25))
            return .append(block, expanded, to: chance(25) ? nil : someID())
        case 30..<48:
            let (block, expanded) = block(nested: chance(40))
            return .insert(block, expanded, destination: someID(), after: chance(50))
        case 48..<60:
            return .delete((0..<int(1..<3)).map { _ in someID() })
        case 60..<61:
            return .deleteAll
        case 61..<75:
            return .expand((0..<int(1..<4)).map { _ in someID() })
        case 75..<83:
            return .collapse((0..<int(1..<3)).map { _ in someID() })
        case 83..<92:
            let (block, expanded) = block(nested: true)
            return .replaceChildren(of: someID(), block, expanded)
        default:
            return .subtree(of: someID(), includingParent: chance(50))
        }
    }
}
