import Foundation

/// Asks for a password on the controlling terminal, without echoing it.
public enum PasswordPrompt {
    /// Shows `Password for <username>: ` on `/dev/tty` and reads a line with echo off.
    ///
    /// - Returns: The line, or `nil` when there is no terminal or the input ended.
    public static func ask(username: String) -> String? {
        guard let tty = fopen("/dev/tty", "r+") else { return nil }
        defer { fclose(tty) }
        let descriptor = fileno(tty)
        var saved = termios()
        let canSilence = tcgetattr(descriptor, &saved) == 0
        if canSilence {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(descriptor, TCSAFLUSH, &silent)
        }
        defer { if canSilence { tcsetattr(descriptor, TCSAFLUSH, &saved) } }
        fputs("CardDAV password for \(username): ", tty)
        fflush(tty)
        var line: [UInt8] = []
        while true {
            let c = fgetc(tty)
            if c == EOF { return nil }
            if c == 0x0A || c == 0x0D { break }
            line.append(UInt8(truncatingIfNeeded: c))
        }
        fputs("\n", tty)
        return String(decoding: line, as: UTF8.self)
    }
}
