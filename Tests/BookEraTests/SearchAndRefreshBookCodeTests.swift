// Search and pull-to-refresh as tutorials write them (a table view controller that is its own
// results updater and search bar delegate, a refresh control with a target), compiled in
// Swift 5 mode and driven from nonisolated XCTest methods.
import XCTest
import Tessera

final class CandySearchViewController: UITableViewController, UISearchResultsUpdating {
    let candies = ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate", "Lollipop", "Candy Cane", "Jaw Breaker"]
    var filteredCandies: [String] = []
    var refreshes = 0
    let searchController = UISearchController(searchResultsController: nil)

    var isFiltering: Bool {
        searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate"]
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        definesPresentationContext = true
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: CandySearchViewController.refresh, for: .valueChanged)
    }

    func refresh() {
        refreshes += 1
        refreshControl?.endRefreshing()
    }

    func filterContentForSearchText(_ searchText: String, scope: String = "All") {
        filteredCandies = candies.filter { candy in
            let matchesScope = scope == "All" || candy.contains(scope)
            return matchesScope && (searchText.isEmpty || candy.lowercased().contains(searchText.lowercased()))
        }
        tableView.reloadData()
    }

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let scope = searchBar.scopeButtonTitles![searchBar.selectedScopeButtonIndex]
        filterContentForSearchText(searchBar.text!, scope: scope)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filteredCandies.count : candies.count
    }
}

extension CandySearchViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterContentForSearchText(searchBar.text!, scope: searchBar.scopeButtonTitles![selectedScope])
    }
}

final class SearchAndRefreshBookCodeTests: XCTestCase {
    func testTheTutorialsSearchFiltersByTextAndScope() {
        let candies = CandySearchViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 440, height: 352))
        window.rootViewController = UINavigationController(rootViewController: candies)
        window.makeKeyAndVisible()
        XCTAssertTrue(candies.searchController.searchBar.becomeFirstResponder())
        XCTAssertTrue(candies.searchController.isActive)
        candies.searchController.searchBar.searchTextField.insertText("choc")
        XCTAssertEqual(candies.filteredCandies, ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate"])
        XCTAssertEqual(candies.tableView.numberOfRows(inSection: 0), 3)
        candies.searchController.isActive = false
        XCTAssertEqual(candies.tableView.numberOfRows(inSection: 0), 6)
    }

    func testTheRefreshControlsTargetRunsOnValueChanged() {
        let candies = CandySearchViewController(style: .plain)
        candies.loadViewIfNeeded()
        XCTAssertTrue(candies.tableView.refreshControl === candies.refreshControl)
        candies.refreshControl?.sendActions(for: .valueChanged)
        XCTAssertEqual(candies.refreshes, 1)
        XCTAssertFalse(candies.refreshControl!.isRefreshing)
    }
}
