/// Which properties a parse keeps, so that a read needing a few contact keys does not
/// build every property of every card.
///
/// A skipped line is still checked (``_VCardContentLine/validate(_:version:)``): a card
/// with a malformed line is dropped whether or not the line was wanted, so a filtered
/// parse returns the same cards as a full one, each with fewer properties. `BEGIN`,
/// `END`, `VERSION`, `AGENT` (which may open an embedded card), `UID` and the kind
/// properties are always kept.
struct _VCardPropertyFilter: Sendable {
    enum Treatment {
        /// Parsed in full.
        case keep
        /// Parsed with only the start of its value, enough to tell its encoding or a
        /// `data:` URI's header; for a photo whose presence alone is asked for.
        case head
        /// Checked, not built.
        case skip
    }

    /// The bytes of a ``Treatment/head`` value that are kept.
    static let headLength = 256

    private static let structural: Set<String> = [
        "BEGIN", "END", "VERSION", "AGENT", "UID", "KIND", "X-ADDRESSBOOKSERVER-KIND",
    ]

    private let kept: Set<String>
    private let headOnly: Set<String>
    // The names of up to 16 bytes again, packed, for a look-up without hashing.
    private let packedKept: [Packed]
    private let packedHeadOnly: [Packed]

    /// A filter keeping `kept` in full and the start of `headOnly` (upper-case names).
    init(keeping kept: Set<String>, headOnly: Set<String> = []) {
        self.kept = kept.union(Self.structural)
        self.headOnly = headOnly.subtracting(self.kept)
        packedKept = self.kept.compactMap { name in Packed(name) }
        packedHeadOnly = self.headOnly.compactMap { name in Packed(name) }
    }

    /// The treatment of a line, from its property name; a line without a readable name
    /// is kept, so that the full parse reports it.
    ///
    /// - Complexity: O(*k*) in the number of names the filter holds, without allocation
    ///   for names of up to 16 bytes; O(*m*) in the length of a longer name.
    func treatment(of line: UnsafeBufferPointer<UInt8>) -> Treatment {
        guard let range = _VCardContentLine.nameRange(in: line) else { return .keep }
        return treatment(ofName: UnsafeBufferPointer(rebasing: line[range]))
    }

    private func treatment(ofName bytes: UnsafeBufferPointer<UInt8>) -> Treatment {
        if let packed = Packed(bytes) {
            if packedKept.contains(packed) { return .keep }
            return packedHeadOnly.contains(packed) ? .head : .skip
        }
        let name = _ascii.upperString(bytes)
        if kept.contains(name) { return .keep }
        return headOnly.contains(name) ? .head : .skip
    }

    /// What the parse does with a logical line starting with the physical line `line`,
    /// decided from `line` alone; `nil` when `line` does not hold the whole name (a name
    /// folded across lines is judged on the unfolded line).
    ///
    /// `prefixLength` is how much of the logical line the parse needs, or `nil` for all
    /// of it: for a line the filter skips or keeps the head of, the name and parameters
    /// (and the head), when they are whole in `line`, well-formed and not
    /// QUOTED-PRINTABLE. Checking and parsing the cut line then give what they give for
    /// the whole line, without unfolding a long photo; and a skipped line so cut is
    /// already checked.
    func decision(forFirstLine line: UnsafeBufferPointer<UInt8>) -> (treatment: Treatment, prefixLength: Int?)? {
        guard let name = _VCardContentLine.nameRange(in: line) else { return nil }
        let treatment = treatment(ofName: UnsafeBufferPointer(rebasing: line[name]))
        guard treatment != .keep, let valueStart = _VCardContentLine.valueStart(of: line) else { return (treatment, nil) }
        // A line without parameters (its name ends at the `:`) has no encoding.
        if line[name.upperBound] == 0x3B && _VCardReader.parametersHaveToken(line, "QUOTED-PRINTABLE") == true {
            return (treatment, nil)
        }
        return (treatment, treatment == .head ? valueStart + Self.headLength : valueStart)
    }

    /// An upper-cased name of at most 16 ASCII bytes in two words.
    private struct Packed: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            let n = bytes.count
            guard n <= 16 else { return nil }
            for i in 0..<min(n, 8) { low |= UInt64(_ascii.upper(bytes[i])) << UInt64(i &* 8) }
            if n > 8 {
                for i in 8..<n { high |= UInt64(_ascii.upper(bytes[i])) << UInt64((i &- 8) &* 8) }
            }
        }

        init?(_ name: String) {
            var copy = name
            guard let packed = copy.withUTF8({ Packed($0) }) else { return nil }
            self = packed
        }
    }
}
