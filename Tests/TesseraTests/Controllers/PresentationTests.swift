import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("Presentation")
struct PresentationTests {
    @Test func fullScreenPresentationAndDismissalFollowUIKitsOrder() {
        let log = ControllerLog()
        let a = LoggingController("A", log: log)
        let (_, host) = makeWindow(root: a)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        log.events = []
        var completed = false
        a.present(b, animated: true) { completed = true }
        // The did-callbacks and the completion wait for the animation.
        #expect(log.events == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
        #expect(!completed && a.presentedViewController === b && b.presentingViewController === a)
        host.settle()
        #expect(log.events == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear"])
        #expect(completed && a.presentedViewController === b && b.presentingViewController === a)

        log.events = []
        b.dismiss(animated: true)
        #expect(log.events == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"])
        host.settle()
        #expect(log.events == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil && b.viewIfLoaded?.window == nil)
    }

    @Test func aSheetLeavesThePresenterOnScreen() {
        let log = ControllerLog()
        let a = LoggingController("A", log: log)
        let (_, host) = makeWindow(root: a, columns: 10, rows: 4)
        let b = LoggingController("B", log: log)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        label.text = "sheet"
        b.view.addSubview(label)
        log.events = []
        a.present(b, animated: true)
        host.settle()
        #expect(log.events == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        // The sheet starts two rows down.
        expectScreen(host.text, "\n\nsheet\n")
        log.events = []
        a.dismiss(animated: true)
        host.settle()
        #expect(log.events == ["B.viewWillDisappear", "B.viewDidDisappear"])
        expectScreen(host.text, "\n\n\n")
    }

    @Test func presentingFromAChildPresentsFromTheRoot() {
        let log = ControllerLog()
        let child = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: child)
        let screen = makeWindow(root: navigation)
        defer { withExtendedLifetime(screen) {} }
        let b = LoggingController("B", log: log)
        child.present(b, animated: false)
        #expect(b.presentingViewController === navigation && navigation.presentedViewController === b)
        child.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil)
    }

    @Test func presentingTwiceRaisesUIKitsException() {
        let log = ControllerLog()
        let a = LoggingController("A", log: log)
        let screen = makeWindow(root: a)
        defer { withExtendedLifetime(screen) {} }
        let b = LoggingController("B", log: log)
        a.present(b, animated: false)
        let other = LoggingController("C", log: log)
        let raised = collectingExceptions { other.present(b, animated: false) }
        #expect(raised.count == 1 && raised[0].name == "NSInvalidArgumentException")
    }
}

@MainActor
@Suite("UIAlertController")
struct AlertControllerTests {
    private func presentAlert(style: UIAlertController.Style, actions: [UIAlertAction], columns: Int = 40, rows: Int = 12) -> (UIWindow, HeadlessHost, UIAlertController) {
        let root = UIViewController()
        let (window, host) = makeWindow(root: root, columns: columns, rows: rows)
        let alert = UIAlertController(title: "Kate Bell", message: "You tapped row 0", preferredStyle: style)
        for action in actions { alert.addAction(action) }
        root.present(alert, animated: true)
        host.settle()
        return (window, host, alert)
    }

    @Test func anAlertDrawsCentredWithItsActions() {
        let (_, host, _) = presentAlert(style: .alert, actions: [UIAlertAction(title: "OK", style: .default)], rows: 9)
        // A 28-column box, centred in 40 × 9.
        expectScreen(host.text, """

                  ╭──────────────────────────╮
                  │        Kate Bell         │
                  │     You tapped row 0     │
                  ├──────────────────────────┤
                  │            OK            │
                  ╰──────────────────────────╯


            """)
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() {
        let (_, host, _) = presentAlert(
            style: .alert, actions: [UIAlertAction(title: "Delete", style: .destructive), UIAlertAction(title: "Cancel", style: .cancel)], rows: 7)
        let lines = host.text.components(separatedBy: "\n")
        let buttons = try! #require(lines.firstIndex { $0.contains("Cancel") })
        #expect(lines[buttons - 1].contains("┬"))
        #expect(lines[buttons].contains("Delete"))
        #expect(lines[buttons].firstRange(of: "Cancel")!.lowerBound < lines[buttons].firstRange(of: "Delete")!.lowerBound)
    }

    @Test func theKeyboardChoosesAnActionAfterDismissing() {
        var chosen: [String] = []
        var presentedWhenChosen: [Bool] = []
        var alertReference: UIAlertController?
        let handler: @MainActor (UIAlertAction) -> Void = { action in
            chosen.append(action.title ?? "")
            presentedWhenChosen.append(alertReference?.presentingViewController != nil)
        }
        let (_, host, alert) = presentAlert(
            style: .alert,
            actions: [UIAlertAction(title: "One", style: .default, handler: handler), UIAlertAction(title: "Two", style: .default, handler: handler),
                      UIAlertAction(title: "Cancel", style: .cancel, handler: handler)])
        alertReference = alert
        host.press(.downArrow)
        host.press(.enter)
        // The handler runs once the alert has faded out.
        #expect(chosen.isEmpty)
        host.settle()
        #expect(chosen == ["Two"] && presentedWhenChosen == [false])
        #expect(alert.presentingViewController == nil)

        let (_, host2, _) = presentAlert(style: .alert, actions: [UIAlertAction(title: "OK", style: .default, handler: handler), UIAlertAction(title: "Cancel", style: .cancel, handler: handler)])
        host2.press(.escape)
        host2.settle()
        #expect(chosen == ["Two", "Cancel"])
    }

    @Test func aClickChoosesTheActionUnderThePointer() {
        var chosen: [String] = []
        let (_, host, _) = presentAlert(
            style: .actionSheet,
            actions: [UIAlertAction(title: "Call", style: .default) { chosen.append($0.title!) },
                      UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title!) },
                      UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title!) }])
        let lines = host.text.components(separatedBy: "\n")
        let row = lines.firstIndex { $0.contains("Delete") }!
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].firstRange(of: "Delete")!.lowerBound)
        host.tap(at: cellCenter(column: column + 1, row: row))
        host.settle()
        #expect(chosen == ["Delete"])
    }

    @Test func textFieldsTakeTypingAndReturnChoosesThePreferredAction() {
        var saved: [String] = []
        let root = UIViewController()
        let (window, host) = makeWindow(root: root, columns: 40, rows: 10)
        let alert = UIAlertController(title: "New contact", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default) { _ in saved.append(alert.textFields?.first?.text ?? "") }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        #expect(alert.textFields?.first?.isFirstResponder == true)
        #expect(host.text.contains("Name"))
        host.type("Kate")
        #expect(host.text.contains("Kate"))
        host.press(.enter)
        host.settle()
        #expect(saved == ["Kate"] && alert.presentingViewController == nil)
        _ = window
    }

    @Test func anActionSheetSitsAtTheBottomWithCancelLast() {
        let (_, host, _) = presentAlert(
            style: .actionSheet,
            actions: [UIAlertAction(title: "Cancel", style: .cancel), UIAlertAction(title: "Call", style: .default)], columns: 24, rows: 10)
        // Full width less a cell on each side, one row above the bottom edge, cancel last.
        expectScreen(host.text, """

             ╭────────────────────╮
             │     Kate Bell      │
             │  You tapped row 0  │
             ├────────────────────┤
             │        Call        │
             ├────────────────────┤
             │       Cancel       │
             ╰────────────────────╯

            """)
    }
}
