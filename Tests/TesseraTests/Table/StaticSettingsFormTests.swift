import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// A settings form as a static table built in code: the cells are made once and returned as
/// they are, as a storyboard's static cells are.
@MainActor
private final class SettingsFormController: UITableViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let notificationsSwitch = UISwitch()
    var savedName = ""
    var notificationsOn = true

    private lazy var sections: [(title: String, cells: [UITableViewCell])] = [
        ("Account", [nameCell()]),
        ("Preferences", [switchCell("Notifications", notificationsSwitch)]),
        ("About", [detailCell("Version", "1.0"), detailCell("Build", "42")]),
    ]

    private func nameCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        nameField.placeholder = "Name"
        nameField.delegate = self
        nameField.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(nameField)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameField.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        return cell
    }

    private func switchCell(_ title: String, _ toggle: UISwitch) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = title
        cell.selectionStyle = .none
        toggle.isOn = notificationsOn
        toggle.addAction(UIAction { [unowned self, unowned toggle] _ in self.notificationsOn = toggle.isOn }, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }

    private func detailCell(_ title: String, _ detail: String) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = detail
        return cell
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].cells.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        sections[indexPath.section].cells[indexPath.row]
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        savedName = textField.text ?? ""
        textField.resignFirstResponder()
        return true
    }
}

@MainActor
@Suite("Static table forms")
struct StaticSettingsFormTests {
    private func makeForm() -> (HeadlessHost, SettingsFormController) {
        let form = SettingsFormController(style: .grouped)
        form.title = "Settings"
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: form)
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 36, rows: 16)
        return (host, form)
    }

    /// The text field row has no top and bottom constraints, so it gets the standard 44-point
    /// height (two terminal rows) instead of collapsing, as in UIKit.
    @Test func theGroupedFormRenders() {
        let (host, _) = makeForm()
        withExtendedLifetime(host) {
            expectScreen(host.text, """
                              Settings
                ────────────────────────────────────

                 ACCOUNT

                 Name

                 PREFERENCES
                 Notifications                (  ●)


                 ABOUT
                 Version                        1.0
                 ───────────────────────────────────
                 Build                           42
                """, ignoringTrailingBlanks: true)
        }
    }

    @Test func theTextFieldAndTheSwitchEdit() {
        let (host, form) = makeForm()
        withExtendedLifetime(host) {
            host.render()
            host.tap(form.nameField)
            #expect(form.nameField.isFirstResponder)
            host.type("Kate\r")
            #expect(form.savedName == "Kate" && !form.nameField.isFirstResponder)
            host.tap(form.notificationsSwitch)
            #expect(!form.notificationsOn && !form.notificationsSwitch.isOn)
            host.settle()
            expectScreen(host.text, """
                              Settings
                ────────────────────────────────────

                 ACCOUNT

                 Kate

                 PREFERENCES
                 Notifications                (●  )


                 ABOUT
                 Version                        1.0
                 ───────────────────────────────────
                 Build                           42
                """, ignoringTrailingBlanks: true)
        }
    }
}
