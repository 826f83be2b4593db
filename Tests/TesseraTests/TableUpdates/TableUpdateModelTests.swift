@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// Issue #4: "thousands of random valid update sequences keep the table equal to the model;
/// invalid ones are caught with UIKit's message".
///
/// Each round (on a table without and with 22-point section headers) scrolls to a random
/// offset, selects a few rows, mutates the model and tells the
/// table with random calls (inside one `performBatchUpdates`, nested `beginUpdates` /
/// `endUpdates` or `performBatchUpdates`, or alone), then checks the table against the model.
@MainActor
@Suite struct TableUpdateModelTests {
    static let rowHeight: CGFloat = 44

    @Test(arguments: [(1, false), (2, false), (3, true), (4, true)] as [(UInt64, Bool)])
    func randomValidBatchesKeepTheTableEqualToTheModel(seed: UInt64, headers: Bool) {
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        let initial = (0..<3).map { _ in (0..<Int.random(in: 0...12, using: &rng)).map { _ in nextID += 1; return "r\(nextID)" } }
        let model = ModelTable(sections: initial, headers: headers)
        model.table.allowsMultipleSelection = true
        var callsMade: [String: Int] = [:]
        for round in 0..<250 {
            selectRandomRows(model, using: &rng)
            model.scroll(toY: CGFloat(Int.random(in: 0...Int(model.maximumOffset), using: &rng)))
            let intensity = Bool.random(using: &rng) ? 1.0 : 0.2
            let plan = TableBatchPlan.random(from: model.source.sections, intensity: intensity, nextID: &nextID, using: &rng)
            for call in plan.calls { callsMade[call.kind, default: 0] += 1 }

            let before = model.visibleCellsByID
            let selectedBefore = model.selectedIDs
            model.source.requestedIDs.removeAll()
            let exceptions = collectingExceptions {
                apply(plan, to: model, using: &rng)
                _ = model.host.render()
            }
            let context = Comment(rawValue: "seed \(seed) round \(round): \(plan.calls)")
            #expect(exceptions.map(\.reason) == [], context)
            expectTableEqualsModel(model, context)

            // Surviving rows on screen keep their cells; only rows that came into sight were asked for.
            let after = model.visibleCellsByID
            let survivorsWithNewCells = after.filter { id, cell in before[id].map { $0 !== cell } ?? false }.keys
            #expect(survivorsWithNewCells.isEmpty, context)
            let arrived = Set(after.keys).subtracting(before.keys)
            #expect(Set(model.source.requestedIDs) == arrived, context)
            #expect(model.source.requestedIDs.count == arrived.count, context)

            // Selection follows ids; deleted and reloaded rows are deselected, as in UIKit.
            #expect(model.selectedIDs == selectedBefore.subtracting(plan.removedIDs), context)
        }
        // Every kind of call was exercised, many times over.
        #expect(callsMade.count == 8)
        #expect(callsMade.values.reduce(0, +) > 500)
    }

    @Test(arguments: [11, 12] as [UInt64])
    func invalidBatchesRaiseUIKitsMessageAndReload(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        let initial = (0..<3).map { _ in (0..<Int.random(in: 1...12, using: &rng)).map { _ in nextID += 1; return "r\(nextID)" } }
        let model = ModelTable(sections: initial)
        for round in 0..<100 {
            model.scroll(toY: CGFloat(Int.random(in: 0...Int(model.maximumOffset), using: &rng)))
            var plan = TableBatchPlan.random(from: model.source.sections, intensity: 0.5, nextID: &nextID, using: &rng)
            let expected = corrupt(&plan, oldSections: model.source.sections, nextID: &nextID, using: &rng)
            let context = Comment(rawValue: "seed \(seed) round \(round): \(plan.calls)")
            let exceptions = collectingExceptions {
                apply(plan, to: model, using: &rng)
                _ = model.host.render()
            }
            #expect(exceptions.map(\.name) == ["NSInternalInconsistencyException"], context)
            #expect(exceptions.map(\.reason) == [expected], context)
            expectTableEqualsModel(model, context)
            if model.source.sections.allSatisfy(\.isEmpty) {
                model.source.sections = [(0..<5).map { _ in nextID += 1; return "r\(nextID)" }]
                model.table.reloadData()
            }
        }
    }

    // MARK: Applying a plan

    /// Mutates the model and makes the plan's calls, in one of the ways user code batches them.
    private func apply(_ plan: TableBatchPlan, to model: ModelTable, using rng: inout SplitMix64) {
        let table = model.table
        let calls = plan.calls
        let split = calls.isEmpty ? 0 : Int.random(in: 0...calls.count, using: &rng)
        switch calls.count == 1 ? 3 : Int.random(in: 0..<3, using: &rng) {
        case 0:
            table.performBatchUpdates {
                model.source.sections = plan.sections
                for call in calls { call.make(on: table) }
            }
        case 1:
            table.beginUpdates()
            model.source.sections = plan.sections
            for call in calls[..<split] { call.make(on: table) }
            table.beginUpdates()
            for call in calls[split...] { call.make(on: table) }
            table.endUpdates()
            table.endUpdates()
        case 2:
            table.performBatchUpdates {
                model.source.sections = plan.sections
                for call in calls[..<split] { call.make(on: table) }
                table.performBatchUpdates {
                    for call in calls[split...] { call.make(on: table) }
                }
            }
        default:
            // A single call outside a batch is a batch of its own.
            model.source.sections = plan.sections
            for call in calls { call.make(on: table) }
        }
    }

