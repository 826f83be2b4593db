import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A row with state of its own: a button counting its taps.
private struct CountingRow: View {
    let number: Int
    @State private var taps = 0

    var body: some View {
        Button("Row \(number): \(taps)") { taps += 1 }
    }
}

/// Counts how often a content closure ran.
@MainActor
private final class Calls {
    var count = 0
}

/// A million rows in a scroll view.
private struct Million: View {
    let calls: Calls

    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1_000_000, id: \.self) { number in
                    let _ = calls.count += 1
                    CountingRow(number: number)
                }
            }
        }
    }
}

/// A header and a lazy stack over data that changes.
private struct Removable: View {
    @State private var numbers = Array(0..<1_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Remove first") { numbers.removeFirst() }
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Header")
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(numbers, id: \.self) { CountingRow(number: $0) }
                    }
                }
            }
        }
    }
}

/// Rows one terminal line high, except every hundredth, which is two.
private struct Uneven: View {
    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1_000, id: \.self) { number in
                    Text(number % 100 == 99 ? "Row \(number)\nmore" : "Row \(number)")
                }
            }
        }
    }
}

@MainActor
@Suite("Lazy stacks")
struct LazyStackTests {
    private func scrollView<Content: View>(_ stage: Stage<Content>) -> UIScrollView {
        stage.controller.view.subviews.compactMap { $0 as? UIScrollView }.first!
    }

    @Test func aMillionRowsBuildOnlyTheVisibleOnesAndAMargin() {
        let calls = Calls()
        let stage = Stage(Million(calls: calls), columns: 12, rows: 5)
        expectScreen(stage.text, "Row 0: 0\nRow 1: 0\nRow 2: 0\nRow 3: 0\nRow 4: 0", ignoringTrailingBlanks: true)
        // Five visible rows and one more below.
        #expect(stage.graph.bodyEvaluations(of: CountingRow.self) == 6)
        #expect(calls.count == 6)
        // The content is estimated at a row's height for each of the million rows.
        #expect(Int(scrollView(stage).contentSize.height.rounded()) == 22 * 1_000_000)

        // Scrolling one row builds the one row coming into the margin, and nothing else.
        scrollView(stage).contentOffset = CGPoint(x: 0, y: 22)
        expectScreen(stage.text, "Row 1: 0\nRow 2: 0\nRow 3: 0\nRow 4: 0\nRow 5: 0", ignoringTrailingBlanks: true)
        #expect(stage.graph.bodyEvaluations(of: CountingRow.self) == 7)
        #expect(calls.count == 7)
    }

    @Test func aJumpFarDownBuildsTheRowsThere() {
        let calls = Calls()
        let stage = Stage(Million(calls: calls), columns: 14, rows: 3)
        _ = stage.text
        scrollView(stage).contentOffset = CGPoint(x: 0, y: 22 * 500_000)
        expectScreen(stage.text, "Row 500000: 0\nRow 500001: 0\nRow 500002: 0", ignoringTrailingBlanks: true)
        // The first screen and a margin, then the row before, three rows, and the one after.
        #expect(stage.graph.bodyEvaluations(of: CountingRow.self) == 4 + 5)
    }

    @Test func rowsKeepTheirStateWhenTheyScrollAwayAndBack() {
        let stage = Stage(Million(calls: Calls()), columns: 12, rows: 3)
        _ = stage.text
        stage.host.tap(at: CGPoint(x: 22, y: 33))
        scrollView(stage).contentOffset = CGPoint(x: 0, y: 22 * 50)
        expectScreen(stage.text, "Row 50: 0\nRow 51: 0\nRow 52: 0", ignoringTrailingBlanks: true)
        scrollView(stage).contentOffset = .zero
        expectScreen(stage.text, "Row 0: 0\nRow 1: 1\nRow 2: 0", ignoringTrailingBlanks: true)
    }

    @Test func aLazyStackInsideAnotherContainerStillFollowsTheOffset() {
        let stage = Stage(Removable(), columns: 12, rows: 4)
        expectScreen(stage.text, "Remove first\nHeader\nRow 0: 0\nRow 1: 0", ignoringTrailingBlanks: true)
        scrollView(stage).contentOffset = CGPoint(x: 0, y: 22 * 100)
        expectScreen(stage.text, "Remove first\nRow 99: 0\nRow 100: 0\nRow 101: 0", ignoringTrailingBlanks: true)
    }

    @Test func rowsFollowTheirIdentifiersWhenTheDataChanges() {
        let stage = Stage(Removable(), columns: 12, rows: 4)
        _ = stage.text
        stage.host.tap(at: CGPoint(x: 22, y: 77))
        stage.flush()
        expectScreen(stage.text, "Remove first\nHeader\nRow 0: 0\nRow 1: 1", ignoringTrailingBlanks: true)
        let built = stage.graph.bodyEvaluations(of: CountingRow.self)
        // Row 0 goes, with its state; row 1 moves up and keeps its taps.
        stage.host.tap(at: CGPoint(x: 22, y: 11))
        stage.flush()
        expectScreen(stage.text, "Remove first\nHeader\nRow 1: 1\nRow 2: 0", ignoringTrailingBlanks: true)
        // The rows already built are brought up to date; one more enters the margin.
        #expect(stage.graph.bodyEvaluations(of: CountingRow.self) == built + 1)
    }

