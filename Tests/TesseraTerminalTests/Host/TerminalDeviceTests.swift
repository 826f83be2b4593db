import Foundation
import Testing
@testable import TesseraTerminal
import TesseraTestSupport

@Suite("Terminal device", .serialized)
struct TerminalDeviceTests {
    @Test func rawModeIsEnteredAndTheTerminalIsRestored() throws {
        // The device uses the follower side; the test reads the leader.
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let (leader, follower) = (terminal.leader, terminal.follower)
        defer { close(leader); close(follower) }
        var before = termios()
        tcgetattr(follower, &before)
        let device = TerminalDevice(input: follower, output: follower)
        #expect(device.isInteractive)
        #expect(device.size! == (80, 24))

        try device.enterFullScreen()
        var raw = termios()
        tcgetattr(follower, &raw)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(terminal.readAvailable().starts(with: TerminalDevice.enterSequence))

        device.restore()
        var after = termios()
        tcgetattr(follower, &after)
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
        #expect(terminal.readAvailable().suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence))
        // Restoring twice writes nothing more.
        device.restore()
        #expect(terminal.readAvailable().isEmpty)
    }

    @Test func standardErrorWaitsOffScreenUntilTheTerminalIsRestored() throws {
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        let (leader, follower) = (terminal.leader, terminal.follower)
        // Standard error is the same terminal, through a descriptor of its own.
        let error = dup(follower)
        defer { close(leader); close(follower); close(error) }
        let device = TerminalDevice(input: follower, output: follower, error: error)
        try device.enterFullScreen()
        _ = terminal.readAvailable()

        let warning = Array("Warning: skipped a malformed vCard\n".utf8)
        #expect(write(error, warning, warning.count) == warning.count)
        device.write(Array("frame".utf8))
        #expect(terminal.readAvailable() == Array("frame".utf8), "the warning does not reach the app's screen")

        device.restore()
        let afterwards = terminal.readAvailable()
        let exitEnd = try #require(afterwards.firstRange(of: TerminalDevice.exitSequence)?.upperBound)
        #expect(String(decoding: afterwards[exitEnd...], as: UTF8.self).contains("Warning: skipped a malformed vCard"),
                "shown once the normal screen is back")
        // Standard error is the terminal again.
        #expect(write(error, warning, warning.count) == warning.count)
        #expect(String(decoding: terminal.readAvailable(), as: UTF8.self).contains("Warning"))
    }

    @Test func aNonTerminalIsReportedNotUsed() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]); close(pipeEnds[1]) }
        let device = TerminalDevice(input: pipeEnds[0], output: pipeEnds[1])
        #expect(!device.isInteractive)
        #expect(device.size == nil)
        #expect(throws: TerminalError.self) { try device.enterFullScreen() }
    }
}
