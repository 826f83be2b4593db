@testable import Tessera
import Foundation
import TesseraTestSupport

/// One update call on a table, as user code makes it.
enum TableUpdateCall: CustomStringConvertible {
    case insertRows([IndexPath])
    case deleteRows([IndexPath])
    case reloadRows([IndexPath])
    case moveRow(IndexPath, IndexPath)
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, Int)

    @MainActor
    func make(on table: UITableView) {
        switch self {
        case .insertRows(let paths): table.insertRows(at: paths, with: .automatic)
        case .deleteRows(let paths): table.deleteRows(at: paths, with: .automatic)
        case .reloadRows(let paths): table.reloadRows(at: paths, with: .automatic)
        case .moveRow(let from, let to): table.moveRow(at: from, to: to)
        case .insertSections(let sections): table.insertSections(sections, with: .automatic)
        case .deleteSections(let sections): table.deleteSections(sections, with: .automatic)
        case .reloadSections(let sections): table.reloadSections(sections, with: .automatic)
        case .moveSection(let from, let to): table.moveSection(from, toSection: to)
        }
    }

    /// The method's name, without arguments.
    var kind: String { String(description.prefix(while: { $0 != "(" })) }

    var description: String {
        func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }
        switch self {
        case .insertRows(let paths): return "insertRows(\(paths.map(path)))"
        case .deleteRows(let paths): return "deleteRows(\(paths.map(path)))"
        case .reloadRows(let paths): return "reloadRows(\(paths.map(path)))"
        case .moveRow(let from, let to): return "moveRow(\(path(from)) → \(path(to)))"
        case .insertSections(let sections): return "insertSections(\(Array(sections)))"
        case .deleteSections(let sections): return "deleteSections(\(Array(sections)))"
        case .reloadSections(let sections): return "reloadSections(\(Array(sections)))"
        case .moveSection(let from, let to): return "moveSection(\(from) → \(to))"
        }
    }
}

/// A random valid batch: the model after it, and the calls that describe it with UIKit's
/// rules (deletes and reloads at old index paths, inserts at new ones, moves from old to new).
///
/// Rows and sections get fresh ids when they are inserted or reloaded, so a test can tell a
/// surviving row (same id) from a new cell's row.
struct TableBatchPlan {
    var sections: [[String]]
    var calls: [TableUpdateCall]
    /// Ids that leave the model: deleted rows, reloaded rows, rows of deleted or reloaded sections.
    var removedIDs: Set<String>

    /// Where a new section's contents come from.
    private enum SectionOrigin {
        case old(Int, reloaded: Bool, moved: Bool)
        case inserted
    }

    /// Where a new row comes from.
    private enum RowOrigin {
        case kept(IndexPath)
        case reloaded(IndexPath)
        case moved(IndexPath)
        case inserted
    }

    /// Plans a batch on `old`. `intensity` (0...1) scales how likely each change is; small
    /// values give batches of zero or one call.
    static func random(
        from old: [[String]], intensity: Double, maxSections: Int = 6, nextID: inout Int,
        using rng: inout SplitMix64
    ) -> TableBatchPlan {
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p * intensity }
        func freshID() -> String {
            nextID += 1
            return "r\(nextID)"
        }
        var calls: [TableUpdateCall] = []
        var removed: Set<String> = []

        // Sections: delete, reload, keep; move some kept ones; insert new ones.
        var deletedSections = IndexSet()
        var reloadedSections = IndexSet()
        for section in old.indices {
            if chance(0.10) { deletedSections.insert(section) } else if chance(0.10) { reloadedSections.insert(section) }
        }
        var order: [SectionOrigin] = []
        var movedSections: [Int] = []
        for section in old.indices where !deletedSections.contains(section) {
            if !reloadedSections.contains(section), movedSections.count < 2, chance(0.12) {
                movedSections.append(section)
            } else {
                order.append(.old(section, reloaded: reloadedSections.contains(section), moved: false))
            }
        }
        for section in movedSections {
            order.insert(.old(section, reloaded: false, moved: true), at: Int.random(in: 0...order.count, using: &rng))
        }
        while order.count < maxSections, chance(order.isEmpty ? 0.8 : 0.10) {
            order.insert(.inserted, at: Int.random(in: 0...order.count, using: &rng))
        }

