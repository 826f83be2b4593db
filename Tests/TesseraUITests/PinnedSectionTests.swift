import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// A row whose body evaluations the graph counts.
private struct PinnedRow: View {
    let title: String

    var body: some View { Text(title) }
}

/// Sections of four rows in a scroll view, their headers (and optionally footers) pinned.
private struct PinnedSections: View {
    let pins: PinnedScrollableViews
    let sections: Int
    var headerBackground = true

    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pins) {
                ForEach(0..<sections, id: \.self) { section in
                    Section {
                        ForEach(0..<4, id: \.self) { row in
                            PinnedRow(title: "  row \(section).\(row)")
                        }
                    } header: {
                        Text("HEADER \(section)").frame(maxWidth: .infinity, alignment: .leading)
                            .background(headerBackground ? Color.gray : Color.clear)
                    } footer: {
                        Text("footer \(section)").frame(maxWidth: .infinity, alignment: .leading).background(Color.gray)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Pinned lazy section headers")
struct PinnedSectionTests {
    private func scroll<Content: View>(_ stage: Stage<Content>, toRow row: Int) -> String {
        let scrollView = stage.controller.view.subviews.compactMap { $0 as? UIScrollView }.first!
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(row) * 22)
        return stage.text
    }

    @Test func theCurrentHeaderStaysOnTopUntilTheNextPushesItUp() {
        let stage = Stage(PinnedSections(pins: .sectionHeaders, sections: 3), columns: 12, rows: 4)
        #expect(stage.text == "HEADER 0\n  row 0.0\n  row 0.1\n  row 0.2")
        // Rows scroll under the header.
        #expect(scroll(stage, toRow: 2) == "HEADER 0\n  row 0.2\n  row 0.3\nfooter 0")
        // The section's end pushes the header up...
        #expect(scroll(stage, toRow: 4) == "HEADER 0\nfooter 0\nHEADER 1\n  row 1.0")
        #expect(scroll(stage, toRow: 5) == "footer 0\nHEADER 1\n  row 1.0\n  row 1.1")
        // ...and the next header takes its place.
        #expect(scroll(stage, toRow: 7) == "HEADER 1\n  row 1.1\n  row 1.2\n  row 1.3")
        // Back to the top, nothing is pinned out of place.
        #expect(scroll(stage, toRow: 0) == "HEADER 0\n  row 0.0\n  row 0.1\n  row 0.2")
    }

    @Test func pinnedFootersStayAtTheBottomWhileTheirSectionShows() {
        let stage = Stage(PinnedSections(pins: [.sectionHeaders, .sectionFooters], sections: 3), columns: 12, rows: 4)
        #expect(stage.text == "HEADER 0\n  row 0.0\n  row 0.1\nfooter 0")
        #expect(scroll(stage, toRow: 4) == "HEADER 0\nfooter 0\nHEADER 1\nfooter 1")
    }

    @Test func aPinnedHeaderWithoutABackgroundShowsTheRowsUnderItsBlankCells() {
        let stage = Stage(PinnedSections(pins: .sectionHeaders, sections: 2, headerBackground: false), columns: 12, rows: 4)
        // As in SwiftUI a header has no background of its own: row 0.1's last cell shows.
        #expect(scroll(stage, toRow: 2) == "HEADER 01\n  row 0.2\n  row 0.3\nfooter 0")
    }

    @Test func withoutPinningHeadersScrollAway() {
        let stage = Stage(PinnedSections(pins: [], sections: 3), columns: 12, rows: 4)
        #expect(scroll(stage, toRow: 2) == "  row 0.1\n  row 0.2\n  row 0.3\nfooter 0")
    }

    @Test func aThousandSectionsBuildOnlyTheVisibleOnes() {
        let stage = Stage(PinnedSections(pins: .sectionHeaders, sections: 1000), columns: 12, rows: 4)
        _ = stage.text
        let first = stage.graph.bodyEvaluations(of: PinnedRow.self)
        #expect(first <= 12, "a section or two and a margin, not 4,000 rows")
        #expect(scroll(stage, toRow: 6 * 500 + 2) == "HEADER 500\n  row 500.2\n  row 500.3\nfooter 500")
        #expect(stage.graph.bodyEvaluations(of: PinnedRow.self) - first <= 12)
    }

    @Test func sectionsWrittenOutPinToo() {
        struct Written: View {
            var body: some View {
                ScrollView(showsIndicators: false) {
                    LazyVStack(alignment: .leading, spacing: 0, pinnedViews: .sectionHeaders) {
                        Section("FRUIT") {
                            Text("apple")
                            Text("pear")
                            Text("plum")
                        }
                        Section("NUTS") {
                            Text("almond")
                            Text("pecan")
                        }
                    }
                }
            }
        }
        let stage = Stage(Written(), columns: 10, rows: 3)
        #expect(stage.text == "FRUIT\napple\npear")
        #expect(scroll(stage, toRow: 2) == "FRUIT\nplum\nNUTS")
        #expect(scroll(stage, toRow: 3) == "FRUIT\nNUTS\nalmond")
        #expect(scroll(stage, toRow: 4) == "NUTS\nalmond\npecan")
    }
}
