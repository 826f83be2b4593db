import Foundation

/// Asks the person at the controlling terminal; the default ``CNAuthorizationPrompt`` answerer.
enum _CNTerminalPrompt {
    /// Shows `prompt` on `/dev/tty` and reads one line: `y` or `yes` allows, any other
    /// line refuses, and `nil` means nobody could be asked (no terminal, or end of input),
    /// so nothing is remembered.
    static func ask(_ prompt: CNAuthorizationPrompt) -> Bool? {
        guard let tty = fopen("/dev/tty", "r+") else { return nil }
        defer { fclose(tty) }
        let text = prompt.message + "Allow access? [y/N] "
        fputs(text, tty)
        fflush(tty)
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        guard getline(&line, &capacity, tty) >= 0, let line else { return nil }
        let answer = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return answer == "y" || answer == "yes"
    }
}
