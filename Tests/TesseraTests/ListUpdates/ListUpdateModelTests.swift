@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// Model-based tests: thousands of random batches over random lists, checked against the
/// list the batch describes.
@Suite struct ListUpdateModelTests {
    private static let scenarioCount: UInt64 = 3_000

    /// Every way `update` disagrees with the lists before and after it.
    private func mismatches(_ update: _ListUpdate, _ scenario: ListUpdateScenario) -> [String] {
        var found: [String] = []
        let newItems = scenario.new.itemPositions()
        let oldItems = scenario.old.itemPositions()
        let newSections = scenario.new.sectionPositions()
        let oldSections = scenario.old.sectionPositions()
        for (oldIndex, section) in scenario.old.sections.enumerated() {
            let reloaded = scenario.reloadedSectionIDs.contains(section.id)
            if update.newSection(forOld: oldIndex) != newSections[section.id] { found.append("section \(oldIndex)") }
            for (row, id) in section.items.enumerated() {
                let old = listPath(oldIndex, row)
                if update.newIndexPath(forOld: old) != newItems[id] { found.append("new of \(old)") }
                if update.isReloaded(old: old) != (reloaded || scenario.reloadedItemIDs.contains(id)) {
                    found.append("reloaded \(old)")
                }
            }
        }
        for (newIndex, section) in scenario.new.sections.enumerated() {
            let expectedSection = scenario.reloadedSectionIDs.contains(section.id) ? nil : oldSections[section.id]
            if update.oldSection(forNew: newIndex) != expectedSection { found.append("old of section \(newIndex)") }
            for (row, id) in section.items.enumerated() {
                let expected = scenario.reloadedItemIDs.contains(id) ? nil : oldItems[id]
                if update.oldIndexPath(forNew: listPath(newIndex, row)) != expected { found.append("old of \(listPath(newIndex, row))") }
            }
        }
        return found
    }

    @Test func validBatchesMapEveryRowToItsPlaceInTheModel() {
        for seed in 0..<Self.scenarioCount {
            var builder = ListUpdateScenarioBuilder(seed: seed)
            let scenario = builder.build()
            let kind: _ListKind = seed.isMultiple(of: 2) ? .table : .collection
            switch _ListUpdate.validate(
                scenario.batch, oldCounts: scenario.old.counts, newCounts: scenario.new.counts, kind: kind)
            {
            case .success(let update):
                let wrong = mismatches(update, scenario)
                #expect(wrong.isEmpty, "seed \(seed): \(wrong.prefix(5))")
            case .failure(let exception):
                Issue.record("seed \(seed): a valid batch was rejected: \(exception.reason)")
            }
        }
    }

    /// One way to break a valid batch, and UIKit's message for it.
    private func breakBatch(
        _ scenario: ListUpdateScenario, seed: UInt64
    ) -> (batch: _ListBatch, newCounts: [Int], reason: String) {
        var random = SplitMix64(seed: ~seed)
        let message = _ListUpdateMessage(kind: seed.isMultiple(of: 2) ? .table : .collection)
        var batch = scenario.batch
        var newCounts = scenario.new.counts
        let oldCounts = scenario.old.counts
        let survivors = scenario.oldSectionOfNew.keys.sorted()
        var breakages: [() -> String] = [
            {
                newCounts.append(0)
                let reloaded = Set(batch.reloadedSections).count
                return message.sectionCount(
                    after: newCounts.count, before: oldCounts.count,
                    inserted: Set(batch.insertedSections).count + reloaded,
                    deleted: Set(batch.deletedSections).count + reloaded)
            },
            {
                batch.deleteSections([oldCounts.count])
                return message.deleteSection(oldCounts.count, sectionsBefore: oldCounts.count)
            },
        ]
        if let section = survivors.randomElement(using: &random) {
            breakages.append {
                let counts = scenario.countsForMessage(newSection: section)
                newCounts[section] += 1
                return message.itemCount(
                    section: section, after: newCounts[section], before: oldCounts[scenario.oldSectionOfNew[section]!],
                    inserted: counts.inserted, deleted: counts.deleted, movedIn: counts.movedIn, movedOut: counts.movedOut)
            }
            breakages.append {
                let beyond = listPath(section, newCounts[section])
                batch.insertItems(at: [beyond])
                return message.insertItem(beyond, itemsAfter: newCounts[section])
            }
            breakages.append {
                let oldSection = scenario.oldSectionOfNew[section]!
                let beyond = listPath(oldSection, oldCounts[oldSection])
                batch.deleteItems(at: [beyond])
                return message.deleteItem(beyond, itemsBefore: oldCounts[oldSection])
            }
        }
        if let move = scenario.moves.randomElement(using: &random) {
            breakages.append {
                batch.deleteItems(at: [move.from])
                return message.deleteAndMove(move.from)
            }
            breakages.append {
                batch.insertItems(at: [move.to])
                return message.insertAndMove(move.to)
            }
        }
        if let reload = scenario.reloads.randomElement(using: &random) {
            breakages.append {
                batch.deleteItems(at: [reload])
                return message.deleteAndReload(reload)
            }
        }
        let reason = breakages.randomElement(using: &random)!()
        return (batch, newCounts, reason)
    }

    @Test func brokenBatchesAreRejectedWithUIKitsMessage() {
        for seed in 0..<Self.scenarioCount / 2 {
            var builder = ListUpdateScenarioBuilder(seed: seed)
            let scenario = builder.build()
            let broken = breakBatch(scenario, seed: seed)
            let kind: _ListKind = seed.isMultiple(of: 2) ? .table : .collection
            let reason = failureReason(broken.batch, old: scenario.old.counts, new: broken.newCounts, kind: kind)
            #expect(reason == broken.reason, "seed \(seed)")
        }
    }
}
