import Foundation

/// Checks one batch with UIKit's rules and builds its ``_ListUpdate``; see
/// ``_ListUpdate/validate(_:oldCounts:newCounts:kind:)`` for the rules and their order.
struct _ListUpdateValidator {
    private let oldCounts: [Int]
    private let newCounts: [Int]
    private let message: _ListUpdateMessage

    // The recorded changes, without exact duplicates (UIKit drops those silently).
    private let deletedSections: Set<Int>
    private let insertedSections: Set<Int>
    private let reloadedSections: Set<Int>
    private let sectionMoves: [_ListMove<Int>]
    private let deletedItems: Set<IndexPath>
    private let insertedItems: Set<IndexPath>
    private let reloadedItems: Set<IndexPath>
    private let itemMoves: [_ListMove<IndexPath>]

    init(batch: _ListBatch, oldCounts: [Int], newCounts: [Int], kind: _ListKind) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        message = _ListUpdateMessage(kind: kind)
        deletedSections = Set(batch.deletedSections)
        insertedSections = Set(batch.insertedSections)
        reloadedSections = Set(batch.reloadedSections)
        sectionMoves = Set(batch.sectionMoves).sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        deletedItems = Set(batch.deletedItems)
        insertedItems = Set(batch.insertedItems)
        reloadedItems = Set(batch.reloadedItems)
        itemMoves = Set(batch.itemMoves).sorted { $0.from != $1.from ? $0.from < $1.from : $0.to < $1.to }
    }

    private func fail(_ reason: String) -> UIKitException {
        .internalInconsistency(reason)
    }

    func validate() throws(UIKitException) -> _ListUpdate {
        try checkDeletesAndReloads()
        try checkDeletes()
        try checkInserts()
        try checkSectionMoves()
        try checkItemMoves()
        try checkSectionCount()
        let sections = sectionMapping()
        try checkMovesIntoReloadedSections(sections)
        return try itemMapping(sections)
    }

    // MARK: - Conflicts and ranges

    private func checkDeletesAndReloads() throws(UIKitException) {
        for indexPath in reloadedItems.sorted() where deletedItems.contains(indexPath) {
            throw fail(message.deleteAndReload(indexPath))
        }
        for section in reloadedSections.sorted() where deletedSections.contains(section) {
            throw fail(message.deleteAndReloadSection(section))
        }
    }

    /// Sections whose contents all go away: deleted ones and reloaded ones (a delete, then an insert).
    private var leavingSections: Set<Int> { deletedSections.union(reloadedSections) }

    /// Row deletes that are not absorbed by a section delete or reload, reloads included.
    private var effectiveItemDeletes: Set<IndexPath> {
        let leaving = leavingSections
        return deletedItems.union(reloadedItems).filter { !leaving.contains($0.section) }
    }

    private func checkDeletes() throws(UIKitException) {
        let sectionMoveSources = Set(sectionMoves.map(\.from))
        let itemMoveSourceSections = Set(itemMoves.map { $0.from.section })
        for section in leavingSections.sorted(by: >) {
            if sectionMoveSources.contains(section) { throw fail(message.deleteAndMove(section: section)) }
            if itemMoveSourceSections.contains(section) { throw fail(message.moveFromDeletedSection(section)) }
            if !oldCounts.indices.contains(section) {
                throw fail(message.deleteSection(section, sectionsBefore: oldCounts.count))
            }
        }
        let itemMoveSources = Set(itemMoves.map(\.from))
        for indexPath in effectiveItemDeletes.sorted(by: >) {
            if itemMoveSources.contains(indexPath) { throw fail(message.deleteAndMove(indexPath)) }
            let section = indexPath.section
            guard oldCounts.indices.contains(section) else {
                throw fail(message.deleteItem(indexPath, sectionsBefore: oldCounts.count))
            }
            guard (0..<oldCounts[section]).contains(indexPath.row) else {
                throw fail(message.deleteItem(indexPath, itemsBefore: oldCounts[section]))
            }
        }
    }

    private func checkInserts() throws(UIKitException) {
        let sectionMoveTargets = Set(sectionMoves.map(\.to))
        let itemMoveTargetSections = Set(itemMoves.map { $0.to.section })
        for section in insertedSections.sorted() {
            if sectionMoveTargets.contains(section) { throw fail(message.insertAndMove(section: section)) }
            if itemMoveTargetSections.contains(section) { throw fail(message.moveIntoInsertedSection(section)) }
            if !newCounts.indices.contains(section) {
                throw fail(message.insertSection(section, sectionsAfter: newCounts.count))
            }
        }
        let itemMoveTargets = Set(itemMoves.map(\.to))
        for indexPath in insertedItems.sorted() where !insertedSections.contains(indexPath.section) {
            if itemMoveTargets.contains(indexPath) { throw fail(message.insertAndMove(indexPath)) }
            let section = indexPath.section
            guard newCounts.indices.contains(section) else {
                throw fail(message.insertItem(indexPath, sectionsAfter: newCounts.count))
            }
            guard (0..<newCounts[section]).contains(indexPath.row) else {
                throw fail(message.insertItem(indexPath, itemsAfter: newCounts[section]))
            }
        }
    }

    private func checkSectionMoves() throws(UIKitException) {
        for move in sectionMoves {
            if !oldCounts.indices.contains(move.from) {
                throw fail(message.moveSection(move.from, sectionsBefore: oldCounts.count))
            }
            if !newCounts.indices.contains(move.to) {
                throw fail(message.moveSection(move.from, to: move.to, sectionsAfter: newCounts.count))
            }
        }
        var targetByOrigin: [Int: Int] = [:]
        var originByTarget: [Int: Int] = [:]
        for move in sectionMoves {
            if let target = targetByOrigin[move.from] {
                throw fail(message.moveSectionTwice(move.from, to: target, and: move.to))
            }
            if let origin = originByTarget[move.to] {
                throw fail(message.moveTwoSections(origin, and: move.from, to: move.to))
            }
            targetByOrigin[move.from] = move.to
            originByTarget[move.to] = move.from
        }
    }

    private func checkItemMoves() throws(UIKitException) {
        for move in itemMoves {
            let from = move.from, to = move.to
            guard oldCounts.indices.contains(from.section) else {
                throw fail(message.moveItem(move, sectionsBefore: oldCounts.count))
            }
            guard (0..<oldCounts[from.section]).contains(from.row) else {
                throw fail(message.moveItem(move, itemsBefore: oldCounts[from.section]))
            }
            guard newCounts.indices.contains(to.section) else {
                throw fail(message.moveItem(move, sectionsAfter: newCounts.count))
            }
            guard (0..<newCounts[to.section]).contains(to.row) else {
                throw fail(message.moveItem(move, itemsAfter: newCounts[to.section]))
            }
        }
        var targetByOrigin: [IndexPath: IndexPath] = [:]
        var originByTarget: [IndexPath: IndexPath] = [:]
        for move in itemMoves {
            if let target = targetByOrigin[move.from] {
                throw fail(message.moveItemTwice(move.from, to: target, and: move.to))
            }
            if let origin = originByTarget[move.to] {
                throw fail(message.moveTwoItems(origin, and: move.from, to: move.to))
            }
            targetByOrigin[move.from] = move.to
            originByTarget[move.to] = move.from
        }
    }

    // MARK: - Counts and mapping

    private func checkSectionCount() throws(UIKitException) {
        // A reloaded section is a deleted and an inserted one, as UIKit counts it.
        let inserted = insertedSections.count + reloadedSections.count
        let deleted = deletedSections.count + reloadedSections.count
        if newCounts.count != oldCounts.count - deleted + inserted {
            throw fail(message.sectionCount(
                after: newCounts.count, before: oldCounts.count, inserted: inserted, deleted: deleted))
        }
    }

    /// The section-level mapping, valid once the section count is consistent.
    private func sectionMapping() -> _ListUpdate {
        _ListUpdate(
            oldCounts: oldCounts, newCounts: newCounts,
            departedSections: _MarkedIndexes(deletedSections.union(sectionMoves.map(\.from))),
            arrivedSections: _MarkedIndexes(insertedSections.union(sectionMoves.map(\.to))),
            deletedSections: deletedSections, insertedSections: insertedSections,
            reloadedSections: reloadedSections,
            sectionMovesByOld: Dictionary(uniqueKeysWithValues: sectionMoves.map { ($0.from, $0.to) }),
            sectionMovesByNew: Dictionary(uniqueKeysWithValues: sectionMoves.map { ($0.to, $0.from) }),
            departedItems: [:], arrivedItems: [:], reloadedItems: [:], itemMovesByOld: [:], itemMovesByNew: [:])
    }

    /// A reloaded section's new contents are an inserted section: nothing can move into it.
    private func checkMovesIntoReloadedSections(_ sections: _ListUpdate) throws(UIKitException) {
        for move in itemMoves where sections.oldSection(forNew: move.to.section) == nil {
            throw fail(message.moveIntoInsertedSection(move.to.section))
        }
    }

    private func itemMapping(_ sections: _ListUpdate) throws(UIKitException) -> _ListUpdate {
        let leaving = leavingSections
        let deletes = deletedItems.filter { !leaving.contains($0.section) }
        let reloads = reloadedItems.filter { !leaving.contains($0.section) }
        // Inserts into an inserted or reloaded section are absorbed by it.
        let inserts = insertedItems.filter { sections.oldSection(forNew: $0.section) != nil }

        var deletedPerSection: [Int: Int] = [:]
        var insertedPerSection: [Int: Int] = [:]
        var movedOutPerSection: [Int: Int] = [:]
        var movedInPerSection: [Int: Int] = [:]
        for indexPath in deletes { deletedPerSection[indexPath.section, default: 0] += 1 }
        for indexPath in inserts { insertedPerSection[indexPath.section, default: 0] += 1 }
        for indexPath in reloads {
            deletedPerSection[indexPath.section, default: 0] += 1
            if let section = sections.newSection(forOld: indexPath.section) {
                insertedPerSection[section, default: 0] += 1
            }
        }
        for move in itemMoves where sections.newSection(forOld: move.from.section) != move.to.section {
            movedOutPerSection[move.from.section, default: 0] += 1
            movedInPerSection[move.to.section, default: 0] += 1
        }

        // One sweep over the sections pairs every surviving section with its old index.
        let departed = deletedSections.union(sectionMoves.map(\.from))
        let movedInto = Dictionary(uniqueKeysWithValues: sectionMoves.map { ($0.to, $0.from) })
        var nextUnmoved = 0
        for section in newCounts.indices where !insertedSections.contains(section) {
            let oldSection: Int
            if let origin = movedInto[section] {
                oldSection = origin
            } else {
                while departed.contains(nextUnmoved) { nextUnmoved += 1 }
                oldSection = nextUnmoved
                nextUnmoved += 1
            }
            guard !reloadedSections.contains(oldSection) else { continue }
            let inserted = insertedPerSection[section, default: 0]
            let deleted = deletedPerSection[oldSection, default: 0]
            let movedIn = movedInPerSection[section, default: 0]
            let movedOut = movedOutPerSection[oldSection, default: 0]
            if newCounts[section] != oldCounts[oldSection] - deleted + inserted - movedOut + movedIn {
                throw fail(message.itemCount(
                    section: section, after: newCounts[section], before: oldCounts[oldSection],
                    inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut))
            }
        }

        let departedItems = Dictionary(grouping: Array(deletes) + itemMoves.map(\.from)) { $0.section }
            .mapValues { _MarkedIndexes($0.map { $0.row }) }
        let arrivedItems = Dictionary(grouping: Array(inserts) + itemMoves.map(\.to)) { $0.section }
            .mapValues { _MarkedIndexes($0.map { $0.row }) }
        return _ListUpdate(
            oldCounts: oldCounts, newCounts: newCounts,
            departedSections: sections.departedSections, arrivedSections: sections.arrivedSections,
            deletedSections: deletedSections, insertedSections: insertedSections,
            reloadedSections: reloadedSections,
            sectionMovesByOld: sections.sectionMovesByOld, sectionMovesByNew: sections.sectionMovesByNew,
            departedItems: departedItems, arrivedItems: arrivedItems,
            reloadedItems: Dictionary(grouping: reloads) { $0.section }.mapValues { _MarkedIndexes($0.map(\.row)) },
            itemMovesByOld: Dictionary(uniqueKeysWithValues: itemMoves.map { ($0.from, $0.to) }),
            itemMovesByNew: Dictionary(uniqueKeysWithValues: itemMoves.map { ($0.to, $0.from) }))
    }
}
