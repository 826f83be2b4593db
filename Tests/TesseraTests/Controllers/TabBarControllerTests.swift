import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
private final class TabDelegate: UITabBarControllerDelegate {
    var log: [String] = []
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect \(viewController.title ?? "?")")
        return !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title ?? "?")")
    }
}

@MainActor
private final class BarDelegate: UITabBarDelegate {}

@MainActor
@Suite("UITabBarController")
struct TabBarControllerTests {
    private func makeTabs(_ names: [String], log: ControllerLog) -> (UITabBarController, [LoggingController]) {
        let controllers = names.map { LoggingController($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        return (tabs, controllers)
    }

    @Test func showsTheFirstTabAndLoadsOnlyItsView() {
        let log = ControllerLog()
        let (tabs, controllers) = makeTabs(["A", "B"], log: log)
        let screen = makeWindow(root: tabs)
        defer { withExtendedLifetime(screen) {} }
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(log.events == [
            "A.willMove(toParent: parent)", "A.didMove(toParent: parent)",
            "B.willMove(toParent: parent)", "B.didMove(toParent: parent)",
            "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
        ])
        #expect(!controllers[1].isViewLoaded)
        #expect(controllers[1].tabBarController === tabs)
    }

    @Test func switchingTabsFollowsUIKitsAppearanceOrder() {
        let log = ControllerLog()
        let (tabs, controllers) = makeTabs(["A", "B"], log: log)
        let screen = makeWindow(root: tabs)
        defer { withExtendedLifetime(screen) {} }
        log.events = []
        tabs.selectedIndex = 1
        #expect(log.events == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "A.viewDidDisappear", "B.viewDidAppear",
        ])
        #expect(controllers[0].viewIfLoaded?.superview == nil && controllers[1].view.superview === tabs.view)
        log.events = []
        tabs.selectedViewController = controllers[0]
        #expect(log.events == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
        ])
    }

    @Test func drawsTabsWithTheSelectionAndBadges() {
        let log = ControllerLog()
        let (tabs, controllers) = makeTabs(["Inbox", "Sent"], log: log)
        controllers[0].tabBarItem.badgeValue = "3"
        let (_, host) = makeWindow(root: tabs, columns: 30, rows: 6)
        #expect(host.text.components(separatedBy: "\n").suffix(2) == [
            "──────────────────────────────",
            "    Inbox 3         Sent",
        ])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        controllers[1].title = "Outbox"
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["Inbox", "Outbox"])
    }

    @Test func clickingATabAsksAndTellsTheDelegate() {
        let log = ControllerLog()
        let (tabs, controllers) = makeTabs(["A", "B", "C"], log: log)
        let delegate = TabDelegate()
        delegate.refused = ["C"]
        tabs.delegate = delegate
        let (_, host) = makeWindow(root: tabs, columns: 30, rows: 6)
        host.tap(at: cellCenter(column: 15, row: 5))
        #expect(tabs.selectedViewController === controllers[1])
        host.tap(at: cellCenter(column: 25, row: 5))
        #expect(tabs.selectedViewController === controllers[1], "the delegate refused C")
        #expect(delegate.log == ["shouldSelect B", "didSelect B", "shouldSelect C"])
        delegate.log = []
        tabs.selectedIndex = 0
        #expect(delegate.log.isEmpty, "code that selects tells the delegate nothing")
    }

    @Test func altAndADigitSwitchTabs() {
        let log = ControllerLog()
        let (tabs, controllers) = makeTabs(["A", "B", "C"], log: log)
        let (_, host) = makeWindow(root: tabs, columns: 30, rows: 6)
        host.press("3", modifierFlags: .alternate)
        #expect(tabs.selectedViewController === controllers[2])
        host.press("1", modifierFlags: .alternate)
        #expect(tabs.selectedIndex == 0)
        host.press("9", modifierFlags: .alternate)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func reselectingANavigationTabPopsToItsRoot() {
        let root = UIViewController()
        root.title = "List"
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let (_, host) = makeWindow(root: tabs, columns: 30, rows: 6)
        navigation.pushViewController(UIViewController(), animated: false)
        host.press("1", modifierFlags: .alternate)
        host.settle()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func moreThanFiveControllersGetAMoreTab() {
        let log = ControllerLog()
        let (tabs, controllers) = makeTabs(["A", "B", "C", "D", "E", "F"], log: log)
        let (_, host) = makeWindow(root: tabs, columns: 60, rows: 12)
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["A", "B", "C", "D", "More"])
        host.press("5", modifierFlags: .alternate)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(host.text.contains("E") && host.text.contains("F"))
        log.events = []
        tabs.selectedIndex = 5
        #expect(tabs.selectedViewController === controllers[5])
        #expect(tabs.moreNavigationController.topViewController === controllers[5])
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        #expect(controllers[5].tabBarController === tabs)
        #expect(log.events.contains("F.viewDidAppear"))
    }

    @Test func changingTheDelegateOfAManagedTabBarStops() {
        let tabs = UITabBarController()
        let delegate = BarDelegate()
        let raised = collectingExceptions { tabs.tabBar.delegate = delegate }
        #expect(raised.map(\.reason) == ["Changing the delegate of a tab bar managed by a tab bar controller is not allowed."])
    }
}
