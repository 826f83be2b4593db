import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

private struct Place: Identifiable {
    let name: String
    var children: [Place]?
    var id: String { name }
}

private let world = [
    Place(name: "Europe", children: [Place(name: "France"), Place(name: "Italy")]),
    Place(name: "Asia", children: [Place(name: "Japan")]),
]

@MainActor
struct OutlineListTests {
    private func table(_ stage: Stage<some View>) -> UITableView {
        stage.flush()
        return stage.controller.view.subviews.compactMap { $0 as? UITableView }.first!
    }

    @Test func aHierarchicalListStartsCollapsedAndItsChevronsExpandAndCollapse() {
        let stage = Stage(List(world, children: \.children) { Text($0.name) }.listStyle(.plain), columns: 20, rows: 10)
        expectScreen(stage.host.text, """
             Europe           ›
             ───────────────────
             Asia             ›
             ───────────────────
            """, ignoringTrailingBlanks: true)
        stage.host.tap(at: CellGrid.current.point(column: 18, row: 0))
        stage.flush()
        stage.host.settle()
        let rows = table(stage).numberOfRows(inSection: 0)
        #expect(rows == 4)
        expectScreen(stage.host.text, """
             Europe           ˅
             ───────────────────
               France
             ───────────────────
               Italy
             ───────────────────
             Asia             ›
             ───────────────────
            """, ignoringTrailingBlanks: true)
        stage.host.tap(at: CellGrid.current.point(column: 18, row: 0))
        stage.flush()
        stage.host.settle()
        let collapsed = table(stage).numberOfRows(inSection: 0)
        #expect(collapsed == 2)
    }

    @Test func aDisclosureGroupInAListShowsItsContentAsIndentedRowsWhenExpanded() {
        struct Settings: View {
            @State var expanded = false
            var body: some View {
                List {
                    DisclosureGroup("Advanced", isExpanded: $expanded) {
                        Text("Proxy")
                        Text("Cache")
                    }
                    Text("About")
                }
                .listStyle(.plain)
            }
        }
        let stage = Stage(Settings(), columns: 20, rows: 10)
        let before = table(stage).numberOfRows(inSection: 0)
        #expect(before == 2)
        stage.host.tap(at: CellGrid.current.point(column: 18, row: 0))
        stage.flush()
        stage.host.settle()
        expectScreen(stage.host.text, """
             Advanced         ˅
             ───────────────────
               Proxy
             ───────────────────
               Cache
             ───────────────────
             About
             ───────────────────
            """, ignoringTrailingBlanks: true)
    }
}
