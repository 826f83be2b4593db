@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// A snapshot as the diff sees it: section identifiers and the items of each.
private struct Snapshot: CustomStringConvertible {
    var sections: [String]
    var items: [[String]]

    /// `["A": "a b", "B": ""]`-like literals: a section and its items separated by spaces.
    init(_ sections: KeyValuePairs<String, String>) {
        self.sections = sections.map(\.key)
        items = sections.map { $0.value.split(separator: " ").map(String.init) }
    }

    init(sections: [String], items: [[String]]) {
        self.sections = sections
        self.items = items
    }

    var counts: [Int] { items.map(\.count) }

    /// Where every item is.
    var positions: [String: IndexPath] {
        var positions: [String: IndexPath] = [:]
        for (section, items) in items.enumerated() {
            for (row, item) in items.enumerated() { positions[item] = listPath(section, row) }
        }
        return positions
    }

    var description: String {
        zip(sections, items).map { "\($0)[\($1.joined(separator: " "))]" }.joined(separator: " ")
    }
}

private func diff(_ old: Snapshot, _ new: Snapshot) -> _ListBatch {
    _SnapshotDiff.batch(fromSections: old.sections, items: old.items, toSections: new.sections, items: new.items)
}

/// Everything wrong with `batch` as the diff from `old` to `new`: it must validate for the
/// lists of `kinds`, map every surviving section and item to where its identifier is in `new` (or
/// delete and insert it for one of UIKit's rules: out of a deleted section, into an inserted
/// one), and move only sections and items that changed their order relative to one that stays.
private func problems(
    _ batch: _ListBatch, from old: Snapshot, to new: Snapshot, kinds: [_ListKind] = [.table, .collection]
) -> [String] {
    var problems: [String] = []
    var update: _ListUpdate?
    for kind in kinds {
        switch _ListUpdate.validate(batch, oldCounts: old.counts, newCounts: new.counts, kind: kind) {
        case .success(let validated): update = validated
        case .failure(let exception): problems.append("\(kind): \(exception.reason)")
        }
    }
    guard let update else { return problems }

    // Sections.
    let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1, $0) })
    let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1, $0) })
    for (index, section) in old.sections.enumerated() where update.newSection(forOld: index) != newSectionIndex[section] {
        problems.append("section \(section) maps to \(String(describing: update.newSection(forOld: index)))")
    }
    for (index, section) in new.sections.enumerated() where update.oldSection(forNew: index) != oldSectionIndex[section] {
        problems.append("new section \(section) maps back to \(String(describing: update.oldSection(forNew: index)))")
    }

    // Items, both ways.
    let oldPositions = old.positions, newPositions = new.positions
    /// Whether UIKit's rules make the diff delete and insert an item that is in both snapshots.
    func mustReinsert(from oldPath: IndexPath, to newPath: IndexPath) -> Bool {
        newSectionIndex[old.sections[oldPath.section]] == nil || oldSectionIndex[new.sections[newPath.section]] == nil
    }
    for (item, oldPath) in oldPositions {
        let mapped = update.newIndexPath(forOld: oldPath)
        guard let newPath = newPositions[item] else {
            if mapped != nil { problems.append("deleted \(item) maps to \(mapped!)") }
            continue
        }
        if mapped != newPath && !(mapped == nil && mustReinsert(from: oldPath, to: newPath)) {
            problems.append("\(item) at \(oldPath) maps to \(String(describing: mapped)), not \(newPath)")
        }
    }
    for (item, newPath) in newPositions {
        let mapped = update.oldIndexPath(forNew: newPath)
        guard let oldPath = oldPositions[item] else {
            if mapped != nil { problems.append("inserted \(item) maps back to \(mapped!)") }
            continue
        }
        if mapped != oldPath && !(mapped == nil && mustReinsert(from: oldPath, to: newPath)) {
            problems.append("\(item) at \(newPath) maps back to \(String(describing: mapped)), not \(oldPath)")
        }
    }

    // No needless moves: a moved section or item changed its order relative to one that stays.
    let movedSections = Set(batch.sectionMoves.map { old.sections[$0.from] })
    let stayingSections = old.sections.filter { newSectionIndex[$0] != nil && !movedSections.contains($0) }
    for section in movedSections {
        let changed = stayingSections.contains { other in
            (oldSectionIndex[section]! < oldSectionIndex[other]!) != (newSectionIndex[section]! < newSectionIndex[other]!)
        }
        if !changed { problems.append("section \(section) moved needlessly") }
    }
    let movedItems = Set(batch.itemMoves.map { move in old.items[move.from.section][move.from.row] })
    for item in movedItems {
        let oldPath = oldPositions[item]!, newPath = newPositions[item]!
        guard old.sections[oldPath.section] == new.sections[newPath.section] else { continue }
        let staying = old.items[oldPath.section].filter { other in
            guard let otherNew = newPositions[other] else { return false }
            return new.sections[otherNew.section] == old.sections[oldPath.section] && !movedItems.contains(other)
        }
        let changed = staying.contains { other in
            (oldPath.row < oldPositions[other]!.row) != (newPath.row < newPositions[other]!.row)
        }
        if !changed { problems.append("\(item) moved needlessly within \(old.sections[oldPath.section])") }
    }
    return problems
}

