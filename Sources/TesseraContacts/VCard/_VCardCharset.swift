/// Conversion of value bytes in a vCard 2.1 CHARSET to Unicode.
enum _VCardCharset {
    case utf8
    case latin1
    case windows1252

    /// The charset named by a CHARSET parameter; unknown names read as UTF-8.
    init(name: String) {
        switch name.uppercased() {
        case "ISO-8859-1", "ISO8859-1", "LATIN1", "ISO_8859-1", "US-ASCII", "ASCII":
            self = .latin1
        case "WINDOWS-1252", "CP1252", "CP-1252", "WIN-1252", "X-CP1252", "MS-ANSI", "ANSI":
            self = .windows1252
        default:
            self = .utf8
        }
    }

    /// Decodes bytes. UTF-8 that does not validate is read as Windows-1252, the usual
    /// encoding of an Outlook export that names no charset.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        switch self {
        case .utf8:
            if _VCardCharset.isValidUTF8(bytes) { return String(decoding: bytes, as: UTF8.self) }
            return _VCardCharset.windows1252.decode(bytes)
        case .latin1:
            var scalars = String.UnicodeScalarView()
            for b in bytes { scalars.append(Unicode.Scalar(b)) }
            return String(scalars)
        case .windows1252:
            var scalars = String.UnicodeScalarView()
            for b in bytes {
                if b >= 0x80 && b <= 0x9F {
                    let mapped = _VCardCharset.windows1252High[Int(b - 0x80)]
                    scalars.append(Unicode.Scalar(mapped) ?? Unicode.Scalar(b))
                } else {
                    scalars.append(Unicode.Scalar(b))
                }
            }
            return String(scalars)
        }
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        let raw = UnsafeRawPointer(bytes.baseAddress)
        while i < n {
            // Eight ASCII bytes at a time: most values are ASCII.
            if i &+ 8 <= n, raw!.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i &+= 8
                continue
            }
            let b = bytes[i]
            if b < 0x80 {
                i &+= 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return false
            }
            guard i + length <= n else { return false }
            let second = bytes[i + 1]
            guard second >= lower && second <= upper else { return false }
            var k = 2
            while k < length {
                guard bytes[i + k] & 0xC0 == 0x80 else { return false }
                k += 1
            }
            i += length
        }
        return true
    }

    // Code points of 0x80...0x9F in Windows-1252; the five undefined bytes map to
    // the C1 control of the same value, as Windows does.
    static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