    /// Selects or deselects a few random rows (before scrolling, since selecting may scroll).
    private func selectRandomRows(_ model: ModelTable, using rng: inout SplitMix64) {
        let sections = model.source.sections
        for _ in 0..<2 {
            guard let section = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(using: &rng) else { return }
            let indexPath = IndexPath(row: Int.random(in: 0..<sections[section].count, using: &rng), section: section)
            if model.table.indexPathsForSelectedRows?.contains(indexPath) == true {
                model.table.deselectRow(at: indexPath, animated: false)
            } else {
                model.table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            }
        }
    }

    // MARK: Invalid batches

    /// Breaks a valid plan in one of four ways and returns UIKit's reason for it.
    private func corrupt(
        _ plan: inout TableBatchPlan, oldSections: [[String]], nextID: inout Int, using rng: inout SplitMix64
    ) -> String {
        func freshID() -> String { nextID += 1; return "r\(nextID)" }
        let section = Int.random(in: 0..<oldSections.count, using: &rng)
        let rows = oldSections[section].count
        // Simple batches on the old model, so the expected message is known.
        plan.sections = oldSections
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            // A row deleted in the calls but not in the model.
            guard rows > 0 else { fallthrough }
            plan.calls = [.deleteRows([IndexPath(row: Int.random(in: 0..<rows, using: &rng), section: section)])]
            return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(rows)) must be equal to the number of rows contained in that section before the update (\(rows)), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        case 1:
            // A row added to the model without a call: an empty batch checks the counts too.
            plan.sections[section].append(freshID())
            plan.calls = []
            return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(rows + 1)) must be equal to the number of rows contained in that section before the update (\(rows)), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        case 2:
            // A delete past the end of the section.
            let row = rows + Int.random(in: 0...3, using: &rng)
            plan.calls = [.deleteRows([IndexPath(row: row, section: section)])]
            return "attempt to delete row \(row) from section \(section) which only contains \(rows) rows before the update"
        default:
            // An insert past the end of the section, with the model one row longer.
            plan.sections[section].append(freshID())
            let row = rows + 1 + Int.random(in: 0...3, using: &rng)
            plan.calls = [.insertRows([IndexPath(row: row, section: section)])]
            return "attempt to insert row \(row) into section \(section), but there are only \(rows + 1) rows in section \(section) after the update"
        }
    }

    // MARK: Checks

    /// Counts, visible rows (computed from the model and the offset), cell contents, selection
    /// state of the visible cells and the content height.
    private func expectTableEqualsModel(_ model: ModelTable, _ context: Comment) {
        let table = model.table
        let sections = model.source.sections
        #expect(table.numberOfSections == sections.count, context)
        let rowCounts = (0..<min(table.numberOfSections, sections.count)).map { table.numberOfRows(inSection: $0) }
        #expect(rowCounts == sections.prefix(rowCounts.count).map(\.count), context)
        let minY = table.bounds.minY, maxY = table.bounds.maxY
        var expectedVisible: [IndexPath] = []
        let header = model.source.hasHeaders ? ModelTable.headerHeight : 0
        var sectionsInSight: [Int] = []
        var top: CGFloat = 0
        for (section, rows) in sections.enumerated() {
            let sectionTop = top
            top += header
            for row in rows.indices {
                if top < maxY, top + Self.rowHeight > minY { expectedVisible.append(IndexPath(row: row, section: section)) }
                top += Self.rowHeight
            }
            if sectionTop < maxY, top > minY { sectionsInSight.append(section) }
        }
        if model.source.hasHeaders {
            // Headers follow their sections (a title view of the table's own making).
            let titles = sectionsInSight.map {
                (table.headerView(forSection: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
            }
            #expect(titles == sectionsInSight.map { _ in "Section" }, context)
        }
        #expect(table.indexPathsForVisibleRows ?? [] == expectedVisible, context)
        let selected = Set(table.indexPathsForSelectedRows ?? [])
        let cells = expectedVisible.map { table.cellForRow(at: $0) }
        #expect(cells.map { $0?.textLabel?.text } == expectedVisible.map { sections[$0.section][$0.row] }, context)
        #expect(cells.map { $0?.isSelected } == expectedVisible.map(selected.contains), context)
        #expect(cells.map { $0?.frame.minY } == expectedVisible.map { table.rectForRow(at: $0).minY }, context)
        let contentHeight = CGFloat(model.source.rowCount) * Self.rowHeight + CGFloat(sections.count) * header
        #expect(table.contentSize.height == contentHeight, context)
    }
}
