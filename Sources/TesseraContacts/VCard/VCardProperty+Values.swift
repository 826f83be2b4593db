import Foundation

extension VCardProperty {
    /// All values of the parameters named `name`, in order; several `TYPE` parameters
    /// (`TEL;type=CELL;type=VOICE`) are merged.
    ///
    /// - Parameter name: The parameter name, compared case-insensitively.
    /// - Returns: The values, possibly empty.
    public func parameterValues(_ name: String) -> [String] {
        let upper = name.uppercased()
        var result: [String] = []
        for parameter in parameters where parameter.name == upper {
            result.append(contentsOf: parameter.values)
        }
        return result
    }

    /// The upper-cased `TYPE` values, for label mapping.
    public var types: Set<String> {
        var result = Set<String>()
        for value in parameterValues("TYPE") {
            // `TYPE="HOME,WORK"` is one quoted value in 4.0 that still means two types.
            for part in value.split(separator: ",") {
                result.insert(_ascii.trimmed(String(part)).uppercased())
            }
        }
        return result
    }

    /// The value as text, with the escapes `\n`, `\N`, `\,`, `\;`, `\:` and `\\` undone.
    public var text: String {
        var value = value
        // Without escapes the value is its text: shared, not copied.
        let hasEscapes = value.withUTF8 { $0.count > 0 && memchr($0.baseAddress!, 0x5C, $0.count) != nil }
        return hasEscapes ? value.withUTF8 { VCardProperty.unescape($0) } : value
    }

    /// The value split at unescaped semicolons, each component unescaped.
    ///
    /// `N:Appleseed;John;;Dr.;` gives `["Appleseed", "John", "", "Dr.", ""]`.
    public var components: [String] {
        // Bytes, not Characters: `;` and `\\` are ASCII and never part of a UTF-8 sequence.
        var value = value
        return value.withUTF8 { bytes in
            var result: [String] = []
            // One allocation: there are at most one more components than semicolons.
            var semicolons = 0
            for b in bytes where b == 0x3B { semicolons &+= 1 }
            result.reserveCapacity(semicolons &+ 1)
            var start = 0
            var escaped = false
            for index in 0..<bytes.count {
                let b = bytes[index]
                if escaped {
                    escaped = false
                } else if b == 0x5C {
                    escaped = true
                } else if b == 0x3B {
                    result.append(VCardProperty.unescape(UnsafeBufferPointer(rebasing: bytes[start..<index])))
                    start = index &+ 1
                }
            }
            result.append(VCardProperty.unescape(UnsafeBufferPointer(rebasing: bytes[start...])))
            return result
        }
    }

    /// Whether the value is base64 encoded (`ENCODING=b`/`BASE64`), not counting `data:` URIs.
    public var isBase64Encoded: Bool {
        for parameter in parameters where parameter.name == "ENCODING" {
            for value in parameter.values {
                let upper = value.uppercased()
                if upper == "B" || upper == "BASE64" { return true }
            }
        }
        return false
    }

    /// The decoded bytes of a binary value: a base64 value (`ENCODING=b` or `BASE64`) or a
    /// `data:` URI (base64 or percent-encoded); `nil` for other values or invalid data.
    ///
    /// The bytes are not interpreted (a PHOTO stays JPEG or PNG data).
    ///
    /// - Complexity: O(*n*) in the length of the value; nothing is cached.
    public var binaryData: Data? {
        if isBase64Encoded {
            return Data(base64Encoded: value, options: .ignoreUnknownCharacters)
        }
        guard let uri = dataURI else { return nil }
        return uri.data
    }

    /// The MIME type of a binary value: from a `data:` URI, from `MEDIATYPE`, or
    /// derived from a 2.1/3.0 image `TYPE` (`JPEG` → `image/jpeg`).
    public var mediaType: String? {
        if let uri = dataURI, !uri.mediaType.isEmpty { return uri.mediaType }
        if let media = parameterValues("MEDIATYPE").first { return media }
        for type in parameterValues("TYPE") {
            if let media = VCardProperty.mediaType(forImageType: type) { return media }
        }
        return nil
    }

    /// A parsed `data:` URI value.
    struct _DataURI {
        var mediaType: String
        var isBase64: Bool
        var payload: Substring
        var data: Data? {
            if isBase64 {
                return Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters)
            }
            return String(payload).removingPercentEncoding.map { Data($0.utf8) }
        }
    }

    var dataURI: _DataURI? {
        guard value.utf8.count > 5,
            value.utf8.prefix(5).map({ _ascii.upper($0) }) == Array("DATA:".utf8),
            let comma = value.firstIndex(of: ",")
        else { return nil }
        let header = value[value.index(value.startIndex, offsetBy: 5)..<comma]
        var parts = header.split(separator: ";", omittingEmptySubsequences: false)
        var isBase64 = false
        if let last = parts.last, last.lowercased() == "base64" {
            isBase64 = true
            parts.removeLast()
        }
        return _DataURI(
            mediaType: parts.first.map(String.init) ?? "", isBase64: isBase64,
            payload: value[value.index(after: comma)...])
    }

    static func mediaType(forImageType type: String) -> String? {
        switch type.uppercased() {
        case "JPEG", "JPG": "image/jpeg"
        case "PNG": "image/png"
        case "GIF": "image/gif"
        case "BMP": "image/bmp"
        case "TIFF": "image/tiff"
        default: nil
        }
    }

    static func imageType(forMediaType media: String) -> String? {
        switch media.lowercased() {
        case "image/jpeg", "image/jpg": "JPEG"
        case "image/png": "PNG"
        case "image/gif": "GIF"
        case "image/bmp": "BMP"
        case "image/tiff": "TIFF"
        default: nil
        }
    }

    /// Escapes text for a vCard value: backslash, comma, semicolon and newlines.
    ///
    /// - Parameter text: Unescaped text.
    /// - Returns: The escaped text.
    public static func escape(_ text: String) -> String {
        var needs = false
        for b in text.utf8 where b == 0x5C || b == 0x2C || b == 0x3B || b == 0x0A || b == 0x0D {
            needs = true
            break
        }
        guard needs else { return text }
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count + 8)
        var previousCR = false
        for b in text.utf8 {
            switch b {
            case 0x5C, 0x2C, 0x3B: out.append(0x5C); out.append(b)
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x0A:
                if !previousCR { out.append(0x5C); out.append(UInt8(ascii: "n")) }
            default: out.append(b)
            }
            previousCR = b == 0x0D
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Undoes vCard text escapes. An unknown escape keeps its character, and a lone
    /// trailing backslash is kept.
    ///
    /// - Parameter raw: Escaped text.
    /// - Returns: The unescaped text.
    public static func unescape(_ raw: Substring) -> String {
        var raw = raw
        return raw.withUTF8 { unescape($0) }
    }

    /// Undoes vCard text escapes in valid UTF-8 bytes (see ``unescape(_:)``).
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard raw.count > 0, memchr(raw.baseAddress!, 0x5C, raw.count) != nil else {
            return String(decoding: raw, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: raw.count) { out in
            var count = 0
            var escaped = false
            for b in raw {
                if escaped {
                    out[count] = b == UInt8(ascii: "n") || b == UInt8(ascii: "N") ? 0x0A : b
                    count &+= 1
                    escaped = false
                } else if b == 0x5C {
                    escaped = true
                } else {
                    out[count] = b
                    count &+= 1
                }
            }
            if escaped {
                out[count] = 0x5C
                count &+= 1
            }
            return count
        }
    }
}
