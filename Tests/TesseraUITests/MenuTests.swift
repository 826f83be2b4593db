import Foundation
import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A log the views' actions write to.
@MainActor
private final class ActionLog {
    var entries: [String] = []
}

private struct FileMenu: View {
    let log: ActionLog
    @State private var isPinned = false

    var body: some View {
        VStack(spacing: 0) {
            Menu("Actions") {
                Button("Duplicate") { log.entries.append("Duplicate") }
                Toggle("Pinned", isOn: $isPinned)
                Divider()
                Menu("Copy") {
                    Button("Copy Link") { log.entries.append("Copy Link") }
                }
                Button("Delete", role: .destructive) { log.entries.append("Delete") }
            }
            Text(isPinned ? "pinned" : "loose")
        }
    }
}

@MainActor
@Suite("Menu and contextMenu")
struct MenuTests {
    @Test func aMenuShowsItsContentUnderItsLabelAndRunsTheChosenButton() {
        let log = ActionLog()
        let stage = Stage(FileMenu(log: log), columns: 30, rows: 14)
        _ = stage.text
        let control = stage.controller.view.subviews.compactMap { $0 as? UIButton }.first!
        stage.host.tap(control)
        stage.host.settle()
        // Dividers make groups; a nested menu is a submenu; Delete is destructive (red).
        expectScreen(stage.text, """






                        Actions
                       ╭───────────╮
                       │ Duplicate │
                       │ Pinned    │
                       ├───────────┤
                       │ Copy    › │
                       │ Delete    │
                       ╰───────────╯
            """)
        stage.host.press(.enter)
        stage.host.settle()
        #expect(log.entries == ["Duplicate"])
    }

    @Test func aToggleInAMenuFlipsItsBindingAndASubmenuOpensInPlace() {
        let log = ActionLog()
        let stage = Stage(FileMenu(log: log), columns: 30, rows: 14)
        _ = stage.text
        let control = stage.controller.view.subviews.compactMap { $0 as? UIButton }.first!
        stage.host.tap(control)
        stage.host.settle()
        stage.host.press(.downArrow)
        stage.host.press(.enter)
        stage.host.settle()
        #expect(stage.labels.contains("pinned"))
        stage.host.advanceTime(by: 1)
        stage.host.tap(control)
        stage.host.settle()
        #expect(stage.text.contains("✓ Pinned"))
        // Pinned is on, so the highlight starts there: down to Copy, open it, choose.
        stage.host.press(.downArrow)
        stage.host.press(.enter)
        stage.host.press(.enter)
        stage.host.settle()
        #expect(log.entries == ["Copy Link"])
    }

    @Test func aMenuWithAPrimaryActionPerformsItOnATapAndShowsTheMenuOnALongPress() {
        let log = ActionLog()
        let content = Menu {
            Button("Other") { log.entries.append("Other") }
        } label: {
            Text("Add")
        } primaryAction: {
            log.entries.append("primary")
        }
        let stage = Stage(content, columns: 20, rows: 8)
        _ = stage.text
        let control = stage.controller.view.subviews.compactMap { $0 as? UIButton }.first!
        stage.host.tap(control)
        #expect(log.entries == ["primary"])
        stage.host.advanceTime(by: 1)
        stage.host.longPress(at: stage.host.center(of: control))
        stage.host.settle()
        #expect(stage.text.contains("Other"))
        stage.host.press(.enter)
        stage.host.settle()
        #expect(log.entries == ["primary", "Other"])
    }

    @Test func aContextMenuOnAViewShowsOnALongPressOrARightClick() {
        let log = ActionLog()
        let content = VStack {
            Text("Photo")
                .contextMenu {
                    Button("Share") { log.entries.append("Share") }
                    Button("Remove", role: .destructive) { log.entries.append("Remove") }
                }
        }
        let stage = Stage(content, columns: 20, rows: 8)
        _ = stage.text
        let label = stage.controller.view.subviews.first { $0 is _ContextMenuArea }!
        stage.host.longPress(at: stage.host.center(of: label))
        stage.host.settle()
        // Above the press, where it fits.
        expectScreen(stage.text, """
                      ╭────────╮
                      │ Share  │
                      │ Remove │
                      ╰────────╯
                    Photo



            """)
        stage.host.press(.downArrow)
        stage.host.press(.enter)
        stage.host.settle()
        #expect(log.entries == ["Remove"])
        stage.host.advanceTime(by: 1)
        stage.host.secondaryClick(at: stage.host.center(of: label))
        stage.host.settle()
        stage.host.press(.enter)
        stage.host.settle()
        #expect(log.entries == ["Remove", "Share"])
    }

    @Test func aContextMenuOnAListRowIsTheTablesRowMenu() {
        let log = ActionLog()
        let content = List(["Apple", "Pear"], id: \.self) { fruit in
            Text(fruit).contextMenu {
                Button("Eat \(fruit)") { log.entries.append("Eat \(fruit)") }
            }
        }
        let stage = Stage(content, columns: 24, rows: 12)
        _ = stage.text
        let table = stage.controller.view.subviews.compactMap { $0 as? UITableView }.first!
        let configuration = table.delegate.flatMap { $0 as? any UITableViewDelegate }?
            .tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 0), point: .zero)
        #expect(configuration != nil)
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        stage.host.longPress(at: CGPoint(x: row.midX, y: row.minY + 11))
        stage.host.settle()
        #expect(stage.text.contains("Eat Pear"))
        stage.host.press(.enter)
        stage.host.settle()
        #expect(log.entries == ["Eat Pear"])
    }
}
