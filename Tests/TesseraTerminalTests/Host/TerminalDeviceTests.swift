import Foundation
import Testing
@testable import TesseraTerminal

@Suite("Terminal device", .serialized)
struct TerminalDeviceTests {
    /// A pseudo-terminal pair: the device uses the follower side, the test reads the leader.
    private func openPseudoTerminal() throws -> (leader: Int32, follower: Int32) {
        // Linux's pseudo-terminal multiplexer: unlock (TIOCSPTLCK) and number (TIOCGPTN).
        let leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(leader >= 0)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        try #require(ioctl(leader, 0x4004_5431, &unlock) == 0 && ioctl(leader, 0x8004_5430, &number) == 0)
        let follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(follower >= 0)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
        return (leader, follower)
    }

    private func readAvailable(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while Glibc.poll(&poll, 1, 0) > 0 {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    @Test func rawModeIsEnteredAndTheTerminalIsRestored() throws {
        let (leader, follower) = try openPseudoTerminal()
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
        #expect(readAvailable(leader).starts(with: TerminalDevice.enterSequence))

        device.restore()
        var after = termios()
        tcgetattr(follower, &after)
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
        #expect(readAvailable(leader).suffix(TerminalDevice.exitSequence.count).elementsEqual(TerminalDevice.exitSequence))
        // Restoring twice writes nothing more.
        device.restore()
        #expect(readAvailable(leader).isEmpty)
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
