import Foundation

/// The root of a tab bar controller's More tab: a list of the controllers without a tab of
/// their own; choosing one pushes it.
@MainActor
final class _MoreListViewController: UITableViewController {
    private weak var owner: UITabBarController?

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "More")
    }

    func reload() {
        if isViewLoaded { tableView.reloadData() }
    }

    private var entries: [UIViewController] { owner?.overflowControllers ?? [] }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "More", for: indexPath)
        let controller = entries[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard entries.indices.contains(indexPath.row) else { return }
        owner?.userSelect(entries[indexPath.row])
    }
}
