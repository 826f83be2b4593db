import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("UINavigationController")
struct NavigationControllerTests {
    @Test func showingTheRootForwardsAppearanceToIt() {
        let log = ControllerLog()
        let root = LoggingController("A", log: log)
        let screen = makeWindow(root: UINavigationController(rootViewController: root))
        defer { withExtendedLifetime(screen) {} }
        #expect(log.events == [
            "A.willMove(toParent: parent)", "A.didMove(toParent: parent)",
            "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
        ])
    }

    @Test func pushAndPopFollowUIKitsOrder() {
        let log = ControllerLog()
        let a = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let (_, host) = makeWindow(root: navigation)
        let b = LoggingController("B", log: log)
        log.events = []
        navigation.pushViewController(b, animated: true)
        // The did-callbacks wait for the slide to end.
        #expect(log.events == [
            "B.willMove(toParent: parent)", "B.viewDidLoad",
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
        ])
        host.settle()
        #expect(log.events == [
            "B.willMove(toParent: parent)", "B.viewDidLoad",
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: parent)",
        ])
        #expect(navigation.topViewController === b && b.navigationController === navigation)
        #expect(a.viewIfLoaded?.superview == nil && b.view.superview === navigation.view)

        log.events = []
        #expect(navigation.popViewController(animated: true) === b)
        #expect(log.events == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
        ])
        host.settle()
        #expect(log.events == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
        ])
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(b.parent == nil && navigation.children.count == 1)
    }

    @Test func popToRootRemovesEveryControllerAbove() {
        let log = ControllerLog()
        let navigation = UINavigationController(rootViewController: LoggingController("A", log: log))
        let screen = makeWindow(root: navigation)
        defer { withExtendedLifetime(screen) {} }
        navigation.pushViewController(LoggingController("B", log: log), animated: false)
        navigation.pushViewController(LoggingController("C", log: log), animated: false)
        log.events = []
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.map(\.title) == ["B", "C"])
        #expect(log.events.contains("C.viewWillDisappear") && log.events.contains("A.viewDidAppear"))
        #expect(!log.events.contains("B.viewWillDisappear"), "B was not on screen")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func theBarShowsTitleBackButtonAndItems() {
        let log = ControllerLog()
        let a = LoggingController("Contacts", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let (_, host) = makeWindow(root: navigation, columns: 40, rows: 3)
        a.navigationItem.rightBarButtonItem = a.editButtonItem
        // The root's title is centred; items keep one cell from the edges.
        expectScreen(host.text, """
                            Contacts           Edit
            ────────────────────────────────────────

            """)
        let b = LoggingController("Kate Bell", log: log)
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        navigation.pushViewController(b, animated: false)
        #expect(host.text.components(separatedBy: "\n").first == " ‹ Contacts     Kate Bell             +")
        // Tapping the back button pops.
        host.tap(at: cellCenter(column: 3, row: 0))
        #expect(navigation.topViewController === a)
        // Escape pops too.
        navigation.pushViewController(b, animated: false)
        host.press(.escape)
        #expect(navigation.topViewController === a)
    }

    @Test func keyPressesGoToTheTopControllerAndClimbToTheNavigationController() {
        final class KeyController: UIViewController {
            var keys: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                let key = presses.first!.key!
                if key.keyCode == .keyboardEscape { return super.pressesBegan(presses, with: event) }
                keys.append(key.characters)
            }
        }
        let root = KeyController()
        let navigation = UINavigationController(rootViewController: root)
        let (_, host) = makeWindow(root: navigation)
        let top = KeyController()
        navigation.pushViewController(top, animated: false)
        host.type("k")
        #expect(top.keys == ["k"] && root.keys.isEmpty)
        // Escape is not handled by the top controller: it climbs to the navigation controller, which pops.
        host.press(.escape)
        #expect(navigation.topViewController === root)
        host.type("r")
        #expect(root.keys == ["r"])
    }

    @Test func childViewsGetTheBarInTheirSafeArea() {
        let log = ControllerLog()
        let a = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let screen = makeWindow(root: navigation)
        defer { withExtendedLifetime(screen) {} }
        #expect(a.view.frame == navigation.view.bounds)
        #expect(a.view.safeAreaInsets.top == 44)
        #expect(a.additionalSafeAreaInsets == .zero)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(a.view.safeAreaInsets.top == 0)
    }
}

@MainActor
@Suite("Bar button items and editing")
struct BarButtonItemTests {
    final class Screen: UIViewController {
        var added = 0
        var senders: [UIBarButtonItem] = []
        func addContact() { added += 1 }
        func share(_ sender: UIBarButtonItem) { senders.append(sender) }
    }

    @Test func targetActionTakesMethodReferencesAndHoldsTheTargetWeakly() {
        let screen = Screen()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Screen.addContact)
        let share = UIBarButtonItem(title: "Share", style: .plain, target: screen, action: Screen.share)
        add.perform()
        share.perform()
        add.isEnabled = false
        add.perform()
        #expect(screen.added == 1 && screen.senders.first === share)
        weak var released: Screen?
        do {
            let temporary = Screen()
            released = temporary
            add.setTarget(temporary, action: Screen.addContact)
        }
        #expect(released == nil)
        add.isEnabled = true
        add.perform()
    }

    @Test func primaryActionsRunOnTap() {
        var taps = 0
        let item = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })
        #expect(item.title == "+")
        item.perform()
        let titled = UIBarButtonItem(title: "Sort", primaryAction: UIAction { _ in taps += 10 })
        titled.perform()
        #expect(taps == 11 && titled.title == "Sort")
    }

    @Test func theEditButtonTogglesEditing() {
        final class Editor: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let editor = Editor()
        let navigation = UINavigationController(rootViewController: editor)
        editor.navigationItem.rightBarButtonItem = editor.editButtonItem
        let (_, host) = makeWindow(root: navigation, columns: 20, rows: 2)
        #expect(editor.editButtonItem.title == "Edit" && !editor.isEditing)
        host.tap(at: cellCenter(column: 17, row: 0))
        #expect(editor.isEditing && editor.calls == [true])
        #expect(editor.editButtonItem.title == "Done" && editor.editButtonItem.style == .done)
        #expect(host.render()[16, 0].attributes.contains(.bold))
        host.tap(at: cellCenter(column: 17, row: 0))
        #expect(!editor.isEditing && editor.calls == [true, false])
    }
}
