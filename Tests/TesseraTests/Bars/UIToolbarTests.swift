import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("UIToolbar")
struct UIToolbarTests {
    @Test func itemsSitOnTheSecondRowAndFlexibleSpacesShareTheRest() {
        let controller = UIViewController()
        let (window, host) = makeWindow(root: controller, columns: 40, rows: 4)
        defer { withExtendedLifetime(window) {} }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 44, width: 440, height: 44))
        var taps: [String] = []
        let camera = UIBarButtonItem(barButtonSystemItem: .camera)
        camera.handler = { _ in taps.append("camera") }
        let trash = UIBarButtonItem(title: "Trash", style: .plain)
        trash.handler = { _ in taps.append("trash") }
        toolbar.items = [camera, .flexibleSpace(), trash]
        controller.view.addSubview(toolbar)
        let lines = host.text.components(separatedBy: "\n")
        #expect(lines[2] == String(repeating: "─", count: 40))
        #expect(lines[3] == "  ◉" + String(repeating: " ", count: 30) + "Trash")
        host.tap(at: cellCenter(column: 2, row: 3))
        host.tap(at: cellCenter(column: 35, row: 3))
        #expect(taps == ["camera", "trash"])
    }

    @Test func aFixedSpaceTakesItsWidth() {
        let controller = UIViewController()
        let (window, host) = makeWindow(root: controller, columns: 20, rows: 2)
        defer { withExtendedLifetime(window) {} }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 220, height: 44))
        toolbar.items = [UIBarButtonItem(title: "A", style: .plain), .fixedSpace(55), UIBarButtonItem(title: "B", style: .plain)]
        controller.view.addSubview(toolbar)
        #expect(host.text.components(separatedBy: "\n")[1] == "  A     B")
    }

    @Test func theNavigationControllersToolbarShowsTheTopControllersItems() {
        let first = UIViewController()
        first.toolbarItems = [UIBarButtonItem(title: "First", style: .plain)]
        let navigation = UINavigationController(rootViewController: first)
        let (window, host) = makeWindow(root: navigation, columns: 30, rows: 8)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.isToolbarHidden)
        #expect(!host.text.contains("First"))
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        var lines = host.text.components(separatedBy: "\n")
        #expect(lines[7].hasPrefix("  First"))
        #expect(first.view.safeAreaInsets.bottom == 44)

        let second = UIViewController()
        second.toolbarItems = [UIBarButtonItem(title: "Second", style: .plain)]
        navigation.pushViewController(second, animated: false)
        lines = host.text.components(separatedBy: "\n")
        #expect(lines[7].hasPrefix("  Second"))
        second.setToolbarItems([UIBarButtonItem(title: "Changed", style: .plain)], animated: false)
        #expect(host.text.components(separatedBy: "\n")[7].hasPrefix("  Changed"))
        navigation.popViewController(animated: false)
        #expect(host.text.components(separatedBy: "\n")[7].hasPrefix("  First"))
    }
}
