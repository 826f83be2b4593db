import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable @MainActor
private final class Mail {
    var selected: String?
}

private struct MailApp: View {
    @Bindable var mail: Mail

    var body: some View {
        NavigationSplitView {
            List(["Inbox", "Sent", "Archive"], id: \.self, selection: $mail.selected) { Text($0) }
                .navigationTitle("Folders")
        } detail: {
            Text(mail.selected.map { "Messages in \($0)" } ?? "No folder").navigationTitle(mail.selected ?? "")
        }
    }
}

@MainActor
struct NavigationSplitViewTests {
    private func split(_ stage: Stage<some View>) -> UISplitViewController {
        stage.controller.children.compactMap { $0 as? UISplitViewController }.first!
    }

    private func sidebarTable(_ stage: Stage<some View>) -> UITableView? {
        let page = split(stage).viewController(for: .primary)
        return page?.view.subviews.compactMap { $0 as? UITableView }.first
    }

    @Test func aWideTerminalShowsTheSidebarBesideTheDetailAndTheSelectionDrivesIt() throws {
        let mail = Mail()
        let stage = Stage(MailApp(mail: mail), columns: 120, rows: 20)
        stage.flush()
        let collapsed = split(stage).isCollapsed
        #expect(!collapsed)
        var screen = stage.host.text
        #expect(screen.contains("Folders") && screen.contains("Inbox") && screen.contains("No folder"))
        let table = try #require(sidebarTable(stage))
        stage.host.tap(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))))
        #expect(mail.selected == "Sent")
        stage.flush()
        stage.host.settle()
        screen = stage.host.text
        #expect(screen.contains("Messages in Sent"))
        #expect(screen.contains("Inbox"), "the sidebar stays")
    }

    @Test func aNarrowTerminalCollapsesToTheSidebarAndASelectionPushesTheDetail() throws {
        let mail = Mail()
        let stage = Stage(MailApp(mail: mail), columns: 60, rows: 20)
        stage.flush()
        let collapsed = split(stage).isCollapsed
        #expect(collapsed)
        var screen = stage.host.text
        #expect(screen.contains("Folders") && screen.contains("Archive") && !screen.contains("No folder"))
        let table = try #require(sidebarTable(stage))
        stage.host.tap(try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))))
        stage.flush()
        stage.host.settle()
        stage.flush()
        screen = stage.host.text
        #expect(mail.selected == "Archive")
        #expect(screen.contains("Messages in Archive"))
        #expect(!screen.contains("Inbox"), "the detail covers the sidebar")
    }
}
