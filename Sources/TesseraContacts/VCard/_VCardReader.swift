import Foundation

/// The byte-level state machine behind ``VCardParser``.
///
/// Physical lines are read straight out of the input; only a folded line is copied,
/// into one scratch buffer that is reused for the whole input, and of a folded line the
/// filter skips (a photo whose presence alone is asked for) only the part it looks at.
struct _VCardReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var lineNumber = 0

    /// Allocated for the first folded line: most small cards have none.
    private var scratch: UnsafeMutablePointer<UInt8>?
    private var scratchCapacity = 0
    private var scratchCount = 0
    /// The bytes of the current logical line that are copied to the scratch buffer; the
    /// rest is read past.
    private var scratchLimit = Int.max
    /// The filter's decision on the current logical line, when its first physical line
    /// was enough to make it.
    private var decision: (treatment: _VCardPropertyFilter.Treatment, prefixLength: Int?)?

    private var result = VCardParseResult()
    private var inCard = false
    private var cardBroken = false
    private var cardLine = 0
    private var cardVersion = VCardVersion.v3_0
    private var cardProperties: [VCardProperty] = []
    /// Whether the card's last property (kept or skipped) is an empty `AGENT:`, which a
    /// `BEGIN:VCARD` then continues with an embedded card.
    private var lastIsEmptyAgent = false
    private let filter: _VCardPropertyFilter?
    private var lastOutsideErrorLine = -2
    // A vCard 2.1 `AGENT:` property followed by a nested card: its lines and depth.
    private var agentDepth = 0
    private var agentLines: [String] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, filter: _VCardPropertyFilter? = nil) {
        self.bytes = bytes
        self.filter = filter
        // A UTF-8 byte order mark is not content.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
        }
    }

    func deallocate() { scratch?.deallocate() }

    // MARK: Lines

    /// The next physical line without its terminator (LF, CRLF or a lone CR).
    private mutating func nextPhysicalLine() -> Range<Int>? {
        let count = bytes.count
        guard position < count else { return nil }
        let start = position
        let end = _ascii.lineBreak(in: bytes, from: start)
        if end == count {
            position = count
        } else if bytes[end] == 0x0D && end &+ 1 < count && bytes[end &+ 1] == 0x0A {
            position = end &+ 2
        } else {
            position = end &+ 1
        }
        lineNumber &+= 1
        return start..<end
    }

    /// Reads past the folded continuation lines that follow, for a line whose bytes past
    /// the scratch limit the parse does not need (the rest of a photo): line numbers
    /// still count every physical line.
    private mutating func skipFoldedLines() {
        let count = bytes.count
        while position < count && (bytes[position] == 0x20 || bytes[position] == 0x09) {
            _ = nextPhysicalLine()
        }
    }

    private mutating func appendToScratch(_ whole: Range<Int>) {
        let range = whole.lowerBound..<whole.lowerBound + min(whole.count, max(0, scratchLimit - scratchCount))
        let needed = scratchCount + range.count
        if needed > scratchCapacity {
            var newCapacity = max(1024, scratchCapacity * 2)
            while newCapacity < needed { newCapacity *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            if let scratch {
                grown.update(from: scratch, count: scratchCount)
                scratch.deallocate()
            }
            scratch = grown
            scratchCapacity = newCapacity
        }
        if range.count > 0 {
            (scratch! + scratchCount).update(from: bytes.baseAddress! + range.lowerBound, count: range.count)
        }
        scratchCount = needed
    }

    /// Where the bytes of the current logical line live.
    private enum Logical {
        case input(Range<Int>)
        case scratch
    }

    private func view(_ logical: Logical) -> UnsafeBufferPointer<UInt8> {
        switch logical {
        case .input(let range):
            return UnsafeBufferPointer(rebasing: bytes[range])
        case .scratch:
            return UnsafeBufferPointer(start: scratch, count: scratchCount)
        }
    }

    /// Whether the parameter part of `line` (before its first `:`) has the token
    /// `needle`, compared ASCII case-insensitively, as a whole parameter value or bare
    /// parameter (`ENCODING=QUOTED-PRINTABLE`, `;QUOTED-PRINTABLE;`); `needle` must be
    /// upper-case. `nil` while the line has no `:` yet (its parameters may be folded).
    static func parametersHaveToken(_ line: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool? {
        let n = needle.utf8CodeUnitCount
        let needleBytes = needle.utf8Start
        var colon = 0
        while colon < line.count && line[colon] != 0x3A { colon &+= 1 }
        guard colon < line.count else { return nil }
        var i = 1
        while i &+ n <= colon {
            let before = line[i &- 1]
            if before == 0x3B || before == 0x3D || before == 0x2C {
                var j = 0
                while j < n && _ascii.upper(line[i &+ j]) == needleBytes[j] { j &+= 1 }
                if j == n {
                    let after = line[i &+ n]
                    if after == 0x3B || after == 0x3A || after == 0x2C { return true }
                }
            }
            i &+= 1
        }
        return false
    }

    /// Whether the physical line starting at `start` is a line of vCard 2.1 base64 data:
    /// base64 characters, spaces and tabs, and at least one character.
    private func isBase64Line(at start: Int) -> Bool {
        var sawData = false
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
                sawData = true
            case 0x20, 0x09: break
            case 0x0A, 0x0D: return sawData
            default: return false
            }
            i &+= 1
        }
        return sawData
    }

    /// The next logical line: a physical line with its folded continuations, QP soft
    /// line breaks and unindented 2.1 base64 lines joined.
    private mutating func nextLogicalLine() -> (Logical, line: Int)? {
        guard let first = nextPhysicalLine() else { return nil }
        let line = lineNumber
        var logical = Logical.input(first)
        var isQuotedPrintable: Bool?
        scratchLimit = .max
        decision = nil
        if let filter, agentDepth == 0 {
            decision = filter.decision(forFirstLine: UnsafeBufferPointer(rebasing: bytes[first]))
            if let limit = decision?.prefixLength {
                // A QUOTED-PRINTABLE line is never cut, so its soft line breaks are still found.
                scratchLimit = limit
                isQuotedPrintable = false
            }
        }
        var isBase64: Bool?
        var colonSearchFrom = 0
        let count = bytes.count

        func moveToScratch(_ logical: inout Logical, dropLast: Int) {
            if case .input(let range) = logical {
                scratchCount = 0
                appendToScratch(range)
                logical = .scratch
            }
            scratchCount -= min(dropLast, scratchCount)
        }

        while position < count {
            let current = view(logical)
            // A QUOTED-PRINTABLE soft line break: the line ends in '='.
            if current.count > 0 && current[current.count - 1] == UInt8(ascii: "=") {
                if isQuotedPrintable == nil {
                    // Look for the ':' only in what was not searched yet, so that a long
                    // run of folded lines without one stays linear.
                    var i = colonSearchFrom
                    while i < current.count && current[i] != 0x3A { i &+= 1 }
                    colonSearchFrom = i
                    if i < current.count {
                        isQuotedPrintable = Self.parametersHaveToken(current, "QUOTED-PRINTABLE")
                    }
                }
                if isQuotedPrintable == true {
                    moveToScratch(&logical, dropLast: 1)
                    guard let next = nextPhysicalLine() else { break }
                    appendToScratch(next)
                    continue
                }
            }
            let b = bytes[position]
            if b == 0x20 || b == 0x09 {
                moveToScratch(&logical, dropLast: 0)
                if scratchCount >= scratchLimit {
                    skipFoldedLines()
                    continue
                }
                guard let next = nextPhysicalLine() else { break }
                appendToScratch(next.lowerBound + 1..<next.upperBound)
                continue
            }
            // vCard 2.1 base64 data may continue on unindented lines up to a blank line.
            if b != 0x0A && b != 0x0D {
                // The next line is checked first: it is usually a property, whose `:` or `;`
                // ends the check within a few bytes.
                if isBase64Line(at: position) {
                    if isBase64 == nil {
                        isBase64 = Self.parametersHaveToken(current, "BASE64")
                    }
                    if isBase64 == true {
                        moveToScratch(&logical, dropLast: 0)
                        guard let next = nextPhysicalLine() else { break }
                        appendToScratch(next)
                        continue
                    }
                }
            }
            break
        }
        return (logical, line)
    }

    // MARK: Cards

    mutating func run() -> VCardParseResult {
        while let (logical, line) = nextLogicalLine() {
            let buffer = view(logical)
            if _ascii.isBlank(buffer) { continue }
            handle(buffer, line: line)
        }
        // An unterminated agent card leaves its outer card unterminated too.
        if inCard {
            result.errors.append(VCardParseError(line: cardLine, reason: .missingEnd))
        }
        return result
    }

    /// The line as a property; `nil` for a well-formed line the filter skips.
    private func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<VCardProperty, VCardParseError.Reason>? {
        guard let filter, agentDepth == 0 else { return _VCardContentLine.parse(buffer, version: cardVersion) }
        switch decision ?? (filter.treatment(of: buffer), nil) {
        case (.keep, _):
            return _VCardContentLine.parse(buffer, version: cardVersion)
        case (.head, _):
            return _VCardContentLine.parse(buffer, version: cardVersion, valueLimit: _VCardPropertyFilter.headLength)
        case (.skip, .some):
            // Cut after its parameters, so already checked.
            return nil
        case (.skip, nil):
            return _VCardContentLine.validate(buffer, version: cardVersion).map { .failure($0) }
        }
    }

    private mutating func handle(_ buffer: UnsafeBufferPointer<UInt8>, line: Int) {
        let parsed = parse(buffer)
        if agentDepth > 0, let parsed {
            collectAgentLine(buffer, parsed)
            return
        }
        // Consumed, so that the property moves into the card instead of being copied.
        switch consume parsed {
        case .some(.success(let property)):
            handle(property, line: line)
        case .some(.failure(let reason)):
            guard acceptsLine(line) else { return }
            result.errors.append(VCardParseError(line: line, reason: reason))
            cardBroken = true
        case nil:
            guard acceptsLine(line) else { return }
            lastIsEmptyAgent = false
        }
    }

    private mutating func handle(_ property: consuming VCardProperty, line: Int) {
        if property.group == nil {
            if property.name == "BEGIN" && Self.isVCardKeyword(property.value) {
                if inCard && !cardBroken && lastIsEmptyAgent {
                    // vCard 2.1 embeds the agent's card right after `AGENT:`.
                    agentDepth = 1
                    agentLines = ["BEGIN:VCARD"]
                    return
                }
                if inCard {
                    result.errors.append(VCardParseError(line: cardLine, reason: .missingEnd))
                }
                inCard = true
                cardBroken = false
                cardLine = line
                cardVersion = .v3_0
                cardProperties = []
                // Most cards have a few dozen properties; fewer regrowths.
                cardProperties.reserveCapacity(16)
                lastIsEmptyAgent = false
                return
            }
            if property.name == "END" && Self.isVCardKeyword(property.value) {
                if inCard {
                    if !cardBroken {
                        var card = VCard(version: cardVersion, properties: cardProperties)
                        card.line = cardLine
                        result.cards.append(card)
                    }
                    inCard = false
                    cardProperties = []
                } else {
                    result.errors.append(VCardParseError(line: line, reason: .unexpectedEnd))
                }
                return
            }
        }
        guard acceptsLine(line) else { return }
        if property.name == "VERSION" && property.group == nil {
            let text = _ascii.trimmed(property.value)
            if let version = VCardVersion(rawValue: text) {
                cardVersion = version
            } else {
                result.errors.append(VCardParseError(line: line, reason: .unsupportedVersion(text)))
                cardBroken = true
            }
        } else {
            lastIsEmptyAgent = property.name == "AGENT" && _ascii.trimmed(property.value).isEmpty
            cardProperties.append(property)
        }
    }

    /// Whether line `line`, not a card's `BEGIN` or `END`, belongs to a well-formed card
    /// being read; a line outside any card is reported, once per run of such lines.
    private mutating func acceptsLine(_ line: Int) -> Bool {
        guard inCard else {
            if lastOutsideErrorLine != line - 1 {
                result.errors.append(VCardParseError(line: line, reason: .contentOutsideCard))
            }
            lastOutsideErrorLine = line
            return false
        }
        return !cardBroken
    }

    /// Collects a line of an embedded agent card; at its END the card's text becomes
    /// the value of the `AGENT` property.
    private mutating func collectAgentLine(
        _ buffer: UnsafeBufferPointer<UInt8>, _ parsed: Result<VCardProperty, VCardParseError.Reason>
    ) {
        agentLines.append(_VCardCharset.utf8.decode(buffer))
        if case .success(let property) = parsed, property.group == nil, Self.isVCardKeyword(property.value) {
            if property.name == "BEGIN" { agentDepth += 1 }
            if property.name == "END" { agentDepth -= 1 }
        }
        if agentDepth == 0, !cardProperties.isEmpty {
            lastIsEmptyAgent = false
            cardProperties[cardProperties.count - 1].value = VCardProperty.escape(agentLines.joined(separator: "\n"))
            agentLines = []
        }
    }

    /// Whether `value` is `VCARD`, ignoring ASCII case and surrounding spaces and tabs.
    private static func isVCardKeyword(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            var start = 0
            var end = bytes.count
            while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start &+= 1 }
            while end > start && (bytes[end &- 1] == 0x20 || bytes[end &- 1] == 0x09) { end &-= 1 }
            guard end &- start == 5 else { return false }
            let keyword: StaticString = "VCARD"
            for k in 0..<5 where _ascii.upper(bytes[start &+ k]) != keyword.utf8Start[k] { return false }
            return true
        }
    }
}
