@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// A sectioned data source with titles, accessories and an index.
@MainActor
final class FruitSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [(title: String, rows: [String])] = [
        ("Citrus", ["Lemon", "Lime", "Orange"]),
        ("Berries", ["Blueberry", "Raspberry", "Strawberry"]),
        ("Stone", ["Cherry", "Peach", "Plum"]),
    ]
    var accessories: [UITableViewCell.AccessoryType] = [.disclosureIndicator, .checkmark, .detailButton]
    var style: UITableViewCell.CellStyle = .default
    var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var moves: [(IndexPath, IndexPath)] = []
    var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// Nil leaves the trailing edge to the table's standard Delete.
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    var editingLog: [String] = []

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyles[indexPath] ?? .delete
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        editingLog.append("willBeginEditing(\(indexPath.section).\(indexPath.row))")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        editingLog.append("didEndEditing(\(indexPath.map { "\($0.section).\($0.row)" } ?? "nil"))")
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit") ?? UITableViewCell(style: style, reuseIdentifier: "Fruit")
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.detailTextLabel?.text = "\(indexPath.row + 1)"
        cell.accessoryType = accessories[indexPath.row % accessories.count]
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append((editingStyle, indexPath))
        if editingStyle == .delete {
            sections[indexPath.section].rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
    }
}

@MainActor
@Suite struct UITableViewSnapshotTests {
    private func render(_ style: UITableView.Style, columns: Int = 32, rows: Int = 14, configure: (UITableView, FruitSource) -> Void = { _, _ in }) -> (String, UITableView, FruitSource, HeadlessHost) {
        let source = FruitSource()
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = source
        table.delegate = source
        configure(table, source)
        let host = makeTableHost(table, columns: columns, rows: rows)
        return (host.render().text, table, source, host)
    }

    @Test func plainTableWithStickyHeadersAndAccessories() {
        let (text, table, source, host) = render(.plain)
        withExtendedLifetime((source, host)) {
            expectScreen(text, """
                 Citrus                        ┃
                 Lemon                        ›┃
                 ──────────────────────────────┃
                 Lime                         ✓┃
                 ──────────────────────────────┃
                 Orange                       ⓘ┃
                 ──────────────────────────────┃
                 Berries                       ┃
                 Blueberry                    ›┃
                 ───────────────────────────────
                 Raspberry                    ✓
                 ───────────────────────────────
                 Strawberry                   ⓘ
                 ───────────────────────────────
                """, ignoringTrailingBlanks: true)
            // Scrolled 88 pt: "Citrus" stays pinned over the rows that pass under it.
            table.contentOffset.y = 88
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.frame.minY == 88)
            expectScreen(host.render().text, """
                 Citrus
                 Orange                       ⓘ
                 ───────────────────────────────
                 Berries                       ┃
                 Blueberry                    ›┃
                 ──────────────────────────────┃
                 Raspberry                    ✓┃
                 ──────────────────────────────┃
                 Strawberry                   ⓘ┃
                 ──────────────────────────────┃
                 Stone                         ┃
                 Cherry                       ›┃
                 ───────────────────────────────
                 Peach                        ✓
                """, ignoringTrailingBlanks: true)
        }
    }

    @Test func groupedAndInsetGrouped() {
        let grouped = render(.grouped)
        withExtendedLifetime(grouped) {
            expectScreen(grouped.0, """
                                               ┃
                 CITRUS                        ┃
                 Lemon                        ›┃
                 ──────────────────────────────┃
                 Lime                         ✓┃
                 ──────────────────────────────┃
                 Orange                       ⓘ┃
                                               ┃

                 BERRIES
                 Blueberry                    ›
                 ───────────────────────────────
                 Raspberry                    ✓
                 ───────────────────────────────
                """, ignoringTrailingBlanks: true)
        }
        let inset = render(.insetGrouped)
        withExtendedLifetime(inset) {
            expectScreen(inset.0, """
                                               ┃
                   CITRUS                      ┃
                   Lemon                    ›  ┃
                   ─────────────────────────── ┃
                   Lime                     ✓  ┃
                   ─────────────────────────── ┃
                   Orange                   ⓘ  ┃
                                               ┃

                   BERRIES
                   Blueberry                ›
                   ───────────────────────────
                   Raspberry                ✓
                   ───────────────────────────
                """, ignoringTrailingBlanks: true)
        }
    }

    @Test func editingControls() {
        let (_, table, source, host) = render(.plain)
        withExtendedLifetime((source, host)) {
            table.setEditing(true, animated: false)
            #expect(table.visibleCells.allSatisfy { $0.isEditing && $0._displayContext.showsReorderControl })
            expectScreen(host.render().text, """
                 Citrus                        ┃
                 ⊖   Lemon                    ≡┃
                 ──────────────────────────────┃
                 ⊖   Lime                     ≡┃
                 ──────────────────────────────┃
                 ⊖   Orange                   ≡┃
                 ──────────────────────────────┃
                 Berries                       ┃
                 ⊖   Blueberry                ≡┃
                 ───────────────────────────────
                 ⊖   Raspberry                ≡
                 ───────────────────────────────
                 ⊖   Strawberry               ≡
                 ───────────────────────────────
                """, ignoringTrailingBlanks: true)
        }
    }
}
