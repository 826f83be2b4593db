import Foundation
import Tessera

/// The controlling terminal: raw mode, the alternate screen, size, and writing bytes.
///
/// `enterFullScreen()` saves the terminal's settings and switches to raw mode, the alternate
/// screen, a hidden cursor, mouse reporting (SGR, button and drag events), bracketed paste and
/// focus events; what standard error receives meanwhile is shown after the screen is restored. The saved state is restored by `restore()` — which ``TerminalRestoration``
/// also calls on exit, on SIGINT / SIGTERM / SIGHUP and on a crash — and taken again by
/// `resumeFullScreen()` when a suspended app continues.
final class TerminalDevice: @unchecked Sendable {
    let inputDescriptor: Int32
    let outputDescriptor: Int32
    /// Standard error: kept off the screen while it is full-screen (see ``TerminalRestoration``).
    let errorDescriptor: Int32

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) {
        inputDescriptor = input
        outputDescriptor = output
        errorDescriptor = error
    }

    /// Whether both ends are terminals.
    var isInteractive: Bool {
        isatty(inputDescriptor) == 1 && isatty(outputDescriptor) == 1
    }

    /// The size in cells, or `nil` when the output is not a terminal. Never smaller than 1 × 1.
    var size: (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The size of a cell in pixels, when the terminal reports its pixel size (`TIOCGWINSZ`).
    var cellPixelSize: CellPixelSize? {
        var size = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row
        else { return nil }
        return CellPixelSize(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// The bytes that switch the terminal into Tessera's mode.
    static let enterSequence = Array(
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h\u{1B}[2J\u{1B}[H".utf8)

    /// The bytes that undo `enterSequence`.
    static let exitSequence = Array(
        "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[0m\u{1B}[r\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Switches to raw mode and the full-screen state, arming restoration first.
    func enterFullScreen() throws {
        var original = termios()
        guard tcgetattr(inputDescriptor, &original) == 0 else {
            throw TerminalError.notATerminal(errno: errno)
        }
        TerminalRestoration.arm(
            descriptor: inputDescriptor, outputDescriptor: outputDescriptor, errorDescriptor: errorDescriptor,
            settings: original, exitSequence: Self.exitSequence)
        try enterRawMode(from: original)
    }

    /// Leaves full-screen mode and restores the saved settings (idempotent).
    func restore() {
        TerminalRestoration.restoreNow()
    }

    /// Takes the terminal back after `restore()`, when a suspended app is continued: the
    /// settings the terminal has now are the ones the next restoration puts back.
    func resumeFullScreen() throws {
        var current = termios()
        guard tcgetattr(inputDescriptor, &current) == 0 else {
            throw TerminalError.notATerminal(errno: errno)
        }
        TerminalRestoration.rearm(settings: current)
        try enterRawMode(from: current)
    }

    /// Puts raw mode and the full-screen state back while restoration stays armed: after the
    /// process was stopped and continued by someone else (SIGSTOP), whose shell may have
    /// changed the terminal meanwhile.
    func reassertFullScreen() {
        guard var raw = rawSettings else { return }
        _ = tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
        write(Self.enterSequence)
    }

    /// The raw settings last applied.
    private var rawSettings: termios?

    private func enterRawMode(from original: termios) throws {
        var raw = original
        // Like cfmakeraw: no echo, no line editing, no signals from keys, no CR/NL translation.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError.notATerminal(errno: errno)
        }
        rawSettings = raw
        write(Self.enterSequence)
    }

    /// Records what is written, when the app runs with `TESSERA_RECORD`.
    var recorder: AsciicastRecorder?

    /// Writes all of `bytes`, retrying on interruption and short writes.
    func write(_ bytes: [UInt8]) {
        recorder?.recordOutput(bytes)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Reads what is available (blocking until at least one byte); empty at end of input.
    func read(maximumCount: Int = 4096) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximumCount)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(inputDescriptor, $0.baseAddress, maximumCount) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno != EINTR && errno != EAGAIN { return [] }
            if errno == EAGAIN { return [] }
        }
    }
}

/// A terminal that cannot be used.
enum TerminalError: Error, CustomStringConvertible {
    case notATerminal(errno: Int32)

    var description: String {
        switch self {
        case .notATerminal(let code): "The terminal cannot be put in raw mode: \(String(cString: strerror(code)))"
        }
    }
}
