import Foundation
import Testing
@testable import TesseraTerminal
import PseudoTerminalSupport

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
