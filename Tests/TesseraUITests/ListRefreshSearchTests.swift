import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable @MainActor
private final class Fruits {
    var all = ["Apple", "Banana", "Cherry", "Date"]
    var query = ""
    var refreshes = 0

    var shown: [String] { query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) } }
}

private struct FruitList: View {
    @Bindable var fruits: Fruits

    var body: some View {
        NavigationStack {
            List(fruits.shown, id: \.self) { Text($0) }
                .navigationTitle("Fruit")
                .searchable(text: $fruits.query, prompt: "Find fruit")
                .refreshable { await MainActor.run { fruits.refreshes += 1 } }
        }
    }
}

@MainActor
struct ListRefreshSearchTests {
    private static let f5 = HeadlessHost.Key(characters: "UIKeyInputF5", keyCode: UIKeyboardHIDUsage(rawValue: 0x3E))

    private func table(_ stage: Stage<some View>) -> UITableView {
        stage.flush()
        let navigation = stage.controller.children.compactMap { $0 as? UINavigationController }.first!
        return navigation.viewControllers[0].view.subviews.compactMap { $0 as? UITableView }.first!
    }

    @Test func searchableShowsTheBarUnderTheTitleAndTypingFiltersTheList() {
        let fruits = Fruits()
        let stage = Stage(FruitList(fruits: fruits), columns: 30, rows: 7)
        stage.flush()
        expectScreen(stage.host.text, """
                         Fruit
            ──────────────────────────────
             ⌕ Find fruit
             Apple                       ┃
             ────────────────────────────┃
             Banana
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
        stage.host.tap(at: CellGrid.current.point(column: 6, row: 2))
        stage.host.type("an")
        #expect(fruits.query == "an")
        stage.flush()
        stage.host.settle()
        let rows = table(stage).numberOfRows(inSection: 0)
        #expect(rows == 1)
        // A change made elsewhere shows in the bar.
        fruits.query = "e"
        stage.flush()
        let navigation = stage.controller.children.compactMap { $0 as? UINavigationController }.first!
        let barText = navigation.viewControllers[0].navigationItem.searchController?.searchBar.text
        #expect(barText == "e")
    }

    @Test func refreshableRunsTheActionOnF5AndTheControlShowsUntilItReturns() async {
        let fruits = Fruits()
        let stage = Stage(FruitList(fruits: fruits), columns: 30, rows: 7)
        let table = table(stage)
        let hasControl = table.refreshControl != nil
        #expect(hasControl)
        stage.host.press(Self.f5)
        let spinning = table.refreshControl?.isRefreshing
        #expect(spinning == true)
        let coordinator = stage.controller._graph.root.flatMap(Self.listCoordinator(in:))
        await coordinator?.refreshTask?.value
        #expect(fruits.refreshes == 1)
        let refreshing = table.refreshControl?.isRefreshing
        #expect(refreshing == false)
    }

    private static func listCoordinator(in node: _ViewNode) -> _ListCoordinator? {
        if let coordinator = node.primitiveStorage as? _ListCoordinator { return coordinator }
        return node.children.lazy.compactMap(listCoordinator(in:)).first
    }
}

private enum Aisle: Hashable { case all, fruit, nuts }

@Observable @MainActor
private final class Shopping {
    var query = ""
    var aisle = Aisle.all
}

private struct ScopedList: View {
    @Bindable var shopping: Shopping

    var body: some View {
        NavigationStack {
            List(["Apple", "Walnut"], id: \.self) { Text($0) }
                .navigationTitle("Shop")
                .searchable(text: $shopping.query)
                .searchScopes($shopping.aisle) {
                    Text("All").tag(Aisle.all)
                    Text("Fruit").tag(Aisle.fruit)
                    Text("Nuts").tag(Aisle.nuts)
                }
        }
    }
}

@MainActor
struct SearchScopeTests {
    @Test func searchScopesAreScopeButtonsThatSelectTheirTagBothWays() {
        let shopping = Shopping()
        let stage = Stage(ScopedList(shopping: shopping), columns: 30, rows: 8)
        stage.flush()
        let navigation = stage.controller.children.compactMap { $0 as? UINavigationController }.first!
        let bar = navigation.viewControllers[0].navigationItem.searchController!.searchBar
        #expect(bar.scopeButtonTitles == ["All", "Fruit", "Nuts"])
        #expect(!stage.host.text.contains("Fruit"))
        // Searching shows the scope bar; a tap on a scope selects its tag.
        stage.host.tap(at: CellGrid.current.point(column: 6, row: 2))
        stage.host.settle()
        #expect(stage.host.text.contains("Fruit"))
        #expect(stage.host.tap(text: "Nuts"))
        stage.host.settle()
        #expect(shopping.aisle == .nuts)
        // A change made elsewhere selects its button.
        shopping.aisle = .fruit
        stage.flush()
        #expect(bar.selectedScopeButtonIndex == 1)
    }
}
