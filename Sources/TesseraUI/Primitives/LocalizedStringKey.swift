import Synchronization

/// The key used to look up an entry in a strings file or strings dictionary file.
///
/// A literal is its own key; an interpolation makes a format key (`"Hello, %@"`, `"%lld
/// items"`) with the values as its arguments, as in SwiftUI, so strings files written for iOS
/// apply. Without an entry the interpolated text is shown.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key, with format specifiers for interpolated values.
    var key: String
    /// The interpolated values, formatted.
    var arguments: [String]
    /// Whether the key is a format (it came from an interpolation).
    var hasFormatting: Bool

    /// Creates a localized string key from the given string value.
    public init(_ value: String) {
        key = value
        arguments = []
        hasFormatting = false
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
    }

    /// The text for `bundle`'s strings (`Bundle.main` when `nil`).
    func resolved(tableName: String? = nil, bundle: Bundle? = nil) -> String {
        let format = Self.lookUp(key, tableName: tableName, bundle: bundle ?? .main)
        return hasFormatting ? Self.substitute(arguments, into: format) : format
    }

    /// The strings already looked up, by key, table and bundle: a list's rows resolve the same
    /// format key again and again, and a bundle's strings do not change while the app runs.
    private static let lookUps = Mutex<[LookUp: String]>([:])

    private struct LookUp: Hashable {
        let key: String
        let table: String?
        let bundle: ObjectIdentifier
    }

    /// `bundle`'s string for `key` in `tableName`, remembered (up to a few thousand keys).
    private static func lookUp(_ key: String, tableName: String?, bundle: Bundle) -> String {
        let lookUp = LookUp(key: key, table: tableName, bundle: ObjectIdentifier(bundle))
        if let found = lookUps.withLock({ $0[lookUp] }) { return found }
        let string = bundle.localizedString(forKey: key, value: nil, table: tableName)
        lookUps.withLock { strings in
            if strings.count >= 4_096 { strings.removeAll(keepingCapacity: true) }
            strings[lookUp] = string
        }
        return string
    }

    /// Replaces the format's specifiers (`%@`, `%lld`, `%d`, `%f`, `%1$@` …) with the
    /// arguments, in order or by position; `%%` is a percent sign.
    static func substitute(_ arguments: [String], into format: String) -> String {
        var format = format
        return format.withUTF8 { bytes in
            var result = ""
            var next = 0
            var start = 0
            var i = 0
            func appendLiteral(upTo end: Int) {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            // The conversion syntax is ASCII, so the bytes are scanned rather than characters.
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "%") else {
                    i += 1
                    continue
                }
                appendLiteral(upTo: i)
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "%") {
                    result += "%"
                    i += 1
                    start = i
                    continue
                }
                // A position: digits, then "$".
                var position: Int?
                var digitsEnd = i
                var number = 0
                while digitsEnd < bytes.count, bytes[digitsEnd] >= UInt8(ascii: "0"), bytes[digitsEnd] <= UInt8(ascii: "9") {
                    number = min(number * 10 + Int(bytes[digitsEnd] - UInt8(ascii: "0")), Int(Int32.max))
                    digitsEnd += 1
                }
                if digitsEnd > i, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
                    position = number - 1
                    i = digitsEnd + 1
                }
                // Flags, width, precision and length, then the conversion character.
                while i < bytes.count, Self.isSpecifierByte(bytes[i]) { i += 1 }
                guard i < bytes.count else {
                    start = i
                    break
                }
                i += 1
                start = i
                let index = position ?? next
                next = index + 1
                if arguments.indices.contains(index) { result += arguments[index] }
            }
            appendLiteral(upTo: bytes.count)
            return result
        }
    }

    /// Whether `byte` is a specifier's flag, width, precision or length (a set's lookup,
    /// hashing, would cost more than the comparisons, for every row of a list).
    private static func isSpecifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"),
            UInt8(ascii: " "), UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
            UInt8(ascii: "j"), UInt8(ascii: "t"):
            true
        default:
            false
        }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            // The byte test: `contains("%")` would go through Foundation's string search.
            key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        public mutating func appendInterpolation(_ string: String) {
            append("%@", string)
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            append("%@", formatter?.string(for: subject) ?? "\(subject)")
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            append("%@", formatter?.string(for: subject) ?? subject.description)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append("%@", format.format(input))
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(value._specifier, value._formatted)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(specifier, String(format: specifier, value._arguments))
        }

        public mutating func appendInterpolation(_ text: Text) {
            append("%@", text._plainText)
        }

        private mutating func append(_ specifier: String, _ argument: String) {
            key += specifier
            arguments.append(argument)
        }
    }
}

/// A value with a C format specifier for localized string keys (`%lld` for integers, `%lf`
/// for floating point).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arguments: _Arg { get }
    var _specifier: String { get }
    /// The value as `_specifier` formats it.
    var _formatted: String { get }
}

extension _FormatSpecifiable {
    public var _formatted: String { String(format: _specifier, _arguments) }
}

extension Int: _FormatSpecifiable {
    public var _formatted: String { String(self) }
    public var _arguments: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int32: _FormatSpecifiable {
    public var _formatted: String { String(self) }
    public var _arguments: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _formatted: String { String(self) }
    public var _arguments: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _formatted: String { String(self) }
    public var _arguments: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
    public var _arguments: Double { self }
    public var _specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var _arguments: Double { Double(self) }
    public var _specifier: String { "%f" }
}
