import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// Headers, cells and footers stacked by hand as a table would place them: the whole screen
/// must read like a UIKit list.
@MainActor
@Suite("Rows stacked like a table")
struct StackedRowsSnapshotTests {
    private func stack(_ views: [(UIView, CGFloat)], columns: Int = 30) -> String {
        let window = UIWindow()
        var y: CGFloat = 0
        for (view, height) in views {
            view.frame = CGRect(x: 0, y: y, width: CGFloat(columns) * 11, height: height)
            window.addSubview(view)
            y += height
        }
        window.isHidden = false
        return HeadlessHost(window: window, columns: columns, rows: Int(y / 22)).text
    }

    @Test func aPlainListWithAHeaderAndAccessories() {
        let header = UITableViewHeaderFooterView._titleView("Favourites", isFooter: false, context: .plain)
        let kate = makeCell(text: "Kate Bell")
        kate.accessoryType = .checkmark
        let anna = makeCell(.value1, text: "Anna Haro", detail: "mobile")
        anna.accessoryType = .disclosureIndicator
        let john = makeCell(.subtitle, text: "John Appleseed", detail: "john@example.com")
        john.accessoryType = .detailButton
        expectScreen(stack([(header, 22), (kate, 44), (anna, 44), (john, 66)]), """
             Favourites
             Kate Bell                  ✓
             ─────────────────────────────
             Anna Haro          mobile  ›
             ─────────────────────────────
             John Appleseed
             john@example.com           ⓘ
             ─────────────────────────────
            """)
    }

    @Test func aGroupedListInEditingMode() {
        let header = UITableViewHeaderFooterView._titleView("Contacts", isFooter: false, context: .grouped)
        let first = makeCell(text: "Kate Bell")
        let second = makeCell(text: "Anna Haro")
        let add = makeCell(text: "Add contact")
        for cell in [first, second, add] {
            cell._displayContext.tableStyle = .grouped
            cell._displayContext.showsReorderControl = cell !== add
            cell.setEditing(true, animated: false)
        }
        add._displayContext.editingStyle = .insert
        add._displayContext.separatorVisible = false
        second._showsDeleteConfirmation = true
        let footer = UITableViewHeaderFooterView._titleView("3 contacts", isFooter: true, context: .grouped)
        expectScreen(stack([(header, 44), (first, 44), (second, 44), (add, 44), (footer, 44)]), """

             CONTACTS
             ⊖   Kate Bell              ≡
             ─────────────────────────────
             ⊖   Anna Haro         Delete
             ─────────────────────────────
             ⊕   Add contact

             3 contacts

            """)
    }
}
