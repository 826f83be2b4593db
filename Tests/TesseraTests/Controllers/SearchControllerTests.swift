import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

/// A list of fruit that filters itself as the search bar's text and scope change: the shape
/// of the books' search code (the results show in the searched table itself).
@MainActor
private final class FruitListController: UITableViewController, UISearchResultsUpdating {
    static let fruit = ["Apple", "Banana", "Blueberry", "Cherry", "Date"]
    let search = UISearchController(searchResultsController: nil)
    var shown = FruitListController.fruit
    var updates: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Find fruit"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        updates.append("\(text)|\(searchController.searchBar.selectedScopeButtonIndex)|\(searchController.isActive)")
        // Scope 1 keeps the fruit starting with B.
        let scoped = searchController.searchBar.selectedScopeButtonIndex == 1 ? Self.fruit.filter { $0.hasPrefix("B") } : Self.fruit
        shown = text.isEmpty ? scoped : scoped.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

/// Records the search bar and search controller delegate calls, in order.
@MainActor
private final class SearchLog: UISearchBarDelegate, UISearchControllerDelegate {
    var events: [String] = []

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBeginEditing"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("textDidBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("textDidEndEditing") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange(\(searchText))") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancelButtonClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { events.append("scope(\(selectedScope))") }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

@MainActor
@Suite("UISearchController")
struct SearchControllerTests {
    private func makeFruitScreen(rows: Int = 10) -> (FruitListController, UINavigationController, HeadlessHost) {
        let list = FruitListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let (_, host) = makeWindow(root: navigation, columns: 30, rows: rows)
        return (list, navigation, host)
    }

    @Test func theNavigationItemsSearchBarShowsUnderTheBarAndMovesTheContentDown() {
        let (list, _, host) = makeFruitScreen(rows: 7)
        expectScreen(host.text, """
                         Fruit
            ──────────────────────────────
             ⌕ Find fruit
             Apple                       ┃
             ────────────────────────────┃
             Banana
             ─────────────────────────────
            """)
        // The bar's row joins the safe area: the table's content starts below it.
        #expect(list.tableView.adjustedContentInset.top == 66)
        #expect(list.tableView.contentOffset.y == -66)
    }

