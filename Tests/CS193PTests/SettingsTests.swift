import Foundation
import Testing
import Tessera
@testable import CS193PKit

/// The settings form: a static grouped table whose controls edit the settings at once.
@Suite("Settings", .serialized)
@MainActor
struct SettingsTests {
    private func makeSettings() -> (SettingsViewController, UINavigationController, HeadlessHost) {
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        let host = HeadlessHost(window: window, columns: 60, rows: 24)
        window.makeKeyAndVisible()
        _ = host.render()
        return (settings, navigation, host)
    }

    @Test func showsTheGroupedForm() {
        let (settings, _, host) = makeSettings()
        #expect(settings.tableView.style == .insetGrouped)
        #expect(settings.tableView.numberOfSections == 3)
        #expect((0..<3).map { settings.tableView.numberOfRows(inSection: $0) } == [1, 2, 3])
        let text = host.text
        for expected in ["PROFILE", "Name", "Appleseed", "Sounds", "Bold graph", "Course", "CS193P", "Version", "1.0", "Acknowledgements"] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    @Test func theSwitchesChangeTheSettings() {
        let (settings, _, host) = makeSettings()
        #expect(settings.settings.playsSounds)
        host.tap(settings.soundsSwitch)
        #expect(!settings.settings.playsSounds)
        #expect(!settings.soundsSwitch.isOn)
        host.tap(settings.boldGraphSwitch)
        #expect(settings.settings.usesBoldGraph)
    }

    @Test func theTextFieldChangesTheName() {
        let (settings, _, host) = makeSettings()
        host.tap(settings.nameField)
        #expect(settings.nameField.isFirstResponder)
        for _ in 0..<"Appleseed".count { host.press(.backspace) }
        host.type("Kate\r")
        #expect(settings.settings.name == "Kate")
        #expect(!settings.nameField.isFirstResponder, "Return ends editing")
    }

    @Test func theAcknowledgementsRowPushesAPageAndOtherRowsDoNotSelect() throws {
        let (settings, navigation, host) = makeSettings()
        let course = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 2)))
        host.tap(course)
        host.settle()
        #expect(navigation.viewControllers.count == 1)
        let acknowledgements = try #require(settings.tableView.cellForRow(at: IndexPath(row: 2, section: 2)))
        host.tap(acknowledgements)
        host.settle()
        #expect(navigation.topViewController is AcknowledgementsViewController)
        #expect(host.text.contains("‹ Settings"))
    }
}
