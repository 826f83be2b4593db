import Foundation
import Testing
@testable import Tessera

@MainActor
private final class SplitLog: UISplitViewControllerDelegate {
    var events: [String] = []
    var topColumn: UISplitViewController.Column?

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        events.append("topColumnForCollapsing(\(proposedTopColumn.rawValue))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        events.append("displayModeForExpanding(\(proposedDisplayMode))")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        events.append("willShow(\(column.rawValue))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        events.append("willHide(\(column.rawValue))")
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        events.append("willChangeTo(\(displayMode))")
    }
}

/// A delegate that animates a badge alongside each display-mode change.
@MainActor
private final class CoordinatedSplitLog: UISplitViewControllerDelegate {
    var events: [String] = []
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        guard let coordinator = svc.transitionCoordinator else {
            events.append("willChangeTo(\(displayMode)) without a coordinator")
            return
        }
        events.append("willChangeTo(\(displayMode)) " + (coordinator.isAnimated ? "animated \(coordinator.transitionDuration)" : "immediate"))
        let alpha: CGFloat = displayMode == .secondaryOnly ? 0 : 1
        coordinator.animate(alongsideTransition: { _ in self.badge.alpha = alpha }, completion: { _ in self.events.append("completion") })
    }
}

/// The first `count` lines of the screen, `width` characters of each.
@MainActor
private func lines(_ host: HeadlessHost, _ count: Int, width: Int) -> [String] {
    host.text.components(separatedBy: "\n").prefix(count).map { line in
        let prefix = String(line.prefix(width))
        return prefix + String(repeating: " ", count: max(0, width - prefix.count))
    }
}

/// A controller that shows its name on its first line, under the nav bar.
@MainActor
private func labelled(_ name: String, log: ControllerLog) -> LoggingController {
    let controller = LoggingController(name, log: log)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 22))
    label.text = "\(name) content"
    controller.view.addSubview(label)
    controller.view.backgroundColor = .systemBackground
    return controller
}

