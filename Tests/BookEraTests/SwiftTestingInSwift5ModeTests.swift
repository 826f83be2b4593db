// Swift Testing in Swift 5 language mode. Swift Testing runs test functions on its own
// threads unless they are main-actor isolated, so UI tests say @MainActor, as Apple's
// documentation advises for UIKit tests; the calls inside need no other annotation.
import Testing
import Tessera

@MainActor
@Suite("Book-era code under Swift Testing")
struct SwiftTestingInSwift5ModeTests {
    @Test func memoryWarningsReachEveryControllerInTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 880, height: 528))
        let items = ItemsViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: items)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared._performMemoryWarning()
        #expect(items.log.last == "didReceiveMemoryWarning")
    }

    @Test func subclassesFromThisModuleWork() {
        let alert = BookAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        #expect(alert.textFieldsAdded == 1)
        #expect(alert.textFields?.first?.placeholder == "Name")

        let button = BookConfiguredButton(type: .system)
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.setNeedsUpdateConfiguration()
        button.updateConfiguration()
        #expect(updates >= 1)

        let recognizer = BookUITapGestureRecognizer { _ in }
        #expect(recognizer.state == .possible)
    }
}
