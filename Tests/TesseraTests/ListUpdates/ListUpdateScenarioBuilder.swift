@testable import Tessera
import Foundation
import TesseraTestSupport

/// Builds ``ListUpdateScenario``s from a seeded generator.
struct ListUpdateScenarioBuilder {
    private var random: SplitMix64
    private var lastID = 0
    private var scenario = ListUpdateScenario()
    /// The recording calls, shuffled and split into nested batches at the end.
    private var calls: [(inout _ListBatch) -> Void] = []

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private enum Slot { case old(Int), inserted }

    private mutating func freshID() -> Int {
        lastID += 1
        return lastID
    }

    private mutating func roll(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func freshItems(_ count: ClosedRange<Int>) -> [Int] {
        (0..<roll(count)).map { _ in freshID() }
    }

    /// Places `arrivals` at random positions among `stays`, which keep their order.
    private mutating func interleave<T>(stays: [T], arrivals: [T]) -> (merged: [T], arrivalPositions: [Int]) {
        let total = stays.count + arrivals.count
        let positions = Array(Array(0..<total).shuffled(using: &random).prefix(arrivals.count))
        var merged: [T?] = Array(repeating: nil, count: total)
        for (position, arrival) in zip(positions, arrivals) { merged[position] = arrival }
        var remaining = stays.makeIterator()
        return (merged.map { $0 ?? remaining.next()! }, positions)
    }

    mutating func build() -> ListUpdateScenario {
        for _ in 0..<roll(0...5) {
            scenario.old.sections.append(.init(id: freshID(), items: freshItems(0...6)))
        }
        let slots = placeSections()
        fillSections(slots)
        var nested = _ListBatch()
        for chunk in calls.shuffled(using: &random).chunked(into: roll(1...3)) {
            var inner = _ListBatch()
            for call in chunk { call(&inner) }
            nested.append(inner)
        }
        scenario.batch = nested
        return scenario
    }

    /// Chooses each old section's fate and where every section goes.
    private mutating func placeSections() -> [Slot] {
        var stays: [Slot] = []
        var arrivals: [Slot] = []
        for (index, section) in scenario.old.sections.enumerated() {
            switch roll(0...99) {
            case ..<12:
                calls.append { $0.deleteSections([index]) }
                if roll(0...2) == 0, !section.items.isEmpty {
                    let doomed = listPath(index, roll(0...section.items.count - 1))
                    calls.append { $0.deleteItems(at: [doomed]) }  // absorbed by the section delete
                }
            case ..<22:
                calls.append { $0.reloadSections([index]) }
                scenario.reloadedSectionIDs.insert(section.id)
                stays.append(.old(index))
            case ..<40:
                arrivals.append(.old(index))
            default:
                stays.append(.old(index))
            }
        }
        for _ in 0..<roll(0...2) { arrivals.append(.inserted) }
        let placed = interleave(stays: stays, arrivals: arrivals.shuffled(using: &random))
        for (newIndex, slot) in placed.merged.enumerated() {
            switch slot {
            case .inserted:
                calls.append { $0.insertSections([newIndex]) }
            case .old(let oldIndex):
                scenario.newSectionOfOld[oldIndex] = newIndex
                if placed.arrivalPositions.contains(newIndex) {
                    calls.append { $0.moveSection(oldIndex, toSection: newIndex) }
                }
                if !scenario.reloadedSectionIDs.contains(scenario.old.sections[oldIndex].id) {
                    scenario.oldSectionOfNew[newIndex] = oldIndex
                }
            }
        }
        return placed.merged
    }

    /// Chooses each row's fate and builds every section after the update.
    private mutating func fillSections(_ slots: [Slot]) {
        let targets = scenario.oldSectionOfNew.keys.sorted()
        var staying: [Int: [Int]] = [:]
        var arriving: [Int: [(from: IndexPath?, id: Int)]] = [:]
        for (oldIndex, section) in scenario.old.sections.enumerated()
        where scenario.oldSectionOfNew.values.contains(oldIndex) {
            for (row, id) in section.items.enumerated() {
                let from = listPath(oldIndex, row)
                switch roll(0...99) {
                case ..<15:
                    scenario.deletes.append(from)
                    calls.append { $0.deleteItems(at: [from]) }
                case ..<25:
                    scenario.reloads.append(from)
                    scenario.reloadedItemIDs.insert(id)
                    calls.append { $0.reloadItems(at: [from]) }
                    staying[oldIndex, default: []].append(id)
                case ..<45:
                    arriving[targets[roll(0...targets.count - 1)], default: []].append((from, id))
                default:
                    staying[oldIndex, default: []].append(id)
                }
            }
        }
        for (newIndex, slot) in slots.enumerated() {
            switch slot {
            case .inserted:
                let items = freshItems(0...4)
                recordAbsorbedInserts(items, in: newIndex)
                scenario.new.sections.append(.init(id: freshID(), items: items))
            case .old(let oldIndex) where scenario.oldSectionOfNew[newIndex] == nil:
                let items = freshItems(0...5)
                recordAbsorbedInserts(items, in: newIndex)
                scenario.new.sections.append(.init(id: scenario.old.sections[oldIndex].id, items: items))
            case .old(let oldIndex):
                let newcomers = freshItems(0...2).map { (from: IndexPath?.none, id: $0) }
                let placed = interleave(
                    stays: staying[oldIndex, default: []].map { (from: IndexPath?.none, id: $0) },
                    arrivals: (arriving[newIndex, default: []] + newcomers).shuffled(using: &random))
                for position in placed.arrivalPositions {
                    let to = listPath(newIndex, position)
                    if let from = placed.merged[position].from {
                        scenario.moves.append(_ListMove(from: from, to: to))
                        calls.append { $0.moveItem(at: from, to: to) }
                    } else {
                        scenario.inserts.append(to)
                        calls.append { $0.insertItems(at: [to]) }
                    }
                }
                scenario.new.sections.append(.init(id: scenario.old.sections[oldIndex].id, items: placed.merged.map(\.id)))
            }
        }
    }

    /// Sometimes records inserts into a section that is itself inserted or reloaded, which UIKit absorbs.
    private mutating func recordAbsorbedInserts(_ items: [Int], in section: Int) {
        guard roll(0...2) == 0 else { return }
        let absorbed = items.indices.map { listPath(section, $0) }
        calls.append { $0.insertItems(at: absorbed) }
    }
}

fileprivate extension Array {
    /// Splits the array into `count` consecutive parts of nearly equal size.
    func chunked(into count: Int) -> [[Element]] {
        let size = Swift.max(1, (self.count + count - 1) / count)
        return stride(from: 0, to: self.count, by: size).map { Array(self[$0..<Swift.min($0 + size, self.count)]) }
    }
}