private func expectValid(
    _ batch: _ListBatch, from old: Snapshot, to new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation
) {
    let found = problems(batch, from: old, to: new)
    #expect(found.isEmpty, "\(old) → \(new): \(found)", sourceLocation: sourceLocation)
}

private func moves(_ batch: _ListBatch) -> Set<_ListMove<IndexPath>> { Set(batch.itemMoves) }

private func move(_ from: (Int, Int), _ to: (Int, Int)) -> _ListMove<IndexPath> {
    _ListMove(from: listPath(from.0, from.1), to: listPath(to.0, to.1))
}

/// The diff behind `apply` of the diffable data sources (issue 17): worked examples, then
/// properties over random snapshot pairs.
@Suite struct SnapshotDiffTests {
    @Test func emptyToEmptyIsAnEmptyBatch() {
        #expect(diff(Snapshot([:]), Snapshot([:])).isEmpty)
        #expect(diff(Snapshot(["A": ""]), Snapshot(["A": ""])).isEmpty)
    }

    @Test func unchangedContentIsAnEmptyBatch() {
        let snapshot = Snapshot(["A": "a b c", "B": "", "C": "d e"])
        #expect(diff(snapshot, snapshot).isEmpty)
    }

    @Test func everythingInsertedIsSectionInsertsAlone() {
        let old = Snapshot([:]), new = Snapshot(["A": "a b", "B": "c"])
        let batch = diff(old, new)
        #expect(batch.insertedSections == [0, 1])
        // The section inserts cover their items.
        #expect(batch.insertedItems.isEmpty && batch.deletedSections.isEmpty && batch.itemMoves.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    @Test func itemsInsertedIntoAnExistingSection() {
        let old = Snapshot(["A": ""]), new = Snapshot(["A": "a b c"])
        let batch = diff(old, new)
        #expect(Set(batch.insertedItems) == [listPath(0, 0), listPath(0, 1), listPath(0, 2)])
        #expect(batch.insertedSections.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    @Test func everythingDeleted() {
        let old = Snapshot(["A": "a b", "B": "c"]), new = Snapshot([:])
        let batch = diff(old, new)
        #expect(batch.deletedSections == [0, 1] && batch.deletedItems.isEmpty)
        expectValid(batch, from: old, to: new)

        let emptied = Snapshot(["A": "", "B": ""])
        let rows = diff(old, emptied)
        #expect(Set(rows.deletedItems) == [listPath(0, 0), listPath(0, 1), listPath(1, 0)])
        #expect(rows.deletedSections.isEmpty && rows.itemMoves.isEmpty)
        expectValid(rows, from: old, to: emptied)
    }

