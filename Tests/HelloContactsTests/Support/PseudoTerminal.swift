import Foundation
import Testing

/// A pseudo-terminal pair for running an app as a person would, in a terminal of a given size.
struct PseudoTerminal {
    let leader: Int32
    let follower: Int32

    init(columns: UInt16, rows: UInt16) throws {
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(leader >= 0)
        // TIOCSPTLCK (unlock) and TIOCGPTN (number): Glibc's module leaves out unlockpt and ptsname.
        var unlock: Int32 = 0
        var number: UInt32 = 0
        try #require(ioctl(leader, 0x4004_5431, &unlock) == 0 && ioctl(leader, 0x8004_5430, &number) == 0)
        follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(follower >= 0)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
    }

    /// Reads until `done` holds for everything read, or until `timeout` seconds pass.
    func read(timeout: TimeInterval, until done: (String) -> Bool) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(timeout)
        while !done(String(decoding: bytes, as: UTF8.self)), Date() < deadline {
            var poll = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&poll, 1, 50) > 0 else { continue }
            let count = Glibc.read(leader, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func write(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(leader, $0.baseAddress, $0.count) }
    }
}

extension String {
    /// The text without terminal control sequences (CSI and OSC), as a person reads it.
    var withoutControlSequences: String {
        var result = ""
        var iterator = unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else {
                if scalar.value >= 0x20 || scalar == "\n" { result.unicodeScalars.append(scalar) }
                continue
            }
            switch iterator.next() {
            case "[":
                while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
            case "]":
                while let next = iterator.next(), next != "\u{07}", next != "\u{1B}" {}
            default: break
            }
        }
        return result
    }
}