    @Test func theEstimateHoldsForRowsAsLongAsItAndGrowsForATallerOne() {
        let stage = Stage(Uneven(), columns: 10, rows: 3)
        expectScreen(stage.text, "Row 0\nRow 1\nRow 2", ignoringTrailingBlanks: true)
        // A row as long as the others leaves the content's estimated length as it was.
        scrollView(stage).contentOffset = CGPoint(x: 0, y: 22)
        expectScreen(stage.text, "Row 1\nRow 2\nRow 3", ignoringTrailingBlanks: true)
        #expect(Int(scrollView(stage).contentSize.height.rounded()) == 22 * 1_000)
        // A taller row corrects the estimate: the content grows.
        scrollView(stage).contentOffset = CGPoint(x: 0, y: 22 * 97)
        expectScreen(stage.text, "Row 97\nRow 98\nRow 99", ignoringTrailingBlanks: true)
        #expect(Int(scrollView(stage).contentSize.height.rounded()) > 22 * 1_000)
    }

    @Test func outsideAScrollViewEveryViewIsBuiltAsInAVStack() {
        let stage = Stage(
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3, id: \.self) { CountingRow(number: $0) }
                Text("End")
            }, columns: 10, rows: 5)
        expectScreen(stage.text, "\nRow 0: 0\nRow 1: 0\nRow 2: 0\nEnd", ignoringTrailingBlanks: true)
        #expect(stage.graph.bodyEvaluations(of: CountingRow.self) == 3)
    }

    @Test func aLazyHStackScrollsSideways() {
        let stage = Stage(
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { Text("\($0 % 10)") }
                }
            }, columns: 5, rows: 1)
        expectScreen(stage.text, "01234")
        scrollView(stage).contentOffset = CGPoint(x: 33, y: 0)
        expectScreen(stage.text, "34567")
        #expect(Int(scrollView(stage).contentSize.width.rounded()) == 11 * 1_000)
    }
}

@MainActor
@Suite("Lazy grids")
struct LazyGridTests {
    private func lengths(_ items: [GridItem], in length: CGFloat, spacing: CGFloat = 0) -> [String] {
        GridItem._tracks(items, in: length, defaultSpacing: spacing).map { "\(Int($0.start))+\($0.length)" }
    }

    @Test func fixedColumnsKeepTheirWidthAndFlexibleOnesShareTheRest() {
        #expect(lengths([GridItem(.fixed(33)), GridItem(.flexible())], in: 220, spacing: 11) == ["0+33.0", "44+176.0"])
        #expect(lengths([GridItem(.flexible()), GridItem(.flexible())], in: 220) == ["0+110.0", "110+110.0"])
        // A flexible column's maximum leaves the rest to the next.
        #expect(lengths([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], in: 220) == ["0+50.0", "50+170.0"])
        // Its minimum holds even when there is no room.
        #expect(lengths([GridItem(.flexible(minimum: 30)), GridItem(.flexible(minimum: 30))], in: 40) == ["0+30.0", "30+30.0"])
    }

    @Test func anAdaptiveItemFitsAsManyColumnsAsItsMinimumAllows() {
        // (220 + 11) / (44 + 11) = 4.2: four columns of (220 - 3 × 11) / 4.
        #expect(lengths([GridItem(.adaptive(minimum: 44))], in: 220, spacing: 11) == ["0+46.75", "57+46.75", "115+46.75", "173+46.75"])
        // Never fewer than one.
        #expect(lengths([GridItem(.adaptive(minimum: 300))], in: 220) == ["0+300.0"])
        // The item's own spacing wins over the grid's default.
        #expect(lengths([GridItem(.adaptive(minimum: 50), spacing: 0)], in: 220, spacing: 11) == ["0+55.0", "55+55.0", "110+55.0", "165+55.0"])
    }

    @Test func aLazyVGridFillsItsColumnsRowByRowAndBuildsOnlyVisibleRows() {
        let stage = Stage(
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(110), spacing: 0), GridItem(.flexible(), alignment: .leading)], spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { CountingRow(number: $0) }
                }
            }, columns: 20, rows: 3)
        // The fixed column centres its views (the grid's alignment), the flexible one leads.
        expectScreen(stage.text, " Row 0: 0 Row 1: 0 ┃\n Row 2: 0 Row 3: 0\n Row 4: 0 Row 5: 0", ignoringTrailingBlanks: true)
        // Three rows on screen and one more: eight cells.
        #expect(stage.graph.bodyEvaluations(of: CountingRow.self) == 8)
        #expect(Int(stage.controller.view.subviews.compactMap { $0 as? UIScrollView }.first!.contentSize.height.rounded()) == 22 * 5_000)
    }

    @Test func aLazyHGridFillsItsRowsColumnByColumn() {
        let stage = Stage(
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHGrid(rows: [GridItem(.fixed(22), spacing: 0), GridItem(.fixed(22))], spacing: 11) {
                    ForEach(0..<100, id: \.self) { Text("\($0 % 10)") }
                }
            }, columns: 8, rows: 2)
        expectScreen(stage.text, "0 2 4 6\n1 3 5 7", ignoringTrailingBlanks: true)
    }
}