@MainActor
@Suite("UISplitViewController")
struct SplitViewControllerTests {
    private func makeDouble(log: ControllerLog) -> (UISplitViewController, LoggingController, LoggingController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = labelled("List", log: log)
        let secondary = labelled("Detail", log: log)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    @Test func expandedColumnsDrawSideBySideWithASeparatorAndCollapseToOneStack() {
        let log = ControllerLog()
        let (split, primary, secondary) = makeDouble(log: log)
        let delegate = SplitLog()
        split.delegate = delegate
        let (window, host) = makeWindow(root: split, columns: 120, rows: 4)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 40 * CellGrid.current.cellWidth, "a third of 120 columns")
        #expect(split.viewController(for: .primary) === primary)
        #expect(primary.navigationController === split.viewControllers.first)
        let lines = host.text.components(separatedBy: "\n").map { String($0.prefix(50)) }
        #expect(lines.prefix(2) == [
            "                  List                  │         ",
            "────────────────────────────────────────│─────────",
        ])
        log.events = []
        let narrow = HeadlessHost(window: window, columns: 60, rows: 4)
        #expect(split.isCollapsed)
        #expect(delegate.events == ["topColumnForCollapsing(2)", "didCollapse"])
        #expect(primary.navigationController?.viewControllers.map { $0.title ?? "" } == ["List", "Detail"])
        #expect(log.events == [
            // The secondary column leaves the screen, then its stack moves onto the primary one.
            "Detail.viewWillDisappear", "Detail.viewDidDisappear",
            "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)", "Detail.willMove(toParent: parent)",
            "List.viewWillDisappear", "Detail.viewWillAppear", "Detail.viewIsAppearing",
            "List.viewDidDisappear", "Detail.viewDidAppear", "List.didMove(toParent: parent)", "Detail.didMove(toParent: parent)",
        ])
        #expect(narrow.text.components(separatedBy: "\n").prefix(2) == [
            " ‹ List                    Detail",
            "────────────────────────────────────────────────────────────",
        ])
        delegate.events = []
        let wide = HeadlessHost(window: window, columns: 120, rows: 4)
        #expect(!split.isCollapsed)
        #expect(delegate.events == ["displayModeForExpanding(oneBesideSecondary)", "didExpand"])
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(secondary.navigationController?.viewControllers.map { $0.title ?? "" } == ["Detail"])
        #expect(primary.navigationController?.viewControllers.map { $0.title ?? "" } == ["List"])
        #expect(wide.text.components(separatedBy: "\n").first?.contains("│") == true && wide.text.contains("Detail"))
    }

    @Test func clickingAColumnSendsKeyPressesToIt() {
        let log = ControllerLog()
        let (split, primary, secondary) = makeDouble(log: log)
        let (_, host) = makeWindow(root: split, columns: 120, rows: 6)
        #expect(split.keyPressTarget === secondary)
        host.tap(at: cellCenter(column: 5, row: 4))
        #expect(split.keyPressTarget === primary)
        host.tap(at: cellCenter(column: 80, row: 4))
        #expect(split.keyPressTarget === secondary)
    }

    @Test func theDelegateMayKeepThePrimaryOnTopWhenCollapsing() {
        let log = ControllerLog()
        let (split, primary, _) = makeDouble(log: log)
        let delegate = SplitLog()
        delegate.topColumn = .primary
        split.delegate = delegate
        let (window, _) = makeWindow(root: split, columns: 120, rows: 4)
        _ = HeadlessHost(window: window, columns: 60, rows: 4)
        #expect(primary.navigationController?.viewControllers.map { $0.title ?? "" } == ["List"])
    }

    /// A detail shown while collapsed with the primary on top goes to the secondary column on
    /// expanding, as when the secondary was merged (found by the CS193P demo's graph segue).
    @Test func aDetailShownWhileCollapsedWithThePrimaryOnTopMovesToTheSecondaryOnExpanding() {
        let log = ControllerLog()
        let (split, primary, _) = makeDouble(log: log)
        let delegate = SplitLog()
        delegate.topColumn = .primary
        split.delegate = delegate
        let (window, host) = makeWindow(root: split, columns: 60, rows: 4)
        let shown = labelled("Shown", log: log)
        primary.showDetailViewController(shown, sender: nil)
        host.settle()
        #expect(primary.navigationController?.viewControllers.map { $0.title ?? "" } == ["List", "Shown"])
        _ = HeadlessHost(window: window, columns: 120, rows: 4)
        #expect(primary.navigationController?.viewControllers.map { $0.title ?? "" } == ["List"])
        #expect((split.viewControllers.last as? UINavigationController)?.viewControllers.map { $0.title ?? "" } == ["Shown"])
    }

    @Test func theCompactColumnReplacesTheColumnsWhileCollapsed() {
        let log = ControllerLog()
        let (split, _, _) = makeDouble(log: log)
        let compact = labelled("Compact", log: log)
        split.setViewController(compact, for: .compact)
        let (window, host) = makeWindow(root: split, columns: 60, rows: 4)
        #expect(split.isCollapsed)
        #expect(host.text.contains("Compact"))
        #expect(!host.text.contains("List"))
        let wide = HeadlessHost(window: window, columns: 120, rows: 4)
        #expect(!wide.text.contains("Compact"))
        #expect(wide.text.contains("List") && wide.text.contains("Detail"))
    }

    @Test func hidingAndShowingThePrimaryColumnSlidesItOutAndIn() {
        let log = ControllerLog()
        let (split, _, _) = makeDouble(log: log)
        let delegate = SplitLog()
        split.delegate = delegate
        let (_, host) = makeWindow(root: split, columns: 120, rows: 4)
        log.events = []
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly, "the mode changes at once; the columns follow")
        // Hidden by the app: no willHide, which is for what the system hides (as in UIKit).
        #expect(delegate.events == ["willChangeTo(secondaryOnly)"])
        #expect(log.events == ["List.viewWillDisappear"])
        host.advance(by: UISplitViewController.columnSlideDuration / 2)
        // Halfway, the primary column has slid half its width past the leading edge.
        #expect(lines(host, 2, width: 24) == ["t                  │    ", "───────────────────│ ───"])
        #expect(log.events == ["List.viewWillDisappear"])
        host.settle()
        #expect(log.events == ["List.viewWillDisappear", "List.viewDidDisappear"])
        #expect(!host.text.contains("List") && !host.text.contains("│"))
        log.events = []
        delegate.events = []
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(delegate.events == ["willChangeTo(oneBesideSecondary)"])
        #expect(log.events == ["List.viewWillAppear", "List.viewIsAppearing"])
        host.advance(by: UISplitViewController.columnSlideDuration / 2)
        #expect(lines(host, 2, width: 24) == ["st                  │   ", "────────────────────│───"])
        host.settle()
        #expect(log.events == ["List.viewWillAppear", "List.viewIsAppearing", "List.viewDidAppear"])
        #expect(lines(host, 1, width: 44) == ["                  List                  │   "])
    }

    @Test func theDelegateAnimatesAlongsideAColumnSlideThroughTheTransitionCoordinator() {
        let log = ControllerLog()
        let (split, _, _) = makeDouble(log: log)
        let delegate = CoordinatedSplitLog()
        split.delegate = delegate
        let (_, host) = makeWindow(root: split, columns: 120, rows: 4)
        split.viewController(for: .secondary)?.view.addSubview(delegate.badge)
        split.hide(.primary)
        #expect(delegate.events == ["willChangeTo(secondaryOnly) animated 0.35"])
        #expect(delegate.badge.alpha == 0, "the model value is the end value at once")
        host.advance(by: UISplitViewController.columnSlideDuration / 2)
        let halfway = delegate.badge.layer.presentation()?.opacity ?? -1
        #expect(halfway > 0.1 && halfway < 0.9, "the alongside animation plays with the slide")
        #expect(delegate.events == ["willChangeTo(secondaryOnly) animated 0.35"])
        host.settle()
        #expect(delegate.events == ["willChangeTo(secondaryOnly) animated 0.35", "completion"])
        #expect(split.transitionCoordinator == nil)
        // Set outside an animation block, the preferred mode applies at once, alongside
        // animations included.
        delegate.events = []
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(delegate.events == ["willChangeTo(oneBesideSecondary) immediate", "completion"])
        #expect(delegate.badge.alpha == 1)
        #expect(lines(host, 1, width: 44) == ["                  List                  │   "])
    }

    @Test func aPreferredDisplayModeSetInAnAnimationBlockSlides() {
        let log = ControllerLog()
        let (split, _, _) = makeDouble(log: log)
        let (_, host) = makeWindow(root: split, columns: 120, rows: 4)
        UIView.animate(withDuration: 1) { split.preferredDisplayMode = .secondaryOnly }
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.events.suffix(1) == ["List.viewWillDisappear"])
        host.advance(by: 0.5)
        let separator = lines(host, 2, width: 44)[1].firstIndex(of: "│")
        #expect(separator != nil, "halfway through the block's second, the column is still sliding")
        host.settle()
        #expect(log.events.suffix(2) == ["List.viewWillDisappear", "List.viewDidDisappear"])
        #expect(!host.text.contains("│"))
    }

    @Test func showingAColumnWhileItSlidesOutEndsTheSlideFirst() {
        let log = ControllerLog()
        let (split, primary, _) = makeDouble(log: log)
        let (_, host) = makeWindow(root: split, columns: 120, rows: 4)
        log.events = []
        split.hide(.primary)
        host.advance(by: 0.1)
        split.show(.primary)
        #expect(log.events == ["List.viewWillDisappear", "List.viewDidDisappear", "List.viewWillAppear", "List.viewIsAppearing"])
        host.settle()
        #expect(log.events.last == "List.viewDidAppear")
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.navigationController?.view.frame.minX == 0)
        #expect(lines(host, 1, width: 44) == ["                  List                  │   "])
    }

    @Test func aSwipeFromTheLeadingEdgeShowsTheHiddenPrimaryWhilePresentsWithGesture() {
        let log = ControllerLog()
        let (split, _, _) = makeDouble(log: log)
        let delegate = SplitLog()
        split.delegate = delegate
        let (_, host) = makeWindow(root: split, columns: 120, rows: 4)
        split.hide(.primary)
        split.presentsWithGesture = false
        host.drag(from: CGPoint(x: 3, y: 40), to: CGPoint(x: 300, y: 40))
        host.settle()
        #expect(split.displayMode == .secondaryOnly)
        split.presentsWithGesture = true
        // From the middle of the screen, a drag is not the swipe.
        host.drag(from: CGPoint(x: 200, y: 40), to: CGPoint(x: 500, y: 40))
        host.settle()
        #expect(split.displayMode == .secondaryOnly)
        delegate.events = []
        host.drag(from: CGPoint(x: 3, y: 40), to: CGPoint(x: 300, y: 40))
        host.settle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(host.text.contains("List"))
        // Shown by the system, the column is announced.
        #expect(delegate.events == ["willShow(0)", "willChangeTo(oneBesideSecondary)"])
        delegate.events = []
        split.displayModeButtonItem.handler?(split.displayModeButtonItem)
        #expect(delegate.events == ["willHide(0)", "willChangeTo(secondaryOnly)"])
    }

    @Test func aNavigationControllerThatCanPopKeepsTheEdgeForItsBackSwipe() {
        let log = ControllerLog()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(labelled("List", log: log), for: .primary)
        let navigation = UINavigationController(rootViewController: labelled("Detail", log: log))
        split.setViewController(navigation, for: .secondary)
        let (_, host) = makeWindow(root: split, columns: 120, rows: 8)
        split.hide(.primary)
        host.settle()
        navigation.pushViewController(labelled("More", log: log), animated: false)
        host.drag(from: CGPoint(x: 3, y: 80), to: CGPoint(x: 600, y: 80))
        host.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(split.displayMode == .secondaryOnly)
        // With nothing left to pop, the edge shows the primary column.
        host.drag(from: CGPoint(x: 3, y: 80), to: CGPoint(x: 600, y: 80))
        host.settle()
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func aTripleColumnShowsThreeColumnsAndDropsThePrimaryForOneBesideSecondary() {
        let log = ControllerLog()
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(labelled("Side", log: log), for: .primary)
        split.setViewController(labelled("Mid", log: log), for: .supplementary)
        split.setViewController(labelled("Main", log: log), for: .secondary)
        split.preferredPrimaryColumnWidth = 20 * CellGrid.current.cellWidth
        split.preferredSupplementaryColumnWidth = 30 * CellGrid.current.cellWidth
        let (_, host) = makeWindow(root: split, columns: 120, rows: 4)
        #expect(split.displayMode == .twoBesideSecondary)
        let bar = host.text.components(separatedBy: "\n")[1]
        #expect(bar.indices.filter { bar[$0] == "│" }.map { bar.distance(from: bar.startIndex, to: $0) } == [20, 51])
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(!host.text.contains("Side"))
        #expect(host.text.contains("Mid") && host.text.contains("Main"))
        // Shown again, the primary slides in and pushes the supplementary column along.
        func separators() -> [Int] {
            let bar = host.text.components(separatedBy: "\n")[1]
            return bar.indices.filter { bar[$0] == "│" }.map { bar.distance(from: bar.startIndex, to: $0) }
        }
        #expect(separators() == [30])
        split.show(.primary)
        host.advance(by: UISplitViewController.columnSlideDuration / 2)
        let halfway = separators()
        #expect(halfway.count == 2 && halfway[0] > 0 && halfway[0] < 20 && halfway[1] > 30 && halfway[1] < 51)
        host.settle()
        #expect(separators() == [20, 51])
    }

    @Test func settingAColumnOnTheClassicStyleStopsWithUIKitsMessage() {
        let messages = collectingExceptions {
            UISplitViewController().setViewController(UIViewController(), for: .primary)
        }.map(\.reason)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("UISplitViewControllerStyleUnspecified") == true)
    }
}
