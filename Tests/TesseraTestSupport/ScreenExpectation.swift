import Testing

/// Expects a rendered screen to read `expected`, and reports a line-by-line difference when it
/// does not.
///
/// `actual` is a frame as text, one line per terminal row (`HeadlessHost.text`, `Canvas.text`,
/// or the lines a model terminal shows, joined by newlines). The comparison is exact unless
/// `ignoringTrailingBlanks` is set; then the spaces at the end of each line and the blank lines
/// at the end of the screen are left out on both sides, so that an expectation may stop at its
/// last line of text. The failure is recorded at `sourceLocation`, the caller's line.
///
///     expectScreen(host.text, """
///         Contacts
///         Kate Bell
///         """)
///
/// - Parameters:
///   - actual: The screen as rendered.
///   - expected: The screen a person should read.
///   - comment: What the screen shows, added to the failure.
///   - ignoringTrailingBlanks: Whether spaces at the ends of lines and blank lines at the end
///     of the screen are left out of the comparison.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectScreen(
    _ actual: String, _ expected: String, _ comment: Comment? = nil, ignoringTrailingBlanks: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var actualLines = screenLines(actual)
    var expectedLines = screenLines(expected)
    if ignoringTrailingBlanks {
        actualLines = withoutTrailingBlanks(actualLines)
        expectedLines = withoutTrailingBlanks(expectedLines)
    }
    guard actualLines != expectedLines else { return }
    var report = comment.map { "\($0.rawValue)\n" } ?? ""
    report += "The screen differs (- expected, + actual):\n"
    report += screenDifference(expected: expectedLines, actual: actualLines)
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// The lines of a screen's text; a text ending in a newline ends with an empty line.
private func screenLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// `lines` without the spaces that end each line and without the empty lines at the end.
private func withoutTrailingBlanks(_ lines: [String]) -> [String] {
    var trimmed = lines.map { line in
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
    while trimmed.last?.isEmpty == true { trimmed.removeLast() }
    return trimmed
}

/// Both screens line by line: equal lines once, differing ones as `-` (expected) and `+`
/// (actual), each numbered and framed by `|` so that spaces at the ends show.
private func screenDifference(expected: [String], actual: [String]) -> String {
    let width = String(max(expected.count, actual.count)).count
    func number(_ index: Int) -> String {
        let digits = String(index + 1)
        return String(repeating: " ", count: width - digits.count) + digits
    }
    var report = ""
    for index in 0..<max(expected.count, actual.count) {
        let wanted = index < expected.count ? expected[index] : nil
        let shown = index < actual.count ? actual[index] : nil
        if wanted == shown, let wanted {
            report += "  \(number(index)) |\(wanted)|\n"
            continue
        }
        report += "- \(number(index)) " + (wanted.map { "|\($0)|" } ?? "(no line)") + "\n"
        report += "+ \(number(index)) " + (shown.map { "|\($0)|" } ?? "(no line)") + "\n"
    }
    return report
}
