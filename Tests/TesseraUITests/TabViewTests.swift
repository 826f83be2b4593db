import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable @MainActor
private final class Tabs {
    var selection = "contacts"
}

private struct TabbedApp: View {
    @Bindable var tabs: Tabs

    var body: some View {
        TabView(selection: $tabs.selection) {
            Text("All contacts")
                .tabItem { Label("Contacts", systemImage: "person") }
                .tag("contacts")
            Text("Your settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .badge(2)
                .tag("settings")
        }
    }
}

@MainActor
struct TabViewTests {
    private func tabBarController(_ stage: Stage<some View>) -> UITabBarController {
        stage.controller.children.compactMap { $0 as? UITabBarController }.first!
    }

    @Test func eachViewIsATabWithItsItemBadgeAndTag() {
        let tabs = Tabs()
        let stage = Stage(TabbedApp(tabs: tabs), columns: 40, rows: 6)
        stage.flush()
        let items = tabBarController(stage).viewControllers?.map { [$0.tabBarItem.title ?? "", $0.tabBarItem.badgeValue ?? ""] }
        #expect(items == [["Contacts", ""], ["Settings", "2"]])
        let screen = stage.host.text
        #expect(screen.contains("All contacts") && screen.contains("Contacts") && screen.contains("Settings"))
    }

    @Test func theSelectionAndTheTabBarFollowEachOther() {
        let tabs = Tabs()
        let stage = Stage(TabbedApp(tabs: tabs), columns: 40, rows: 6)
        stage.flush()
        tabs.selection = "settings"
        stage.flush()
        let selected = tabBarController(stage).selectedIndex
        #expect(selected == 1)
        let screen = stage.host.text
        #expect(screen.contains("Your settings"))
        let tapped = stage.host.tap(text: "Contacts")
        #expect(tapped)
        #expect(tabs.selection == "contacts")
    }
}
