import Foundation

/// A pseudo-terminal pair for tests that run an app as a person would, in a terminal of a
/// given size: the app gets the follower side, the test reads and writes the leader.
public struct PseudoTerminal {
    /// Why a pseudo-terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    public let leader: Int32
    public let follower: Int32
    /// The follower's path, `/dev/pts/N`.
    public let followerPath: String

    public init(columns: UInt16, rows: UInt16) throws {
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard leader >= 0 else { throw OpenError(description: "cannot open /dev/ptmx") }
        // TIOCSPTLCK (unlock) and TIOCGPTN (number): Glibc's module leaves out unlockpt and ptsname.
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(leader, 0x4004_5431, &unlock) == 0, ioctl(leader, 0x8004_5430, &number) == 0 else {
            throw OpenError(description: "cannot unlock the pseudo-terminal")
        }
        followerPath = "/dev/pts/\(number)"
        follower = open(followerPath, O_RDWR | O_NOCTTY)
        guard follower >= 0 else { throw OpenError(description: "cannot open \(followerPath)") }
        resize(columns: columns, rows: rows)
    }

    /// Starts `executable` in this terminal, as a shell would: the follower side is its
    /// standard input, output and error.
    public func run(_ executable: URL, arguments: [String] = [], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let follower = FileHandle(fileDescriptor: follower, closeOnDealloc: true)
        process.standardInput = follower
        process.standardOutput = follower
        process.standardError = follower
        process.environment = environment
        try process.run()
        return process
    }

    /// Sets the terminal's size, as a window resize does (the app gets SIGWINCH).
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
    }

    /// Reads until `done` holds for everything read, or until `timeout` seconds pass.
    public func readBytes(timeout: TimeInterval, until done: ([UInt8]) -> Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(timeout)
        while !done(bytes), Date() < deadline {
            var poll = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&poll, 1, 50) > 0 else { continue }
            let count = Glibc.read(leader, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    /// Reads text until `done` holds for everything read, or until `timeout` seconds pass.
    public func read(timeout: TimeInterval, until done: (String) -> Bool) -> String {
        String(decoding: readBytes(timeout: timeout) { done(String(decoding: $0, as: UTF8.self)) }, as: UTF8.self)
    }

    /// What is waiting to be read now, without blocking.
    public func readAvailable() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poll = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        while Glibc.poll(&poll, 1, 0) > 0 {
            let count = Glibc.read(leader, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    /// Types `text` into the terminal.
    public func write(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(leader, $0.baseAddress, $0.count) }
    }
}
