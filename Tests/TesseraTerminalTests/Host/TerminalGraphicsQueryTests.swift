import Foundation
import Testing
import TesseraTestSupport

@testable import TesseraTerminal

/// Graphics support is negotiated with the terminal by query, never assumed.
@Suite struct TerminalGraphicsQueryTests {
    /// Runs the negotiation against a scripted terminal on the leader side of a pseudo-terminal:
    /// it waits for the query and then sends `reply` (nothing when `nil`).
    private func negotiate(reply: String?, timeout: TimeInterval) throws -> (TerminalGraphics, String) {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        var attributes = termios()
        tcgetattr(terminal.follower, &attributes)
        cfmakeraw(&attributes)
        tcsetattr(terminal.follower, TCSANOW, &attributes)
        // Written by the negotiating thread before it signals `done`, read after the wait.
        final class Result: @unchecked Sendable { var graphics: TerminalGraphics = [] }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let follower = terminal.follower
        Thread.detachNewThread {
            let (graphics, _) = TerminalGraphicsQuery.negotiate(input: follower, output: follower, timeout: timeout)
            result.graphics = graphics
            done.signal()
        }
        let query = terminal.readBytes(timeout: 5) { $0.count >= TerminalGraphicsQuery.query.count }
        if let reply { terminal.write(reply) }
        done.wait()
        return (result.graphics, String(decoding: query, as: UTF8.self))
    }

    @Test func aTerminalWithKittyAndSixelSaysSo() throws {
        let (graphics, query) = try negotiate(reply: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c", timeout: 5)
        #expect(query == String(decoding: TerminalGraphicsQuery.query, as: UTF8.self))
        #expect(graphics == [.kitty, .sixel])
    }

    @Test func aTerminalAnsweringOnlyDeviceAttributesHasNeither() throws {
        let (graphics, _) = try negotiate(reply: "\u{1B}[?1;2c", timeout: 5)
        #expect(graphics == [])
    }

    @Test func aSilentTerminalTimesOutWithNeither() throws {
        let start = Date()
        let (graphics, _) = try negotiate(reply: nil, timeout: 0.2)
        #expect(graphics == [])
        #expect(Date().timeIntervalSince(start) < 3)
    }

    @Test func answersAreParsedWhenComplete() {
        #expect(TerminalGraphicsQuery.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)).isComplete == false)
        let vt340 = TerminalGraphicsQuery.parse(Array("\u{1B}[?64;1;4c".utf8))
        #expect(vt340.graphics == [.sixel] && vt340.isComplete)
        #expect(TerminalGraphicsQuery.parse(Array("\u{1B}[?4;1c".utf8)).graphics == [])  // 4 as the class, not an attribute
    }

    @Test func whatTheUserTypedDuringTheQueryIsKeptAsInput() {
        let answer = Array("j\u{1B}_Gi=31;OK\u{1B}\\k\u{1B}[?62;4;22cl".utf8)
        #expect(TerminalGraphicsQuery.input(in: answer) == Array("jkl".utf8))
        #expect(TerminalGraphicsQuery.input(in: Array("\u{1B}[A".utf8)) == Array("\u{1B}[A".utf8), "other sequences stay")
    }

    @MainActor @Test func tesseraGraphicsChoosesTheModeOrAsks() {
        var asked = 0
        func mode(_ value: String?, supported: TerminalGraphics) -> TerminalFrameWriter.Graphics {
            TerminalApplicationHost.graphics(environment: value.map { ["TESSERA_GRAPHICS": $0] } ?? [:]) {
                asked += 1
                return supported
            }
        }
        #expect(mode("off", supported: [.kitty]) == .cells)
        #expect(mode("kitty", supported: []) == .kitty)
        #expect(mode("SIXEL", supported: []) == .sixel)
        #expect(asked == 0, "a forced mode asks nothing")
        #expect(mode(nil, supported: [.kitty, .sixel]) == .kitty)
        #expect(mode("auto", supported: [.sixel]) == .sixel)
        #expect(mode(nil, supported: []) == .cells)
        #expect(mode("pixels", supported: [.kitty]) == .kitty, "an unknown value is reported and taken as auto")
        #expect(asked == 4)
    }
}
