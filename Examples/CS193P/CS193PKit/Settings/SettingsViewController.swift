import Foundation
import Tessera

/// A settings form: a static, grouped table view built in code, as a storyboard's "Static
/// Cells" table is.
///
/// The cells are made once, up front, and the data source hands out the same cells for
/// the same rows: a text field for the name, switches, detail rows (`.value1` cells) and an
/// "Acknowledgements" row that pushes a page. Editing the field or flipping a switch changes
/// ``settings`` at once.
public final class SettingsViewController: UITableViewController, UITextFieldDelegate {
    /// The values the form shows and edits.
    public private(set) var settings = Settings() {
        didSet { if settings != oldValue { settingsDidChange?(settings) } }
    }
    /// Called with the new values each time the person changes one.
    public var settingsDidChange: (@MainActor (Settings) -> Void)?

    /// The name field.
    public let nameField = UITextField()
    /// The "Sounds" switch.
    public let soundsSwitch = UISwitch()
    /// The "Bold graph" switch.
    public let boldGraphSwitch = UISwitch()

    /// The form's sections: a header and the cells, top to bottom.
    private var sections: [(header: String?, footer: String?, cells: [UITableViewCell])] = []
    /// The row that pushes the acknowledgements.
    private var acknowledgementsCell: UITableViewCell?

    public init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        sections = [
            ("Profile", nil, [nameCell()]),
            ("Preferences", "Bold graph draws the calculator’s graphs thicker.", [
                switchCell("Sounds", soundsSwitch, isOn: settings.playsSounds, action: SettingsViewController.soundsChanged),
                switchCell("Bold graph", boldGraphSwitch, isOn: settings.usesBoldGraph, action: SettingsViewController.boldGraphChanged),
            ]),
            ("About", nil, [
                detailCell("Course", "CS193P"),
                detailCell("Version", "1.0"),
                acknowledgementsRow(),
            ]),
        ]
    }

    // MARK: Cells

    private func nameCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        let label = UILabel()
        label.text = "Name"
        nameField.text = settings.name
        nameField.placeholder = "Your name"
        nameField.textAlignment = .right
        nameField.returnKeyType = .done
        nameField.delegate = self
        nameField.addTarget(self, action: SettingsViewController.nameChanged, for: .editingChanged)
        for view in [label, nameField] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
        }
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            nameField.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: CellGrid.current.cellWidth),
            nameField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameField.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        label.setContentHuggingPriority(.required, for: .horizontal)
        return cell
    }

    private func switchCell(
        _ title: String, _ control: UISwitch, isOn: Bool,
        action: @escaping @MainActor (SettingsViewController) -> @MainActor (UISwitch) -> Void
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.textLabel?.text = title
        control.isOn = isOn
        control.addTarget(self, action: action, for: .valueChanged)
        cell.accessoryView = control
        return cell
    }

    private func detailCell(_ title: String, _ detail: String) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = detail
        return cell
    }

    private func acknowledgementsRow() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Acknowledgements"
        cell.accessoryType = .disclosureIndicator
        acknowledgementsCell = cell
        return cell
    }

    // MARK: Actions

    func nameChanged(_ sender: UITextField) {
        settings.name = sender.text ?? ""
    }

    func soundsChanged(_ sender: UISwitch) {
        settings.playsSounds = sender.isOn
    }

    func boldGraphChanged(_ sender: UISwitch) {
        settings.usesBoldGraph = sender.isOn
    }

    /// Return ends editing the name.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    // MARK: Data source

    public override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].cells.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        sections[indexPath.section].cells[indexPath.row]
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }

    // MARK: Delegate

    /// Only the acknowledgements row is selectable.
    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.cellForRow(at: indexPath) === acknowledgementsCell ? indexPath : nil
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        show(AcknowledgementsViewController(), sender: self)
    }
}
