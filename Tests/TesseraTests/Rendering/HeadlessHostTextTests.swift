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
        // Row 1's centre, between the second and third of the title's four cells, on the button.
        #expect(point?.y == 33)
        #expect(point.map { $0.x.truncatingRemainder(dividingBy: 11) } == 0)
        #expect(point.map { button.frame.contains($0) } == true)
        #expect(host.point(of: "Missing") == nil)
        #expect(host.point(of: "") == nil)
        #expect(host.tap(text: "Save"))
        #expect(taps == ["Save"])
        #expect(!host.tap(text: "Cancel"))
        #expect(taps == ["Save"])
    }
}
