import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// Each headless host sizes its own window: tests that run side by side (and interleave at
/// their `await`s) never resize each other's windows through the shared screen.
@MainActor
@Suite("Headless host: window size")
struct HeadlessHostSizeTests {
    @Test func aSecondHostDoesNotResizeTheFirstHostsWindow() {
        let first = UIWindow()
        first.isHidden = false
        let firstHost = HeadlessHost(window: first, columns: 40, rows: 10)
        let second = UIWindow()
        second.isHidden = false
        let secondHost = HeadlessHost(window: second, columns: 12, rows: 3)
        #expect(first.frame.size == CGSize(width: 440, height: 220))
        #expect(second.frame.size == CGSize(width: 132, height: 66))
        #expect(firstHost.render().rows == 10)
        withExtendedLifetime(secondHost) {}
    }

    @Test func aWindowNoHostRendersFollowsTheScreen() {
        let window = UIWindow()
        window.isHidden = false
        UIScreen.main.setSize(columns: 30, rows: 8)
        window.frame = UIScreen.main.bounds
        UIScreen.main.setSize(columns: 20, rows: 5)
        #expect(window.frame.size == CGSize(width: 220, height: 110))
    }
}
