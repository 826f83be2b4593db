import Foundation
import Testing
@testable import Tessera

@MainActor
private final class DetailTaker: UISplitViewControllerDelegate {
    var taken: [String] = []
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        taken.append(vc.title ?? "?")
        return true
    }
}

@MainActor
private func named(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

@MainActor
@Suite("show and showDetail resolution")
struct ShowResolutionTests {
    @Test func aNavigationControllerHandlesShowByPushing() {
        let root = named("Root")
        let navigation = UINavigationController(rootViewController: root)
        let (_, host) = makeWindow(root: navigation, columns: 60, rows: 12)
        #expect(root.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(root.targetViewController(forAction: .showDetail, sender: nil) == nil)
        root.show(named("Next"), sender: nil)
        host.settle()
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Root", "Next"])
        root.showDetailViewController(named("Detail"), sender: nil)
        host.settle()
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Root", "Next", "Detail"],
            "without a split view controller a detail is shown as show shows it")
    }

    @Test func withNoContainerShowPresents() {
        let root = named("Root")
        let (_, host) = makeWindow(root: root, columns: 60, rows: 12)
        #expect(root.targetViewController(forAction: .show, sender: nil) == nil)
        root.show(named("Shown"), sender: nil)
        host.settle()
        #expect(root.presentedViewController?.title == "Shown")
    }

    @Test func inATabShowUsesTheTabsNavigationControllerElsePresents() {
        let inNavigation = named("A")
        let plain = named("B")
        let navigation = UINavigationController(rootViewController: inNavigation)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, plain]
        let (_, host) = makeWindow(root: tabs, columns: 60, rows: 12)
        inNavigation.show(named("A2"), sender: nil)
        host.settle()
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["A", "A2"])
        tabs.selectedIndex = 1
        plain.show(named("B2"), sender: nil)
        host.settle()
        #expect(plain.targetViewController(forAction: .show, sender: nil) == nil)
        #expect(plain.presentedViewController?.title == "B2")
    }

    @Test func anExpandedColumnSplitViewPutsADetailInTheSecondaryColumn() {
        let list = named("List")
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(named("Empty"), for: .secondary)
        let (_, host) = makeWindow(root: split, columns: 120, rows: 12)
        #expect(list.targetViewController(forAction: .showDetail, sender: nil) === split)
        #expect(list.targetViewController(forAction: .show, sender: nil) === list.navigationController)
        let detail = named("Detail")
        list.showDetailViewController(detail, sender: nil)
        host.settle()
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.navigationController?.viewControllers.map { $0.title ?? "" } == ["Detail"])
        #expect(list.navigationController?.viewControllers.map { $0.title ?? "" } == ["List"])
        #expect(host.text.contains("Detail"))
    }

    @Test func aCollapsedSplitViewPushesADetailOnThePrimaryStack() {
        let list = named("List")
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        let (_, host) = makeWindow(root: split, columns: 60, rows: 12)
        #expect(split.isCollapsed)
        list.showDetailViewController(named("Detail"), sender: nil)
        host.settle()
        #expect(list.navigationController?.viewControllers.map { $0.title ?? "" } == ["List", "Detail"])
    }

    @Test func showFromThePrimaryOfAnExpandedClassicSplitViewShowsTheDetail() {
        let master = named("Master")
        let split = UISplitViewController()
        split.viewControllers = [master, named("Old")]
        let (_, host) = makeWindow(root: split, columns: 120, rows: 12)
        #expect(master.targetViewController(forAction: .show, sender: nil) === split)
        master.show(named("New"), sender: nil)
        host.settle()
        #expect(split.viewControllers.map { $0.title ?? "" } == ["Master", "New"])
    }

    @Test func aClassicSplitViewsDelegateMayShowTheDetailItself() {
        let master = named("Master")
        let split = UISplitViewController()
        let delegate = DetailTaker()
        split.delegate = delegate
        split.viewControllers = [UINavigationController(rootViewController: master), named("Old")]
        let (_, host) = makeWindow(root: split, columns: 120, rows: 12)
        master.showDetailViewController(named("New"), sender: nil)
        host.settle()
        #expect(delegate.taken == ["New"])
        #expect(split.viewControllers.map { $0.title ?? "" } == ["", "Old"])
        master.show(named("Pushed"), sender: nil)
        host.settle()
        #expect(master.navigationController?.viewControllers.map { $0.title ?? "" } == ["Master", "Pushed"],
            "a navigation controller in the primary column handles show first")
    }
}
