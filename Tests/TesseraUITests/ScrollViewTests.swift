import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

private struct Numbers: View {
    @State private var taps = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Button("Taps: \(taps)") { taps += 1 }
                ForEach(1..<10) { number in
                    Text("Row \(number)")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    @Test func itTakesTheSpaceOfferedAndScrollsItsIdealContent() {
        let stage = Stage(Numbers(), columns: 8, rows: 3)
        // The scroll indicator's thumb is in the last column: 3 of 10 rows are visible.
        expectScreen(stage.text, "Taps: 0┃\nRow 1\nRow 2")
        let scrollView = stage.controller.view.subviews.compactMap { $0 as? UIScrollView }.first!
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 88, height: 66))
        #expect(scrollView.contentSize == CGSize(width: 88, height: 220))

        scrollView.contentOffset = CGPoint(x: 0, y: 44)
        expectScreen(stage.text, "Row 2\nRow 3  ┃\nRow 4")

        // The content keeps its state, and the offset survives an update.
        scrollView.contentOffset = .zero
        stage.host.tap(at: CGPoint(x: 22, y: 11))
        scrollView.contentOffset = CGPoint(x: 0, y: 22)
        _ = stage.text
        #expect(scrollView.contentOffset.y == 22)
        scrollView.contentOffset = .zero
        expectScreen(stage.text, "Taps: 1┃\nRow 1\nRow 2")
    }

    @Test func theMouseWheelScrollsIt() {
        let stage = Stage(Numbers(), columns: 8, rows: 3)
        _ = stage.text
        stage.host.scroll(at: CGPoint(x: 22, y: 22), by: CGPoint(x: 0, y: -22))
        let scrollView = stage.controller.view.subviews.compactMap { $0 as? UIScrollView }.first!
        #expect(scrollView.contentOffset.y > 0)
    }
}
