@testable import Tessera
import Foundation

/// A random list, a random valid batch update of it and the list after the update, for
/// model-based tests: the batch is derived from the fate chosen for every section and row.
struct ListUpdateScenario {
    var old = ListUpdateModel()
    var new = ListUpdateModel()
    var batch = _ListBatch()
    /// Rows (by id) reloaded: they keep their place but need a fresh cell.
    var reloadedItemIDs: Set<Int> = []
    /// Sections (by id) reloaded: they keep their place; all their rows are new.
    var reloadedSectionIDs: Set<Int> = []

    // The changes that count for UIKit's per-section arithmetic (not absorbed by a section).
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [_ListMove<IndexPath>] = []
    /// New index of every old section that survives (moved, unmoved or reloaded).
    var newSectionOfOld: [Int: Int] = [:]
    /// Old index of every new section that is neither inserted nor reloaded.
    var oldSectionOfNew: [Int: Int] = [:]

    /// The counts UIKit reports for `section` (after the update) in its row-count message.
    func countsForMessage(newSection section: Int) -> (inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) {
        let oldSection = oldSectionOfNew[section]!
        let reloaded = reloads.count { $0.section == oldSection }
        let inserted = inserts.count { $0.section == section } + reloaded
        let deleted = deletes.count { $0.section == oldSection } + reloaded
        let movedIn = moves.count { $0.to.section == section && newSectionOfOld[$0.from.section] != section }
        let movedOut = moves.count { $0.from.section == oldSection && $0.to.section != section }
        return (inserted, deleted, movedIn, movedOut)
    }
}
