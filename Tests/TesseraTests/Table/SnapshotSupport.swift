import Testing

/// Compares a rendered frame with the expected text, line by line, ignoring trailing spaces.
func expectFrame(_ frame: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
    #expect(lines(frame) == lines(expected), sourceLocation: sourceLocation)
}