        // Rows of sections that keep their contents: delete, reload, move out, keep.
        var deletedRows: [IndexPath] = []
        var reloadedRows: Set<IndexPath> = []
        var movingRows: [IndexPath] = []
        for case .old(let section, false, _) in order {
            for row in old[section].indices {
                let indexPath = IndexPath(row: row, section: section)
                if chance(0.08) { deletedRows.append(indexPath) }
                else if chance(0.06) { reloadedRows.insert(indexPath) }
                else if chance(0.06) { movingRows.append(indexPath) }
            }
        }
        let deletedRowSet = Set(deletedRows)
        let movingRowSet = Set(movingRows)
        let keeperSections = order.indices.filter { if case .old(_, false, _) = order[$0] { return true } else { return false } }
        var movedInto: [Int: [IndexPath]] = [:]
        for indexPath in movingRows {
            movedInto[keeperSections.randomElement(using: &rng)!, default: []].append(indexPath)
        }

        // The new model, section by section.
        var sections: [[String]] = []
        var insertedSections = IndexSet()
        for (newSection, origin) in order.enumerated() {
            switch origin {
            case .inserted:
                insertedSections.insert(newSection)
                sections.append((0..<Int.random(in: 0...5, using: &rng)).map { _ in freshID() })
            case .old(let section, true, _):
                removed.formUnion(old[section])
                sections.append((0..<Int.random(in: 0...8, using: &rng)).map { _ in freshID() })
            case .old(let section, false, let moved):
                if moved { calls.append(.moveSection(section, newSection)) }
                var rows: [(id: String, origin: RowOrigin)] = []
                for (row, id) in old[section].enumerated() {
                    let indexPath = IndexPath(row: row, section: section)
                    if deletedRowSet.contains(indexPath) || movingRowSet.contains(indexPath) { continue }
                    if reloadedRows.contains(indexPath) {
                        rows.append((freshID(), .reloaded(indexPath)))
                    } else {
                        rows.append((id, .kept(indexPath)))
                    }
                }
                for indexPath in movedInto[newSection] ?? [] {
                    rows.insert((old[indexPath.section][indexPath.row], .moved(indexPath)), at: Int.random(in: 0...rows.count, using: &rng))
                }
                if chance(rows.count < 4 ? 0.9 : 0.4) {
                    for _ in 0..<Int.random(in: 1...3, using: &rng) {
                        rows.insert((freshID(), .inserted), at: Int.random(in: 0...rows.count, using: &rng))
                    }
                }
                for (row, entry) in rows.enumerated() {
                    let indexPath = IndexPath(row: row, section: newSection)
                    switch entry.origin {
                    case .kept: break
                    case .reloaded(let oldPath):
                        removed.insert(old[oldPath.section][oldPath.row])
                        calls.append(.reloadRows([oldPath]))
                    case .moved(let oldPath): calls.append(.moveRow(oldPath, indexPath))
                    case .inserted: calls.append(.insertRows([indexPath]))
                    }
                }
                sections.append(rows.map(\.id))
            }
        }
        for indexPath in deletedRows {
            removed.insert(old[indexPath.section][indexPath.row])
            calls.append(.deleteRows([indexPath]))
        }
        for section in deletedSections {
            removed.formUnion(old[section])
            calls.append(.deleteSections([section]))
        }
        for section in reloadedSections { calls.append(.reloadSections([section])) }
        for section in insertedSections { calls.append(.insertSections([section])) }
        calls.shuffle(using: &rng)
        return TableBatchPlan(sections: sections, calls: calls, removedIDs: removed)
    }
}
