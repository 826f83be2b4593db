import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// Finding and tapping what a headless screen shows by its text.
@MainActor
@Suite("Headless host: text on screen")
struct HeadlessHostTextTests {
    @Test func pointOfTextIsTheCentreOfItsCellsAndTapTextPressesWhatDrawsIt() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 20, rows: 4)
        var taps: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in taps.append("Save") })
        button.frame = CGRect(x: 55, y: 22, width: 110, height: 22)
        window.addSubview(button)
        let point = host.point(of: "Save")
        // The second of the title's four cells, row 1: its centre, a hair up and left (where a
        // click on that cell lands, see CellGrid.point(column:row:)), on the button.
        #expect(point == CellGrid.standard.point(column: 9, row: 1))
        #expect(point.map { CGPoint(x: $0.x + 1.0 / 1024, y: $0.y + 1.0 / 1024) } == CGPoint(x: 104.5, y: 33))
        #expect(point.map { button.frame.contains($0) } == true)
        #expect(host.point(of: "Missing") == nil)
        #expect(host.point(of: "") == nil)
        #expect(host.tap(text: "Save"))
        #expect(taps == ["Save"])
        #expect(!host.tap(text: "Cancel"))
        #expect(taps == ["Save"])
    }

    @Test func aClickReachesTheViewDrawnOnTheCellWhenEdgesLieOnCellCentres() {
        // Two buttons half a row off the grid: the upper one spans 11–33 pt (drawn on row 1,
        // whose centre is 33), the lower one 33–55 (row 2). A click on row 1 must press the
        // upper one, though the centre of row 1 is the lower one's top edge.
        let window = UIWindow()
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 20, rows: 4)
        var taps: [String] = []
        for (title, y) in [("Upper", 11.0), ("Lower", 33.0)] {
            let button = UIButton(primaryAction: UIAction(title: title) { _ in taps.append(title) })
            button.frame = CGRect(x: 0, y: y, width: 110, height: 22)
            window.addSubview(button)
        }
        let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].contains("Upper") && lines[2].contains("Lower"))
        #expect(host.tap(text: "Upper"))
        #expect(host.tap(text: "Lower"))
        #expect(taps == ["Upper", "Lower"])
    }
}
