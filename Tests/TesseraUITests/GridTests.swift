import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// `Grid`: columns as wide as their widest cells, rows as tall as their tallest, spans, views
/// across the grid, and the column, row and cell alignments.
@MainActor
@Suite("Grid")
struct GridTests {
    @Test func columnsTakeTheirWidestCellAndCellsAlignInThem() {
        let stage = Stage(
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name")
                    Text("Ada")
                }
                GridRow {
                    Text("Born")
                    Text("1815")
                        .gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("Known for")
                    Text("the engine notes")
                }
            }, columns: 30, rows: 3)
        expectScreen(stage.text, """
              Name                   Ada
              Born                  1815
              Known for the engine notes
            """)
        // "Known for" (9 columns) sets the first column; one column between the columns.
        #expect(stage.frames[0].hasSuffix(" 44×22") && stage.frames[4].hasSuffix(" 99×22"))
    }

    @Test func spansAndViewsAcrossTheGrid() {
        let stage = Stage(
            Grid(alignment: .leading, horizontalSpacing: 11) {
                GridRow {
                    Text("A")
                    Text("B")
                    Text("C")
                }
                Divider()
                GridRow {
                    Text("wide cell").gridCellColumns(2)
                    Text("D")
                }
                GridRow(alignment: .bottom) {
                    Text("E")
                    Color.red.frame(height: 44).gridCellUnsizedAxes(.horizontal)
                    Text("F")
                }
            }, columns: 16, rows: 6)
        // The span widens the second column so that "wide cell" (9) fits across A and B; the
        // divider crosses the grid; the colour is two rows tall and E and F sit at the bottom.
        expectScreen(stage.text, """

               A B       C
               ───────────
               wide cell D

               E         F
            """)
        // The colour fills its column's width (unsized across) and sets the row's height.
        #expect(stage.frames.contains("49.5,77 77×44"))
    }
}
