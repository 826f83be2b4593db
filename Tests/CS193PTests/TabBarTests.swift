import Foundation
import Testing
import Tessera
@testable import CS193PKit
@testable import HelloContactsKit

/// The tabs around the demo's screens.
@Suite("Tabs", .contactsAuthorized, .serialized)
@MainActor
struct TabBarTests {
    @Test func theTabBarListsTheFourScreens() {
        let demo = LaunchedDemo(columns: 80, rows: 24)
        #expect(demo.tabs.viewControllers?.map { $0.tabBarItem.title ?? "" } == ["Calculator", "Contacts", "Settings", "Photo"])
        #expect(demo.tabs.selectedIndex == 0)
        let bar = demo.lines.suffix(2).joined(separator: "\n")
        for title in ["Calculator", "Contacts", "Settings", "Photo"] { #expect(bar.contains(title), "\(title)") }
    }

    @Test func altAndANumberSwitchTabs() async {
        let demo = LaunchedDemo(columns: 80, rows: 24)
        demo.host.press(.character("2", modifierFlags: .alternate))
        demo.host.settle()
        #expect(demo.tabs.selectedIndex == 1)
        let contacts = (demo.tabs.selectedViewController as? UINavigationController)?.topViewController as? ViewController
        #expect(contacts?.contacts.map(\.givenName).contains("Kate") == true)
        #expect(demo.host.text.contains("Kate Bell"))

        demo.host.press(.character("3", modifierFlags: .alternate))
        demo.host.settle()
        #expect(demo.tabs.selectedIndex == 2)
        #expect(demo.host.text.contains("Acknowledgements"))

        demo.host.press(.character("1", modifierFlags: .alternate))
        demo.host.settle()
        #expect(demo.tabs.selectedIndex == 0)
        #expect(demo.host.text.contains("graph"))
    }

    @Test func tappingATabShowsItsScreen() {
        let demo = LaunchedDemo(columns: 80, rows: 24)
        let row = demo.lines.lastIndex { $0.contains("Photo") }!
        let line = demo.lines[row]
        let column = line.distance(from: line.startIndex, to: line.range(of: "Photo")!.lowerBound)
        let cell = CellGrid.current
        demo.host.tap(at: CGPoint(x: (CGFloat(column) + 1.5) * cell.cellWidth, y: (CGFloat(row) + 0.5) * cell.cellHeight))
        demo.host.settle()
        #expect(demo.tabs.selectedIndex == 3)
        #expect(demo.lines[0].contains("Photo"))
    }
}

/// The settings reach the other tabs.
@Suite("Settings across tabs", .contactsAuthorized, .serialized)
@MainActor
struct SettingsAcrossTabsTests {
    @Test func boldGraphThickensTheShownGraphAndTheNextOnes() throws {
        let demo = LaunchedDemo(columns: 120, rows: 24)
        demo.press("M", "graph")
        demo.host.settle()
        let shown = try #require(demo.split.graphViewController)
        #expect(shown.graphView.lineWidth == 4)
        let settings = try #require((demo.tabs.viewControllers?[2] as? UINavigationController)?.topViewController as? SettingsViewController)
        demo.tabs.selectedIndex = 2
        demo.host.tap(settings.boldGraphSwitch)
        #expect(shown.graphView.lineWidth == 8)
        demo.tabs.selectedIndex = 0
        demo.press("±", "graph")
        demo.host.settle()
        #expect(demo.split.graphViewController !== shown)
        #expect(demo.split.graphViewController?.graphView.lineWidth == 8)
    }
}
