@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite struct UITableViewControllerTests {
    final class Fruits: UITableViewController {
        var fruits = ["Apple", "Banana", "Cherry"]
        var selected: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test func theTableIsTheViewAndTheControllerItsDataSourceAndDelegate() {
        let controller = Fruits(style: .insetGrouped)
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
    }

    @Test func overriddenMethodsAreCalledThroughTheProtocols() {
        let controller = Fruits(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 8)
        withExtendedLifetime(host) {
            let text = host.render().text
            #expect(text.contains("Apple"))
            host.press(.downArrow)
            host.press(.enter)
            #expect(controller.selected == [IndexPath(row: 0, section: 0)])
        }
    }

    @Test func selectionIsClearedWhenTheViewAppearsAgain() {
        let controller = Fruits(style: .plain)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 8)
        withExtendedLifetime(host) {
            host.render()
            controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            controller.viewWillAppear(false)
            #expect(controller.tableView.indexPathForSelectedRow == nil)
            controller.clearsSelectionOnViewWillAppear = false
            controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            controller.viewWillAppear(false)
            #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        }
    }

    @Test func editButtonTogglesTheTablesEditing() {
        let controller = Fruits(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 8)
        withExtendedLifetime(host) {
            host.render()
            controller.editButtonItem.primaryAction.map { _ in () }
            controller.setEditing(true, animated: false)
            #expect(controller.tableView.isEditing)
            #expect(controller.editButtonItem.title == "Done")
            controller.setEditing(false, animated: false)
            #expect(!controller.tableView.isEditing)
        }
    }
}
