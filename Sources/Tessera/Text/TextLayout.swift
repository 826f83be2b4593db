/// Breaks text into lines of a given column width, with UIKit's wrapping and truncation rules.
///
/// Lines wrap at spaces (`byWordWrapping`) or anywhere (`byCharWrapping`); explicit newlines
/// always break. When more lines are needed than allowed, the last allowed line is truncated
/// with "…" at its tail, head or middle, or clipped, per the line-break mode. With
/// `byWordWrapping`/`byCharWrapping`, only the line count limits the text: the last line keeps
/// what fits and drops the rest, as UIKit does. Widths are in terminal columns
/// (`columnWidth(of:)`), so wide characters count twice.
struct TextLayout: Equatable, Sendable {
    /// The lines, without trailing spaces at wrap points.
    let lines: [String]

    /// The lines shaped into cells, for drawing.
    let shapedLines: [ShapedText]

    /// Whether the text is one line that fit the width: laid out the same at any width it
    /// fits, whatever the line limit and line-break mode.
    let isFittingLine: Bool

    /// The widest line, in columns.
    var width: Int { shapedLines.reduce(0) { max($0, $1.width) } }

    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - width: Columns available per line; `nil` means unlimited (no wrapping).
    ///   - maximumLines: The most lines to produce; `0` means no limit.
    /// - Complexity: O(n) in the length of the text.
    init(_ text: String, width: Int?, maximumLines: Int, lineBreakMode: NSLineBreakMode) {
        // Fast path: one line that fits, the common case of a table cell's label.
        if !text.utf8.contains(0x0A) {
            let shaped = ShapedText(text)
            if width.map({ shaped.width <= $0 }) ?? true {
                lines = [text]
                shapedLines = [shaped]
                isFittingLine = true
                return
            }
        }
        var lines: [String] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in Self.wrap(paragraph, width: width, mode: lineBreakMode) {
                if maximumLines > 0 && lines.count == maximumLines {
                    truncated = true
                    break paragraphs
                }
                lines.append(line)
            }
        }
        if truncated, !lines.isEmpty {
            let last = lines.count - 1
            let remainder = Self.remainder(of: text, afterLines: lines)
            lines[last] = Self.truncate(lines[last], remainder: remainder, width: width, mode: lineBreakMode)
        }
        self.lines = lines
        shapedLines = lines.map(ShapedText.init)
        isFittingLine = false
    }

    /// Breaks one paragraph (no newlines) into lines of at most `width` columns.
    private static func wrap(_ paragraph: Substring, width: Int?, mode: NSLineBreakMode) -> [String] {
        guard let width, width > 0 else { return [String(paragraph)] }
        switch mode {
        case .byWordWrapping:
            return wrapWords(paragraph, width: width)
        case .byCharWrapping:
            return wrapCharacters(paragraph, width: width)
        default:
            // Truncating modes wrap by words and truncate the last allowed line.
            return wrapWords(paragraph, width: width)
        }
    }

    private static func wrapCharacters(_ text: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for character in text {
            let w = columnWidth(of: character)
            if used + w > width && !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
            }
            line.append(character)
            used += w
        }
        lines.append(line)
        return lines
    }

    private static func wrapWords(_ text: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = columnWidth(of: word)
            let separator = line.isEmpty ? 0 : 1
            if used + separator + wordWidth <= width {
                if separator == 1 { line.append(" ") }
                line += word
                used += separator + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
            }
            if wordWidth <= width {
                line = String(word)
                used = wordWidth
            } else {
                // A word longer than a line breaks between characters.
                var pieces = wrapCharacters(word, width: width)
                let last = pieces.removeLast()
                lines += pieces
                line = last
                used = columnWidth(of: last)
            }
        }
        lines.append(line)
        return lines
    }

    /// The text that did not make it into `lines` (approximate: by character count).
    private static func remainder(of text: String, afterLines lines: [String]) -> Substring {
        var index = text.startIndex
        for line in lines {
            // Skip the line's characters and the separator that ended it.
            index = text.index(index, offsetBy: line.count, limitedBy: text.endIndex) ?? text.endIndex
            while index < text.endIndex, text[index] == " " || text[index] == "\n" {
                index = text.index(after: index)
            }
        }
        return text[index...]
    }

    /// The last visible line, shortened per `mode` so that it signals the cut text.
    private static func truncate(_ line: String, remainder: Substring, width: Int?, mode: NSLineBreakMode) -> String {
        guard let width else { return line }
        guard width > 1 else { return prefix(line, columns: width) }
        let full = remainder.isEmpty ? line : line + " " + remainder
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return prefix(line, columns: width)
        case .byClipping:
            return prefix(full, columns: width)
        case .byTruncatingTail:
            return prefix(full, columns: width - 1) + "…"
        case .byTruncatingHead:
            return "…" + suffix(full, columns: width - 1)
        case .byTruncatingMiddle:
            let head = width / 2
            let tail = width - 1 - head
            return prefix(full, columns: head) + "…" + suffix(full, columns: tail)
        }
    }

    /// The longest prefix of `text` at most `columns` wide, without trailing spaces.
    static func prefix(_ text: some StringProtocol, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let w = columnWidth(of: character)
            if used + w > columns { break }
            result.append(character)
            used += w
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// The longest suffix of `text` at most `columns` wide, without leading spaces.
    static func suffix(_ text: some StringProtocol, columns: Int) -> String {
        var result: [Character] = []
        var used = 0
        for character in text.reversed() {
            let w = columnWidth(of: character)
            if used + w > columns { break }
            result.append(character)
            used += w
        }
        var string = String(result.reversed())
        while string.first == " " { string.removeFirst() }
        return string
    }
}
