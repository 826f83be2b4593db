import Foundation

/// Asks the person at the controlling terminal; the default ``CNAuthorizationPrompt`` answerer.
enum _CNTerminalPrompt {
    /// Shows `prompt` on `/dev/tty` and reads an answer: a line starting with `y` allows,
    /// any other line refuses, and `nil` means nobody could be asked (no terminal, or end
    /// of input), so nothing is remembered.
    ///
    /// The answer is read byte by byte and ends at CR or LF, so that it also works while
    /// a live Tessera app holds the terminal in raw mode (no line discipline, Enter sends
    /// CR); lines are written with CR LF for the same reason.
    static func ask(_ prompt: CNAuthorizationPrompt) -> Bool? {
        guard let tty = fopen("/dev/tty", "r+") else { return nil }
        defer { fclose(tty) }
        let text = (prompt.message + "Allow access? [y/N] ").replacingOccurrences(of: "\n", with: "\r\n")
        fputs(text, tty)
        fflush(tty)
        var answer: [UInt8] = []
        while true {
            let c = fgetc(tty)
            if c == EOF { return nil }
            if c == 0x0D || c == 0x0A { break }
            answer.append(UInt8(truncatingIfNeeded: c))
        }
        fputs("\r\n", tty)
        fflush(tty)
        let word = String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        return word.hasPrefix("y")
    }
}