    @Test func typingFiltersTheTableAndEveryChangeUpdatesTheResults() {
        let (list, _, host) = makeFruitScreen()
        host.tap(at: cellCenter(column: 6, row: 2))
        #expect(list.search.isActive)
        #expect(list.search.searchBar.isFirstResponder)
        #expect(list.updates == ["|0|true"])
        host.type("an")
        #expect(list.updates == ["|0|true", "a|0|true", "an|0|true"])
        // The navigation bar slid away: the search bar, with Cancel, is at the top.
        host.settle()
        expectScreen(host.text, """
             ⌕ an                  Cancel
             Banana
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
        host.press(.backspace)
        #expect(list.updates.last == "a|0|true")
        #expect(list.shown == ["Apple", "Banana", "Date"])
    }

    @Test func activatingFromTheBarCallsTheDelegatesInUIKitsOrder() {
        let (list, _, host) = makeFruitScreen()
        let log = SearchLog()
        list.search.searchBar.delegate = log
        list.search.delegate = log
        host.tap(at: cellCenter(column: 6, row: 2))
        #expect(log.events == ["shouldBeginEditing", "willPresent", "textDidBeginEditing", "didPresent"])
        log.events = []
        host.type("b")
        host.press(.enter)
        #expect(log.events == ["textDidChange(b)", "searchButtonClicked", "textDidEndEditing"])
        #expect(list.search.isActive, "the search button ends editing, the search stays")
        log.events = []
        host.press(.escape)
        #expect(log.events == ["cancelButtonClicked", "textDidChange()", "willDismiss", "didDismiss"])
        #expect(!list.search.isActive)
        #expect(list.search.searchBar.text == "")
        #expect(list.updates.last == "|0|false")
        #expect(list.shown == FruitListController.fruit)
    }

    @Test func cancelClearsTheTextDeactivatesAndBringsTheNavigationBarBack() {
        let (list, navigation, host) = makeFruitScreen(rows: 6)
        host.tap(at: cellCenter(column: 6, row: 2))
        host.type("ch")
        host.settle()
        #expect(navigation.isNavigationBarHidden)
        // Cancel sits at the right end of the bar's row.
        host.tap(at: cellCenter(column: 25, row: 0))
        host.settle()
        #expect(!list.search.isActive && !list.search.searchBar.isFirstResponder)
        #expect(!navigation.isNavigationBarHidden)
        #expect(list.updates.last == "|0|false")
        expectScreen(host.text, """
                         Fruit
            ──────────────────────────────
             ⌕ Find fruit
             Apple                       ┃
             ─────────────────────────────
             Banana
            """)
    }

    @Test func escapeWhileTheBarEditsCancelsBeforeItGoesBack() {
        let (list, navigation, host) = makeFruitScreen()
        let next = UIViewController()
        navigation.pushViewController(next, animated: false)
        navigation.popViewController(animated: false)
        host.press("/")
        #expect(list.search.isActive && list.search.searchBar.isFirstResponder)
        host.type("x")
        host.press(.escape)
        #expect(!list.search.isActive)
        #expect(navigation.topViewController === list, "Escape cancelled the search; it did not pop")
    }

    @Test func slashFocusesTheBarAndTypingGoesToIt() {
        let (list, _, host) = makeFruitScreen()
        host.press("/")
        host.type("date")
        #expect(list.search.searchBar.text == "date")
        #expect(list.shown == ["Date"])
    }

    @Test func scopeButtonsShowWhileActiveAndAScopeChangeUpdatesTheResults() {
        let (list, _, host) = makeFruitScreen()
        let log = SearchLog()
        list.search.searchBar.delegate = log
        list.search.searchBar.scopeButtonTitles = ["All", "B"]
        #expect(!list.search.searchBar.showsScopeBar)
        host.press("/")
        host.settle()
        #expect(list.search.searchBar.showsScopeBar)
        // The scope bar's row joins the safe area too.
        #expect(list.tableView.adjustedContentInset.top == 44)
        let screen = host.text.components(separatedBy: "\n")
        #expect(screen[1].contains("All") && screen[1].contains("B"))
        // A click on the second scope button.
        let column = Array(screen[1]).firstIndex(of: "B")!
        log.events = []
        host.tap(at: cellCenter(column: column, row: 1))
        #expect(log.events == ["scope(1)"])
        #expect(list.search.searchBar.selectedScopeButtonIndex == 1)
        #expect(list.updates.last == "|1|true")
        #expect(list.shown == ["Banana", "Blueberry"])
        host.press(.escape)
        #expect(!list.search.searchBar.showsScopeBar)
    }

    @Test func settingIsActivePresentsWithoutFocusingTheBar() {
        let (list, _, _) = makeFruitScreen()
        let log = SearchLog()
        list.search.delegate = log
        list.search.isActive = true
        #expect(log.events == ["willPresent", "didPresent"])
        #expect(!list.search.searchBar.isFirstResponder)
        #expect(list.search.searchBar.showsCancelButton)
        list.search.isActive = true
        #expect(log.events.count == 2, "activating an active controller does nothing")
        list.search.isActive = false
        #expect(log.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(!list.search.searchBar.showsCancelButton)
        #expect(list.updates == ["|0|true", "|0|false"])
    }

    @Test func theResultsControllerCoversTheContentWhileThereIsText() {
        let results = LoggingController("Results", log: ControllerLog())
        let search = UISearchController(searchResultsController: results)
        let content = LoggingController("Content", log: ControllerLog())
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        let (_, host) = makeWindow(root: navigation, columns: 30, rows: 8)
        search.searchBar.becomeFirstResponder()
        host.settle()
        #expect(search.isActive && !search.showsSearchResultsController)
        // Obscured: the search controller's view covers the content and a click on it deactivates.
        #expect(search.view.superview === navigation.view && !search.view.isHidden)
        #expect(results.viewIfLoaded?.window == nil)
        host.type("k")
        #expect(search.showsSearchResultsController)
        #expect(results.view.window != nil && results.parent === search)
        #expect(results.view.convert(results.view.bounds, to: nil) == CGRect(x: 0, y: 22, width: 330, height: 154))
        host.press(.backspace)
        #expect(!search.showsSearchResultsController && results.parent == nil)
        host.tap(at: cellCenter(column: 10, row: 5))
        #expect(!search.isActive && search.view.superview == nil)
    }

    @Test func theBarScrollsAwayWithTheContentUnlessToldToStay() {
        let (list, navigation, host) = makeFruitScreen(rows: 6)
        _ = navigation
        list.tableView.setContentOffset(CGPoint(x: 0, y: -66 + 44), animated: false)
        // Scrolled by the bar's row and a table row: the bar went up under the navigation bar.
        expectScreen(host.text, """
                         Fruit
            ──────────────────────────────
             ─────────────────────────────
             Banana                      ┃
             ────────────────────────────┃
             Blueberry
            """)
        list.tableView.setContentOffset(CGPoint(x: 0, y: -66), animated: false)
        #expect(host.text.components(separatedBy: "\n")[2] == " ⌕ Find fruit")
        list.navigationItem.hidesSearchBarWhenScrolling = false
        list.tableView.setContentOffset(CGPoint(x: 0, y: -66 + 44), animated: false)
        expectScreen(host.text, """
                         Fruit
            ──────────────────────────────
             ⌕ Find fruit
             Banana                      ┃
             ────────────────────────────┃
             Blueberry
            """)
    }

    @Test func theSearchBarDrawsPromptCancelAndItsFieldAlone() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 330, height: 44))
        bar.prompt = "Fruit"
        bar.text = "kiwi"
        bar.showsCancelButton = true
        let root = UIViewController()
        root.view.addSubview(bar)
        let (_, host) = makeWindow(root: root, columns: 30, rows: 3)
        expectScreen(host.text, """
                        Fruit
             ⌕ kiwi                Cancel

            """)
        #expect(bar.sizeThatFits(CGSize(width: 330, height: 0)).height == 44)
        bar.scopeButtonTitles = ["A", "B"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 330, height: 0)).height == 66)
        #expect(bar.searchTextField.text == "kiwi")
    }

    @Test func aDetailPushedFromTheResultsGetsTheNavigationBarAndThePopBringsTheSearchBack() {
        let results = LoggingController("Results", log: ControllerLog())
        let search = UISearchController(searchResultsController: results)
        let content = LoggingController("Content", log: ControllerLog())
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        let (_, host) = makeWindow(root: navigation, columns: 30, rows: 8)
        host.press("/")
        host.type("k")
        host.settle()
        #expect(navigation.isNavigationBarHidden && results.view.window != nil)
        let detail = LoggingController("Kate", log: ControllerLog())
        navigation.pushViewController(detail, animated: false)
        let screen = host.text
        #expect(!navigation.isNavigationBarHidden)
        #expect(results.view.window == nil, "the search interface left with its controller")
        #expect(screen.components(separatedBy: "\n")[0].contains("Kate"))
        #expect(!screen.contains("⌕"))
        host.press(.escape)
        _ = host.text
        #expect(navigation.topViewController === content)
        #expect(search.isActive && navigation.isNavigationBarHidden)
        #expect(results.view.window != nil && search.searchBar.text == "k")
        host.press(.escape)
        #expect(!search.isActive && !navigation.isNavigationBarHidden)
    }

    @Test func aSearchBarInATableHeaderActivatesItsControllerToo() {
        let list = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        let log = SearchLog()
        search.delegate = log
        #expect(search.searchBar.frame.height == 22, "one row, ready to be a header")
        search.searchBar.scopeButtonTitles = ["All", "Mine"]
        list.tableView.tableHeaderView = search.searchBar
        let (window, host) = makeWindow(root: list, columns: 30, rows: 6)
        #expect(host.text.components(separatedBy: "\n")[0] == " ⌕ Search")
        host.tap(at: cellCenter(column: 8, row: 0))
        #expect(log.events == ["willPresent", "didPresent"])
        #expect(search.isActive && search.searchBar.isFirstResponder)
        // The scope bar shows and the header grows by its row.
        host.settle()
        #expect(search.searchBar.frame.height == 44)
        #expect(host.text.components(separatedBy: "\n")[1].contains("Mine"))
        // The dimmed interface covers the window below the bar.
        #expect(search.view.superview === window)
        #expect(search.view.frame == CGRect(x: 0, y: 44, width: 330, height: 88))
        host.press(.escape)
        #expect(!search.isActive && search.view.superview == nil)
        #expect(search.searchBar.frame.height == 22)
    }
}
