import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
private final class SizeWatchingController: UIViewController {
    var log: [String] = []

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("willTransition(to: \(newCollection.horizontalSizeClass))")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            self.log.append("alongside at \(Int(self.view.bounds.width))")
        }, completion: { [unowned self] _ in self.log.append("completion") })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange(from: \(previousTraitCollection?.horizontalSizeClass.description ?? "nil"))")
    }
}

@MainActor
@Suite("Traits and size classes")
struct TraitChangeTests {
    @Test func sizeClassesFollowTheTerminalSize() {
        #expect(UITraitCollection.horizontalSizeClass(forWidth: 80 * 11) == .compact)
        #expect(UITraitCollection.horizontalSizeClass(forWidth: 100 * 11) == .regular)
        #expect(UITraitCollection.verticalSizeClass(forHeight: 24 * 22) == .regular)
        #expect(UITraitCollection.verticalSizeClass(forHeight: 15 * 22) == .compact)
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let (window, _) = makeWindow(root: navigation, columns: 120, rows: 30)
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.verticalSizeClass == .regular)
        _ = HeadlessHost(window: window, columns: 80, rows: 24)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func aResizeAcrossAThresholdCallsUIKitsSequence() {
        let root = SizeWatchingController()
        let (window, _) = makeWindow(root: root, columns: 80, rows: 24)
        _ = HeadlessHost(window: window, columns: 120, rows: 24)
        #expect(root.log == [
            "willTransition(to: Regular)", "viewWillTransition(to: 1320×528)",
            "traitCollectionDidChange(from: Compact)", "alongside at 1320", "completion",
        ])
        root.log = []
        _ = HeadlessHost(window: window, columns: 130, rows: 24)
        #expect(root.log == ["viewWillTransition(to: 1430×528)", "alongside at 1430", "completion"],
            "no size class changed")
    }

    @Test func childrenAndViewsHearOfTraitChanges() {
        let child = SizeWatchingController()
        let navigation = UINavigationController(rootViewController: child)
        let (window, _) = makeWindow(root: navigation, columns: 80, rows: 24)
        var heard: [String] = []
        child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (controller: SizeWatchingController, previous) in
            heard.append("controller \(previous.horizontalSizeClass) → \(controller.traitCollection.horizontalSizeClass)")
        }
        let registration = child.view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: UIView, previous) in
            heard.append("view vertical \(previous.verticalSizeClass)")
        }
        _ = HeadlessHost(window: window, columns: 120, rows: 24)
        #expect(heard == ["controller Compact → Regular"])
        #expect(child.log.contains("traitCollectionDidChange(from: Compact)"))
        _ = HeadlessHost(window: window, columns: 120, rows: 10)
        #expect(heard == ["controller Compact → Regular", "view vertical Regular"])
        child.view.unregisterForTraitChanges(registration)
        _ = HeadlessHost(window: window, columns: 120, rows: 24)
        #expect(heard.count == 2)
    }

    @Test func traitCollectionsCombineAndCompare() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.horizontalSizeClass == .regular && combined.userInterfaceStyle == .dark)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        #expect(combined[UITraitHorizontalSizeClass.self] == .regular)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    }
}
