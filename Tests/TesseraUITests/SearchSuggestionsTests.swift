import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable @MainActor
private final class Pantry {
    var query = ""
    var hidesSuggestions = false
    var placements: [String] = []
}

/// A suggestion row that is more than a text: the name and, at the trailing edge, its kind.
private struct SuggestionRow: View {
    let name: String
    @Environment(\.searchSuggestionsPlacement) private var placement

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text(placement == .content ? "fruit" : "?")
        }
    }
}

private struct PantrySearch: View {
    @Bindable var pantry: Pantry
    static let names = ["Apple", "Apricot", "Banana"]

    var body: some View {
        NavigationStack {
            List(["Cake", "Jam"], id: \.self) { Text($0) }
                .navigationTitle("Pantry")
                .searchable(text: $pantry.query)
                .searchSuggestions {
                    ForEach(Self.names.filter { pantry.query.isEmpty || $0.hasPrefix(pantry.query) }, id: \.self) { name in
                        SuggestionRow(name: name).searchCompletion(name)
                    }
                    Text("No completion")
                }
                .searchSuggestions(pantry.hidesSuggestions ? .hidden : .automatic, for: .content)
        }
    }
}

@MainActor
struct SearchSuggestionsTests {
    private func makeStage() -> (Pantry, Stage<PantrySearch>) {
        let pantry = Pantry()
        let stage = Stage(PantrySearch(pantry: pantry), columns: 30, rows: 10)
        stage.flush()
        return (pantry, stage)
    }

    private func searchController(_ stage: Stage<PantrySearch>) -> UISearchController {
        let navigation = stage.controller.children.compactMap { $0 as? UINavigationController }.first!
        return navigation.viewControllers[0].navigationItem.searchController!
    }

    /// A click on the search field (the stage's key presses reach no navigation controller).
    private func activate(_ stage: Stage<PantrySearch>) {
        stage.host.tap(at: CellGrid.current.point(column: 6, row: 2))
    }

    @Test func suggestionViewsListOverTheContentWhileTheFieldIsActive() {
        let (pantry, stage) = makeStage()
        #expect(!stage.host.text.contains("Apricot"))
        activate(stage)
        stage.host.settle()
        expectScreen(stage.host.text, """
             ⌕ Search              Cancel
             Apple                  fruit
             ─────────────────────────────
             Apricot                fruit
             ─────────────────────────────
             Banana                 fruit
             ─────────────────────────────
             No completion
             ─────────────────────────────

            """, ignoringTrailingBlanks: true)
        stage.host.type("Ap")
        stage.flush()
        stage.host.settle()
        #expect(pantry.query == "Ap")
        expectScreen(stage.host.text, """
             ⌕ Ap                  Cancel
             Apple                  fruit
             ─────────────────────────────
             Apricot                fruit
             ─────────────────────────────
             No completion
             ─────────────────────────────



            """, ignoringTrailingBlanks: true)
        let labels = searchController(stage).searchSuggestions?.map { $0.localizedSuggestion ?? "-" }
        #expect(labels == ["Apple", "Apricot", "No completion"])
    }

    @Test func pickingASuggestionPutsItsCompletionInTheBindingAndHidesTheList() {
        let (pantry, stage) = makeStage()
        activate(stage)
        stage.host.settle()
        #expect(stage.host.tap(text: "Apricot"))
        stage.flush()
        stage.host.settle()
        #expect(pantry.query == "Apricot")
        #expect(searchController(stage).searchBar.text == "Apricot")
        expectScreen(stage.host.text, """
             ⌕ Apricot             Cancel
             Cake
             ─────────────────────────────
             Jam
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
        // Editing the text again brings them back.
        stage.host.press(.backspace)
        stage.flush()
        stage.host.settle()
        #expect(pantry.query == "Aprico")
        #expect(stage.host.text.contains("Apricot                fruit"))
    }

    @Test func arrowsAndEnterPickAndASuggestionWithoutCompletionDoesNothing() {
        let (pantry, stage) = makeStage()
        activate(stage)
        stage.host.settle()
        stage.host.press(.upArrow)
        stage.host.press(.enter)
        stage.flush()
        #expect(pantry.query == "", "No completion: nothing to put in the text")
        #expect(searchController(stage).searchSuggestions?.count == 4)
        stage.host.press(.upArrow)
        stage.host.press(.upArrow)
        stage.host.press(.enter)
        stage.flush()
        #expect(pantry.query == "Apricot")
        #expect(searchController(stage).searchSuggestions?.isEmpty == true)
    }

    @Test func suggestionBodiesRunOnceAndMovingTheHighlightRunsNone() {
        let (_, stage) = makeStage()
        let before = stage.graph.bodyEvaluations(of: SuggestionRow.self)
        activate(stage)
        stage.flush()
        stage.host.settle()
        let shown = stage.graph.bodyEvaluations(of: SuggestionRow.self)
        stage.host.press(.downArrow)
        stage.host.press(.downArrow)
        stage.flush()
        stage.host.settle()
        #expect(before == 3, "the suggestion views are built with the page, as SwiftUI builds them")
        #expect(shown == before, "activating only shows them")
        #expect(stage.graph.bodyEvaluations(of: SuggestionRow.self) == shown)
    }

    @Test func hiddenForContentShowsNoList() {
        let (pantry, stage) = makeStage()
        pantry.hidesSuggestions = true
        stage.flush()
        activate(stage)
        stage.flush()
        stage.host.settle()
        #expect(searchController(stage).searchSuggestions?.isEmpty != false)
        #expect(!stage.host.text.contains("Apricot") && stage.host.text.contains("Cake"))
        pantry.hidesSuggestions = false
        stage.flush()
        stage.host.settle()
        #expect(stage.host.text.contains("Apricot"))
    }
}


@Observable @MainActor
private final class Stock {
    var query = ""
    var count = 1
}

/// A suggestion that reads the model: its row shows the change, and only its body runs.
private struct StockRow: View {
    let stock: Stock

    var body: some View {
        Text("Jam ×\(stock.count)").searchCompletion("Jam")
    }
}

private struct StockSearch: View {
    @Bindable var stock: Stock

    var body: some View {
        NavigationStack {
            Text("Shelf")
                .navigationTitle("Stock")
                .searchable(text: $stock.query) {
                    StockRow(stock: stock)
                }
        }
    }
}

@MainActor
struct SearchSuggestionUpdateTests {
    @Test func aChangeASuggestionReadsRedrawsItsRowAndRunsOnlyItsBody() {
        let stock = Stock()
        let stage = Stage(StockSearch(stock: stock), columns: 30, rows: 6)
        stage.flush()
        stage.host.tap(at: CellGrid.current.point(column: 6, row: 2))
        stage.flush()
        stage.host.settle()
        #expect(stage.host.text.components(separatedBy: "\n")[1].hasPrefix(" Jam ×1"))
        let rows = stage.graph.bodyEvaluations(of: StockRow.self)
        let pages = stage.graph.bodyEvaluations(of: StockSearch.self)
        stock.count = 100
        stage.flush()
        stage.host.settle()
        #expect(stage.host.text.components(separatedBy: "\n")[1].hasPrefix(" Jam ×100"))
        #expect(stage.graph.bodyEvaluations(of: StockRow.self) == rows + 1)
        #expect(stage.graph.bodyEvaluations(of: StockSearch.self) == pages)
        // The deprecated `searchable(text:suggestions:)` form picks as the modifier does.
        #expect(stage.host.tap(text: "Jam ×100"))
        stage.flush()
        #expect(stock.query == "Jam")
    }
}
