import Foundation

/// The pixel graphics a terminal has said it supports.
public struct TerminalGraphics: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    public static let kitty = TerminalGraphics(rawValue: 1 << 0)
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm).
    public static let sixel = TerminalGraphics(rawValue: 1 << 1)
}

/// Asks the terminal which pixel graphics it supports, never assuming: a kitty graphics query
/// (a 1 × 1 image the terminal checks but does not store) followed by Primary Device
/// Attributes, which every terminal answers, so the answer to DA1 ends the wait. Attribute 4
/// in the DA1 answer means sixel. A terminal that answers nothing within the timeout supports
/// neither, and drawn content stays block characters.
public enum TerminalGraphicsQuery {
    /// The bytes sent: the kitty query (image id 31), then DA1.
    public static let query = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)

    /// What `answer` says, and whether it is complete (the DA1 reply arrived).
    public static func parse(_ answer: [UInt8]) -> (graphics: TerminalGraphics, isComplete: Bool) {
        let text = String(decoding: answer, as: UTF8.self)
        var graphics: TerminalGraphics = []
        if text.contains("\u{1B}_Gi=31;OK") { graphics.insert(.kitty) }
        guard let start = text.range(of: "\u{1B}[?"), let end = text[start.upperBound...].firstIndex(of: "c") else {
            return (graphics, false)
        }
        let attributes = text[start.upperBound..<end].split(separator: ";")
        if attributes.dropFirst().contains("4") { graphics.insert(.sixel) }
        return (graphics, true)
    }

    /// `answer` without the terminal's replies to the query: what the user typed meanwhile.
    public static func input(in answer: [UInt8]) -> [UInt8] {
        var input: [UInt8] = []
        var index = 0
        while index < answer.count {
            if answer[index] == 0x1B, index + 1 < answer.count, answer[index + 1] == 0x5F {
                // APC … ESC \ (the kitty reply).
                var end = index + 2
                while end + 1 < answer.count, !(answer[end] == 0x1B && answer[end + 1] == 0x5C) { end += 1 }
                index = end + 2
            } else if answer[index] == 0x1B, index + 2 < answer.count, answer[index + 1] == 0x5B, answer[index + 2] == 0x3F,
                let end = answer[(index + 3)...].firstIndex(where: { !(0x30...0x3B).contains($0) }), answer[end] == 0x63
            {
                // CSI ? … c (the DA1 reply).
                index = end + 1
            } else {
                input.append(answer[index])
                index += 1
            }
        }
        return input
    }

    /// Sends the query on `output` and reads the answer from `input` (a terminal in raw mode)
    /// until the DA1 reply or `timeout`; what arrived is returned too, for the input decoder.
    public static func negotiate(input: Int32, output: Int32, timeout: TimeInterval) -> (graphics: TerminalGraphics, answer: [UInt8]) {
        var written = 0
        while written < query.count {
            let count = query[written...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if count <= 0 { return ([], []) }
            written += count
        }
        var answer: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(1, (remaining * 1000).rounded(.up))))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { break }
            answer += buffer[0..<count]
            if parse(answer).isComplete { break }
        }
        return (parse(answer).graphics, answer)
    }
}
