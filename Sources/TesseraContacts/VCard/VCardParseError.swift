/// A problem found while parsing vCard data, with the 1-based line it was found on.
///
/// The parser reports the error and skips the card it belongs to; the other cards of
/// the input are still returned.
public struct VCardParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Error, Sendable, Hashable {
        /// A content line has no `:` between name and value.
        case missingColon
        /// A content line's name or group is empty or has characters other than
        /// letters, digits and `-`.
        case invalidPropertyName
        /// A parameter is malformed, for example an unterminated quoted value.
        case invalidParameter
        /// The `VERSION` value is not 2.1, 3.0 or 4.0.
        case unsupportedVersion(String)
        /// A card is not closed by `END:VCARD` before the next `BEGIN:VCARD` or the end.
        case missingEnd
        /// `END:VCARD` without a matching `BEGIN:VCARD`.
        case unexpectedEnd
        /// A non-blank line outside any card.
        case contentOutsideCard
    }

    /// The 1-based line number the problem was found on.
    public var line: Int
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// The error as `line 12: content line has no ':'`.
    public var description: String { "line \(line): \(message)" }

    /// The problem without its line, as `content line has no ':'`.
    public var message: String {
        switch reason {
        case .missingColon: "content line has no ':'"
        case .invalidPropertyName: "invalid property name"
        case .invalidParameter: "malformed parameter"
        case .unsupportedVersion(let v): "unsupported vCard version '\(v)'"
        case .missingEnd: "vCard is not closed by END:VCARD"
        case .unexpectedEnd: "END:VCARD without BEGIN:VCARD"
        case .contentOutsideCard: "content outside BEGIN:VCARD … END:VCARD"
        }
    }
}