    /// a b c d → a c b d: one of b and c moves, the other stays.
    @Test func aSwapOfNeighboursIsOneMove() {
        let old = Snapshot(["A": "a b c d"]), new = Snapshot(["A": "a c b d"])
        let batch = diff(old, new)
        #expect(moves(batch) == [move((0, 2), (0, 1))])
        #expect(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    /// a b c d e f g h → a g c d e f b h: both swapped items changed order with the ones between.
    @Test func aSwapAcrossOthersMovesTheTwo() {
        let old = Snapshot(["A": "a b c d e f g h"]), new = Snapshot(["A": "a g c d e f b h"])
        let batch = diff(old, new)
        #expect(moves(batch) == [move((0, 1), (0, 6)), move((0, 6), (0, 1))])
        expectValid(batch, from: old, to: new)
    }

    @Test(arguments: [false, true])
    func aRotationByOneIsOneMove(_ backwards: Bool) {
        let items = (0..<10).map { "i\($0)" }
        let rotated = backwards ? [items[9]] + items[..<9] : Array(items[1...]) + [items[0]]
        let old = Snapshot(sections: ["A"], items: [items]), new = Snapshot(sections: ["A"], items: [rotated])
        let batch = diff(old, new)
        #expect(moves(batch) == [backwards ? move((0, 9), (0, 0)) : move((0, 0), (0, 9))])
        expectValid(batch, from: old, to: new)

        // Sections likewise.
        let sections = Snapshot(sections: items, items: items.map { _ in [] })
        let rotatedSections = Snapshot(sections: rotated, items: items.map { _ in [] })
        let sectionBatch = diff(sections, rotatedSections)
        #expect(sectionBatch.sectionMoves == [backwards ? _ListMove(from: 9, to: 0) : _ListMove(from: 0, to: 9)])
        expectValid(sectionBatch, from: sections, to: rotatedSections)
    }

    @Test func anItemMovesBetweenSections() {
        let old = Snapshot(["A": "a b", "B": "c"]), new = Snapshot(["A": "b", "B": "c a"])
        let batch = diff(old, new)
        #expect(moves(batch) == [move((0, 0), (1, 1))])
        #expect(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty && batch.sectionMoves.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    @Test func aSectionMovesWithItsItems() {
        let old = Snapshot(["A": "a b", "B": "c", "C": "d"]), new = Snapshot(["B": "c", "C": "d", "A": "a b"])
        let batch = diff(old, new)
        #expect(batch.sectionMoves == [_ListMove(from: 0, to: 2)])
        #expect(batch.itemMoves.isEmpty && batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    /// The example of `_SnapshotDiff`'s documentation.
    @Test func movesInsideAndOutOfAMovedSection() {
        let old = Snapshot(["A": "a b c", "B": "d"]), new = Snapshot(["B": "d a", "A": "c b"])
        let batch = diff(old, new)
        #expect(batch.sectionMoves == [_ListMove(from: 1, to: 0)])
        #expect(moves(batch) == [move((0, 0), (0, 1)), move((0, 2), (1, 0))])
        expectValid(batch, from: old, to: new)
    }

    /// UIKit: "cannot move a row from a deleted section". The item is inserted where it
    /// arrives; the section's delete covers its old place.
    @Test func anItemLeavingADeletedSectionIsInserted() {
        let old = Snapshot(["A": "a b", "B": "c"]), new = Snapshot(["B": "c a"])
        let batch = diff(old, new)
        #expect(batch.deletedSections == [0] && batch.insertedItems == [listPath(0, 1)])
        #expect(batch.itemMoves.isEmpty && batch.deletedItems.isEmpty && batch.sectionMoves.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    /// UIKit: "cannot move a row into a newly inserted section". The item is deleted where it
    /// was; the section's insert covers its new place.
    @Test func anItemEnteringAnInsertedSectionIsDeleted() {
        let old = Snapshot(["A": "a b"]), new = Snapshot(["A": "a", "C": "b"])
        let batch = diff(old, new)
        #expect(batch.insertedSections == [1] && batch.deletedItems == [listPath(0, 1)])
        #expect(batch.itemMoves.isEmpty && batch.insertedItems.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    @Test func anItemFromADeletedSectionIntoAnInsertedOneNeedsNoItemChange() {
        let old = Snapshot(["A": "a", "B": "b"]), new = Snapshot(["B": "b", "C": "a"])
        let batch = diff(old, new)
        #expect(batch.deletedSections == [0] && batch.insertedSections == [1])
        #expect(batch.itemMoves.isEmpty && batch.insertedItems.isEmpty && batch.deletedItems.isEmpty)
        expectValid(batch, from: old, to: new)
    }

    /// An identifier that counts how often it is hashed.
    private struct Counted: Hashable {
        final class Counter { var hashes = 0 }
        let id: Int
        let counter: Counter

        static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.id == rhs.id }

        func hash(into hasher: inout Hasher) {
            counter.hashes += 1
            hasher.combine(id)
        }
    }

    @Test func unchangedContentHashesNothing() {
        let counter = Counted.Counter()
        let items = (0..<10_000).map { Counted(id: $0, counter: counter) }
        let batch = _SnapshotDiff<Int, Counted>.batch(fromSections: [0], items: [items], toSections: [0], items: [items])
        #expect(batch.isEmpty && counter.hashes == 0)
    }

    /// The common prefix and suffix of a section stay, compared with `==` alone: replacing one
    /// item of 10,000 hashes the two items that differ.
    @Test func aSmallEditHashesOnlyTheEditedStretch() {
        let counter = Counted.Counter()
        let old = (0..<10_000).map { Counted(id: $0, counter: counter) }
        var new = old
        new[5_000] = Counted(id: -1, counter: counter)
        let batch = _SnapshotDiff<Int, Counted>.batch(fromSections: [0], items: [old], toSections: [0], items: [new])
        #expect(batch.deletedItems == [listPath(0, 5_000)] && batch.insertedItems == [listPath(0, 5_000)])
        #expect(batch.itemMoves.isEmpty)
        #expect(counter.hashes == 2)
    }

    // MARK: - Properties

    /// 10,000 random pairs: 0–6 sections and 0–40 items each, drawn from small pools of
    /// identifiers so that the two snapshots share most of them; a quarter of the new snapshots
    /// are drawn independently, the rest edit the old one (drops, section changes, inserts,
    /// reorders), and one in twenty is unchanged. Every batch is validated as a table view's,
    /// every fifth also as a collection view's.
    @Test func randomPairsValidateAndMapEveryItemToItsNewPlace() {
        var random = SplitMix64(seed: 17)
        var failures: [String] = []
        var totals = (moves: 0, sectionMoves: 0, pairs: 0)
        for pair in 0..<10_000 {
            let old = randomSnapshot(using: &random)
            let new: Snapshot
            switch random.next(upperBound: 20 as UInt64) {
            case 0: new = old
            case 1...5: new = randomSnapshot(using: &random)
            default: new = edited(old, using: &random)
            }
            let batch = diff(old, new)
            if new.sections == old.sections && new.items == old.items && !batch.isEmpty {
                failures.append("\(old): unchanged content gives a non-empty batch")
            }
            // The two kinds share the validator and differ only in their messages' words.
            let found = problems(batch, from: old, to: new, kinds: pair % 5 == 0 ? [.table, .collection] : [.table])
            if !found.isEmpty && failures.count < 5 { failures.append("\(old) → \(new): \(found)") }
            totals.moves += batch.itemMoves.count
            totals.sectionMoves += batch.sectionMoves.count
            totals.pairs += 1
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // The pairs exercise moves of both kinds.
        #expect(totals.moves > 10_000 && totals.sectionMoves > 1_000, "\(totals)")
    }

    // MARK: - Random snapshots

    private let sectionPool = (0..<9).map { "S\($0)" }
    private let itemPool = (0..<60).map { "i\($0)" }

    private func randomSnapshot(using random: inout SplitMix64) -> Snapshot {
        let sections = Array(sectionPool.shuffled(using: &random).prefix(Int(random.next(upperBound: 7 as UInt64))))
        var items = sections.map { _ in [String]() }
        guard !sections.isEmpty else { return Snapshot(sections: [], items: []) }
        for item in itemPool.shuffled(using: &random).prefix(Int(random.next(upperBound: 41 as UInt64))) {
            items[Int(random.next(upperBound: UInt64(sections.count)))].append(item)
        }
        return Snapshot(sections: sections, items: items)
    }

    /// `snapshot` with some sections and items dropped, added, moved and reordered.
    private func edited(_ snapshot: Snapshot, using random: inout SplitMix64) -> Snapshot {
        func chance(_ percent: UInt64) -> Bool { random.next(upperBound: 100 as UInt64) < percent }
        var sections: [String] = snapshot.sections.filter { _ in !chance(20) }
        for section in sectionPool where !snapshot.sections.contains(section) && sections.count < 6 && chance(8) {
            sections.insert(section, at: Int(random.next(upperBound: UInt64(sections.count + 1))))
        }
        if sections.count > 1 && chance(40) {
            let section = sections.remove(at: Int(random.next(upperBound: UInt64(sections.count))))
            sections.insert(section, at: Int(random.next(upperBound: UInt64(sections.count + 1))))
        }
        guard !sections.isEmpty else { return Snapshot(sections: [], items: []) }
        var items = sections.map { _ in [String]() }
        let index = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        // Surviving items keep their section and order unless they move.
        for (section, sectionItems) in zip(snapshot.sections, snapshot.items) {
            for item in sectionItems where !chance(15) {
                if let kept = index[section], !chance(10) {
                    items[kept].append(item)
                } else {
                    let other = Int(random.next(upperBound: UInt64(sections.count)))
                    items[other].insert(item, at: Int(random.next(upperBound: UInt64(items[other].count + 1))))
                }
            }
        }
        let used = Set(snapshot.items.joined())
        var count = items.reduce(0) { $0 + $1.count }
        for item in itemPool where !used.contains(item) && count < 40 && chance(10) {
            count += 1
            let section = Int(random.next(upperBound: UInt64(sections.count)))
            items[section].insert(item, at: Int(random.next(upperBound: UInt64(items[section].count + 1))))
        }
        for _ in 0..<random.next(upperBound: 4 as UInt64) {
            let section = Int(random.next(upperBound: UInt64(sections.count)))
            guard items[section].count > 1 else { continue }
            let item = items[section].remove(at: Int(random.next(upperBound: UInt64(items[section].count))))
            items[section].insert(item, at: Int(random.next(upperBound: UInt64(items[section].count + 1))))
        }
        return Snapshot(sections: sections, items: items)
    }
}
