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
        _parse(bytes, filter: nil)
    }

    /// Parses vCard bytes, building only the properties `filter` keeps (all when `nil`).
    static func _parse(_ bytes: UnsafeBufferPointer<UInt8>, filter: _VCardPropertyFilter?) -> VCardParseResult {
        guard bytes.count > 0, bytes.baseAddress != nil else { return VCardParseResult() }
        if let utf16 = _utf16ByteOrder(bytes) {
            // Windows tools write UTF-16; read it as UTF-8 (line numbers are unchanged).
            var utf8 = Array(_transcodeUTF16(bytes, bigEndian: utf16.bigEndian, skip: utf16.skip).utf8)
            return utf8.withUnsafeMutableBufferPointer { _parse(UnsafeBufferPointer($0), filter: filter) }
        }
        var reader = _VCardReader(bytes, filter: filter)
        defer { reader.deallocate() }
        return reader.run()
    }
}

extension VCardParser {
    /// The byte order of UTF-16 input: from a byte order mark, or from the zero bytes
    /// of an ASCII first character (`B\0E\0…`); `nil` for UTF-8 and 8-bit input.
    static func _utf16ByteOrder(_ bytes: UnsafeBufferPointer<UInt8>) -> (bigEndian: Bool, skip: Int)? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFF && bytes[1] == 0xFE { return (false, 2) }
        if bytes[0] == 0xFE && bytes[1] == 0xFF { return (true, 2) }
        if bytes[0] != 0 && bytes[1] == 0 { return (false, 0) }
        if bytes[0] == 0 && bytes[1] != 0 { return (true, 0) }
        return nil
    }

    static func _transcodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, skip: Int) -> String {
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - skip) / 2)
        var i = skip
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i])
            let b = UInt16(bytes[i + 1])
            units.append(bigEndian ? (a << 8 | b) : (b << 8 | a))
            i += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
