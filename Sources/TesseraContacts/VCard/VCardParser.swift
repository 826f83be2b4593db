import Foundation

/// Reads vCard 2.1, 3.0 and 4.0 data into ``VCard`` values.
///
/// The parser works on bytes, never on `Character`s, and undoes in one pass: line folding
/// (CRLF, LF or CR, continued by a space or tab), vCard 2.1 QUOTED-PRINTABLE soft line
/// breaks (a line ending in `=`), 2.1 base64 blocks whose lines are not indented, and
/// QUOTED-PRINTABLE and CHARSET (UTF-8, ISO-8859-1, Windows-1252) value encodings.
/// Base64 data (PHOTO, LOGO, KEY, SOUND) is kept as base64 text and decoded only when
/// ``VCardProperty/binaryData`` is read.
///
/// The parser is lenient and never traps: a malformed card is reported in
/// ``VCardParseResult/errors`` with its line number and skipped, and every well-formed
/// card is still returned.
///
///     let result = VCardParser.parse(try Data(contentsOf: url))
///     for error in result.errors { print(error) }   // "line 12: content line has no ':'"
///
/// - Complexity: O(*n*) in the size of the input.
public enum VCardParser {
    /// Parses vCard data.
    ///
    /// - Parameter data: The bytes of one or more vCards.
    /// - Returns: The well-formed cards and the problems found.
    public static func parse(_ data: Data) -> VCardParseResult {
        data.withUnsafeBytes { raw in
            parse(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
        }
    }

    /// Parses vCard text.
    ///
    /// - Parameter string: The text of one or more vCards.
    /// - Returns: The well-formed cards and the problems found.
    public static func parse(_ string: String) -> VCardParseResult {
        var copy = string
        return copy.withUTF8 { parse($0) }
    }

    /// Parses vCard bytes in place.
    ///
    /// - Parameter bytes: The bytes of one or more vCards.
    /// - Returns: The well-formed cards and the problems found.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> VCardParseResult {
        guard bytes.count > 0, bytes.baseAddress != nil else { return VCardParseResult() }
        var reader = _VCardReader(bytes)
        defer { reader.deallocate() }
        return reader.run()
    }
}
