// XCTest in Swift 5 language mode, written as iOS teams write it: test methods are nonisolated
// and call UIKit directly. On Linux, XCTest runs each test method on the main thread, as on
// iOS, so Tessera's main-thread checks pass and main-queue work runs when the test waits.
import XCTest
import Tessera

final class NonisolatedCallerTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 880, height: 528))
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    func testViewsAndAutoLayoutFromANonisolatedMethod() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, 20)
        XCTAssertEqual(label.frame.width, 160)
        XCTAssertEqual(label.frame.minY, 10)

        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 88)
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.map(\.frame.height), [44, 44])
    }

    func testControlsSendTheirActionsToNonisolatedTargets() {
        let counter = TapCounter()
        let button = UIButton(type: .system)
        button.addTarget(counter, action: TapCounter.tapped, for: .touchUpInside)
        button.addTarget(counter, action: TapCounter.buttonTapped, for: .touchUpInside)
        var primaryActions = 0
        button.addAction(UIAction { _ in primaryActions += 1 }, for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(counter.taps, 1)
        XCTAssertEqual(counter.senders.count, 1)
        XCTAssertTrue(counter.senders.first === button)

        let toggle = UISwitch()
        toggle.setOn(true, animated: false)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(primaryActions, 0)
    }

    func testATableAsksItsNonisolatedDataSourceForVisibleRowsOnly() {
        let tableView = makeContactsTable()
        let dataSource = ContactsDataSource(contacts: (0..<100).map { Contact(givenName: "Given\($0)", familyName: "Family") })
        tableView.dataSource = dataSource
        tableView.delegate = dataSource
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.visibleCells.count, 10)
        XCTAssertEqual(dataSource.calls.filter { $0.hasPrefix("cellForRowAt") }.count, 10)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Given2 Family")
    }

    func testBeginUpdatesAroundDeleteRowsRemovesTheRow() {
        let tableView = makeContactsTable()
        let dataSource = ContactsDataSource(contacts: [Contact(givenName: "Kate", familyName: "Bell"), Contact(givenName: "John", familyName: "Appleseed")])
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "John Appleseed")
    }

    func testTheContextualActionHandlerDeletesAndCompletes() {
        let tableView = makeContactsTable()
        let dataSource = ContactsDataSource(contacts: [Contact(givenName: "Kate", familyName: "Bell"), Contact(givenName: "John", familyName: "Appleseed")])
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        let configuration = dataSource.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
        let action = try! XCTUnwrap(configuration?.actions.first)
        XCTAssertEqual(action.title, "Delete")
        XCTAssertEqual(action.style, .destructive)
        var completed: Bool?
        action.handler(action, UIView()) { completed = $0 }
        XCTAssertEqual(completed, true)
        XCTAssertEqual(dataSource.contacts.map(\.givenName), ["Kate"])
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    }

    func testACollectionViewWithAFlowLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 90)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let source = Source()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 30)
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 90 + layout.minimumLineSpacing)
    }

    func testControllersNavigationAndAlerts() {
        let items = ItemsViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: items)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        XCTAssertEqual(items.log, ["viewDidLoad"])

        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        XCTAssertTrue(navigation.topViewController === detail)
        navigation.popViewController(animated: true)
        XCTAssertTrue(navigation.topViewController === items)

        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var chosen: String?
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in chosen = action.title })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        items.present(alert, animated: true)
        XCTAssertTrue(items.presentedViewController === alert)
        XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        XCTAssertNil(chosen)

        items.isEditing = true
        XCTAssertTrue(items.isEditing)
        XCTAssertTrue(items.tableView.isEditing)
    }

    func testMainQueueWorkFromABackgroundQueueRunsWhileTheTestWaits() {
        let tableView = makeContactsTable()
        let dataSource = ContactsDataSource(contacts: [])
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        let reloaded = expectation(description: "reloaded on the main queue")
        DispatchQueue.global().async {
            let fetched = [Contact(givenName: "Anna", familyName: "Haro")]
            DispatchQueue.main.async {
                dataSource.contacts = fetched
                tableView.reloadData()
                reloaded.fulfill()
            }
        }
        wait(for: [reloaded], timeout: 10)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    }

    func testAHeadlessHostRendersTheBooksTable() {
        let items = ItemsViewController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: items)
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 40, rows: 10)
        let text = host.text
        XCTAssertTrue(text.contains("Sofa"), text)
        XCTAssertTrue(text.contains("$10"), text)
    }
}
