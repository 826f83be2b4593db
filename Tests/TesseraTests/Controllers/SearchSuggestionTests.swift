import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
import TesseraTestSupport

/// A fruit list whose search offers colours as suggestions, the shape of Apple's
/// "Using suggested searches with a search controller": the suggestions are the colours
/// starting with the typed text; selecting one puts it in the bar and clears them.
@MainActor
private final class ColourSearchController: UITableViewController, UISearchResultsUpdating {
    static let colours = ["Red", "Green", "Blue", "Grey"]
    let search = UISearchController(searchResultsController: nil)
    var log: [String] = []
    /// Whether selecting a suggestion takes it (text in, suggestions out), as apps do.
    var takesSelection = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        log.append("update(\(text))")
        searchController.searchSuggestions = searchController.isActive
            ? Self.colours.filter { text.isEmpty || $0.hasPrefix(text) }.map { UISearchSuggestionItem(localizedSuggestion: $0) }
            : nil
    }

    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
        log.append("select(\(searchSuggestion.localizedSuggestion ?? "-"))")
        guard takesSelection else { return }
        searchController.searchBar.text = searchSuggestion.localizedSuggestion
        searchController.searchSuggestions = []
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = ["Apple", "Banana"][indexPath.row]
        return cell
    }
}

@MainActor
@Suite("UISearchController suggestions")
struct SearchSuggestionTests {
    private func makeScreen() -> (ColourSearchController, HeadlessHost) {
        let list = ColourSearchController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let (_, host) = makeWindow(root: navigation, columns: 30, rows: 10)
        return (list, host)
    }

    @Test func suggestionsListOverTheContentWhileActiveAndFollowTheText() {
        let (list, host) = makeScreen()
        #expect(!host.text.contains("Green"))
        host.press("/")
        host.settle()
        expectScreen(host.text, """
             ⌕ Search              Cancel
             Red
             ─────────────────────────────
             Green
             ─────────────────────────────
             Blue
             ─────────────────────────────
             Grey
             ─────────────────────────────

            """, ignoringTrailingBlanks: true)
        host.type("G")
        expectScreen(host.text, """
             ⌕ G                   Cancel
             Green
             ─────────────────────────────
             Grey
             ─────────────────────────────




            """, ignoringTrailingBlanks: true)
        #expect(list.log == ["update()", "update(G)"])
    }

    @Test func noSuggestionsShowNoListAndTheContentStaysUsable() {
        let (list, host) = makeScreen()
        host.press("/")
        host.type("x")
        host.settle()
        #expect(list.search.searchSuggestions?.isEmpty == true)
        expectScreen(host.text, """
             ⌕ x                   Cancel
             Apple
             ─────────────────────────────
             Banana
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func aClickOnASuggestionTellsTheUpdaterWhichOne() {
        let (list, host) = makeScreen()
        list.takesSelection = false
        host.press("/")
        host.settle()
        #expect(host.tap(text: "Blue"))
        #expect(list.log == ["update()", "select(Blue)"])
        // The controller itself changes neither the text nor the suggestions.
        #expect(list.search.searchBar.text == "")
        #expect(list.search.searchSuggestions?.count == 4)
        #expect(list.search.isActive && list.search.searchBar.isFirstResponder)
    }

    @Test func arrowsHighlightAndEnterSelectsWhileTheFieldEdits() {
        let (list, host) = makeScreen()
        host.press("/")
        host.type("G")
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.upArrow)
        #expect(list.search.searchBar.text == "G", "the arrows did not move the field's cursor or edit")
        host.press(.enter)
        #expect(list.log == ["update()", "update(G)", "select(Green)"])
        #expect(list.search.searchBar.text == "Green")
        host.settle()
        expectScreen(host.text, """
             ⌕ Green               Cancel
             Apple
             ─────────────────────────────
             Banana
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
        // With no list, Enter is the search button again: editing ends.
        host.press(.enter)
        #expect(!list.search.searchBar.isFirstResponder && list.search.isActive)
    }

    @Test func upFromNoHighlightGoesToTheLastAndEnterWithoutHighlightSearches() {
        let (list, host) = makeScreen()
        list.takesSelection = false
        host.press("/")
        host.press(.upArrow)
        host.press(.enter)
        #expect(list.log == ["update()", "select(Grey)"])
        list.search.searchSuggestions = list.search.searchSuggestions
        host.press(.enter)
        #expect(list.log.count == 2, "a new list has no highlight: Enter was the search button")
        #expect(!list.search.searchBar.isFirstResponder)
    }

    @Test func theListIsIgnoredWhenAskedAndLeavesWithTheSearch() {
        let (list, host) = makeScreen()
        list.search.ignoresSearchSuggestionsForSearchBarPlacementStacked = true
        host.press("/")
        host.settle()
        #expect(!host.text.contains("Green") && host.text.contains("Apple"))
        list.search.ignoresSearchSuggestionsForSearchBarPlacementStacked = false
        host.settle()
        #expect(host.text.contains("Green"))
        host.press(.escape)
        host.settle()
        #expect(!host.text.contains("Green") && host.text.contains("Apple"))
        #expect(list.search.searchSuggestions == nil)
    }

    @Test func suggestionItemsKeepWhatTheyWereMadeWith() {
        let plain = UISearchSuggestionItem(localizedSuggestion: "Red", localizedDescription: "The colour red")
        #expect(plain.localizedSuggestion == "Red" && plain.localizedDescription == "The colour red")
        #expect(plain.localizedAttributedSuggestion == nil && plain.iconImage == nil)
        let attributed = UISearchSuggestionItem(localizedAttributedSuggestion: NSAttributedString(string: "Blue"))
        #expect(attributed.localizedSuggestion == "Blue" && attributed.localizedAttributedSuggestion?.string == "Blue")
        attributed.representedObject = 3
        #expect(attributed.representedObject as? Int == 3)
    }
}
