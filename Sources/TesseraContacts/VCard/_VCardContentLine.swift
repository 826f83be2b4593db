import Foundation

/// Parsing of one unfolded content line: `[group.]name *(;param) : value`.
enum _VCardContentLine {
    /// Parses a content line into a property.
    ///
    /// - Parameters:
    ///   - line: The unfolded line.
    ///   - version: The card's version (4.0 undoes RFC 6868 caret escapes in parameters).
    ///   - valueLimit: At most this many bytes of the value are kept; a caller that only
    ///     needs to know what kind of value a long property has (a photo's encoding)
    ///     saves copying the rest.
    static func parse(
        _ line: UnsafeBufferPointer<UInt8>, version: VCardVersion, valueLimit: Int = .max
    ) -> Result<VCardProperty, VCardParseError.Reason> {
        var parameters: [VCardParameter] = []
        switch walk(line, version: version, collecting: &parameters, materialize: true) {
        case .failure(let reason): return .failure(reason)
        case .success(let layout):
            let name = _ascii.upperString(UnsafeBufferPointer(rebasing: line[layout.name]))
            let group = layout.group.map { String(decoding: UnsafeBufferPointer(rebasing: line[$0]), as: UTF8.self) }
            let valueEnd = layout.valueStart + min(valueLimit, line.count - layout.valueStart)
            let valueBytes = UnsafeBufferPointer(rebasing: line[layout.valueStart..<valueEnd])
            return .success(makeProperty(group: group, name: name, parameters: parameters, valueBytes: valueBytes))
        }
    }

    /// The problem `parse` would report for `line`, found without building any string;
    /// `nil` for a well-formed line.
    static func validate(_ line: UnsafeBufferPointer<UInt8>, version: VCardVersion) -> VCardParseError.Reason? {
        var none: [VCardParameter] = []
        if case .failure(let reason) = walk(line, version: version, collecting: &none, materialize: false) { return reason }
        return nil
    }

    /// Where the value of a well-formed line starts (after the `:` ending its parameters);
    /// `nil` for a malformed line. Only the bytes before that `:` are read, so a prefix of
    /// a line that includes it gives the same answer as the whole line.
    static func valueStart(of line: UnsafeBufferPointer<UInt8>) -> Int? {
        var none: [VCardParameter] = []
        guard case .success(let layout) = walk(line, version: .v3_0, collecting: &none, materialize: false) else { return nil }
        return layout.valueStart
    }

    /// The bytes of a line's property name (without its group), or `nil` when the line
    /// does not start with a name; a cheap look ahead of `parse`.
    static func nameRange(in line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let n = line.count
        var i = 0
        while i < n && (line[i] == 0x20 || line[i] == 0x09) { i &+= 1 }
        var start = i
        var sawGroup = false
        while i < n {
            let b = line[i]
            if _ascii.isNameByte(b) {
                i &+= 1
            } else if b == 0x2E && !sawGroup {
                sawGroup = true
                i &+= 1
                start = i
            } else {
                break
            }
        }
        return i > start && i < n && (line[i] == 0x3B || line[i] == 0x3A) ? start..<i : nil
    }

    /// Where the parts of a well-formed line are.
    private struct Layout {
        var group: Range<Int>?
        var name: Range<Int>
        var valueStart: Int
    }

    /// Checks a line and finds its parts; with `materialize`, also decodes its parameters
    /// into `parameters`. One walk serves parsing and validation, so both agree on what
    /// is malformed.
    private static func walk(
        _ line: UnsafeBufferPointer<UInt8>, version: VCardVersion, collecting parameters: inout [VCardParameter],
        materialize: Bool
    ) -> Result<Layout, VCardParseError.Reason> {
        let n = line.count
        var i = 0
        // Leading whitespace is tolerated (some exporters indent inside a card).
        while i < n && (line[i] == 0x20 || line[i] == 0x09) { i &+= 1 }
        var nameStart = i
        var groupRange: Range<Int>?
        while i < n {
            let b = line[i]
            if _ascii.isNameByte(b) {
                i &+= 1
            } else if b == 0x2E && groupRange == nil {
                groupRange = nameStart..<i
                i &+= 1
                nameStart = i
            } else {
                break
            }
        }
        let nameRange = nameStart..<i
        if let groupRange, groupRange.isEmpty { return .failure(.invalidPropertyName) }
        guard i < n else { return .failure(nameRange.isEmpty ? .invalidPropertyName : .missingColon) }
        guard !nameRange.isEmpty, line[i] == 0x3B || line[i] == 0x3A else {
            return .failure(contains(line, 0x3A, from: i) ? .invalidPropertyName : .missingColon)
        }
        while i < n && line[i] == 0x3B {
            i &+= 1
            let pStart = i
            while i < n {
                let b = line[i]
                if b == 0x3D || b == 0x3B || b == 0x3A { break }
                i &+= 1
            }
            guard i < n else { return .failure(.missingColon) }
            let pName = materialize ? _ascii.trimmed(_ascii.upperString(UnsafeBufferPointer(rebasing: line[pStart..<i]))) : ""
            if line[i] != 0x3D {
                // A vCard 2.1 bare parameter.
                if pName.isEmpty { continue }
                switch pName {
                case "QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B":
                    parameters.append(VCardParameter(name: "ENCODING", values: [pName]))
                default:
                    parameters.append(VCardParameter(name: "TYPE", values: [pName]))
                }
                continue
            }
            i &+= 1
            var values: [String] = []
            while true {
                if i < n && line[i] == 0x22 {
                    i &+= 1
                    let vStart = i
                    while i < n && line[i] != 0x22 { i &+= 1 }
                    guard i < n else { return .failure(.invalidParameter) }
                    if materialize {
                        values.append(decodeParameterValue(UnsafeBufferPointer(rebasing: line[vStart..<i]), version))
                    }
                    i &+= 1
                } else {
                    let vStart = i
                    while i < n {
                        let b = line[i]
                        if b == 0x2C || b == 0x3B || b == 0x3A { break }
                        i &+= 1
                    }
                    if materialize {
                        values.append(decodeParameterValue(UnsafeBufferPointer(rebasing: line[vStart..<i]), version))
                    }
                }
                guard i < n else { return .failure(.missingColon) }
                if line[i] == 0x2C {
                    i &+= 1
                    continue
                }
                break
            }
            guard line[i] == 0x3B || line[i] == 0x3A else { return .failure(.invalidParameter) }
            if pName.isEmpty { continue }
            parameters.append(VCardParameter(_upperName: pName, values: values))
        }
        guard i < n, line[i] == 0x3A else { return .failure(.missingColon) }
        return .success(Layout(group: groupRange, name: nameRange, valueStart: i + 1))
    }

    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ byte: UInt8, from: Int) -> Bool {
        var i = from
        while i < line.count {
            if line[i] == byte { return true }
            i &+= 1
        }
        return false
    }

    /// Decodes a parameter value: RFC 6868 caret escapes in 4.0, UTF-8 otherwise.
    private static func decodeParameterValue(_ bytes: UnsafeBufferPointer<UInt8>, _ version: VCardVersion) -> String {
        if version == .v4_0 && bytes.contains(0x5E) {
            var out: [UInt8] = []
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x5E && i + 1 < bytes.count {
                    switch bytes[i + 1] {
                    case UInt8(ascii: "n"): out.append(0x0A); i += 2; continue
                    case UInt8(ascii: "^"): out.append(0x5E); i += 2; continue
                    case UInt8(ascii: "'"): out.append(0x22); i += 2; continue
                    default: break
                    }
                }
                out.append(b)
                i += 1
            }
            return out.withUnsafeBufferPointer { _VCardCharset.utf8.decode($0) }
        }
        return _VCardCharset.utf8.decode(bytes)
    }

    /// Undoes the value's transfer encoding and charset.
    private static func makeProperty(
        group: String?, name: String, parameters: [VCardParameter], valueBytes: UnsafeBufferPointer<UInt8>
    ) -> VCardProperty {
        var parameters = parameters
        var encoding: String?
        var charset = _VCardCharset.utf8
        var hasCharset = false
        for parameter in parameters {
            if parameter.name == "ENCODING", let first = parameter.values.first { encoding = first.uppercased() }
            if parameter.name == "CHARSET", let first = parameter.values.first {
                charset = _VCardCharset(name: first)
                hasCharset = true
            }
        }
        let value: String
        switch encoding {
        case "QUOTED-PRINTABLE":
            let decoded = decodeQuotedPrintable(valueBytes)
            value = escapeLineBreaks(decoded.withUnsafeBufferPointer { charset.decode($0) })
            parameters.removeAll { $0.name == "ENCODING" || $0.name == "CHARSET" }
        case "B", "BASE64":
            // Whitespace left by folding is not data.
            if valueBytes.count == 0
                || (memchr(valueBytes.baseAddress!, 0x20, valueBytes.count) == nil
                    && memchr(valueBytes.baseAddress!, 0x09, valueBytes.count) == nil)
            {
                value = String(decoding: valueBytes, as: UTF8.self)
            } else {
                var ascii: [UInt8] = []
                ascii.reserveCapacity(valueBytes.count)
                for b in valueBytes where b != 0x20 && b != 0x09 { ascii.append(b) }
                value = String(decoding: ascii, as: UTF8.self)
            }
            if hasCharset { parameters.removeAll { $0.name == "CHARSET" } }
        default:
            value = charset.decode(valueBytes)
            if hasCharset { parameters.removeAll { $0.name == "CHARSET" } }
        }
        return VCardProperty(_upperName: name, group: group, parameters: parameters, value: value)
    }

    static func decodeQuotedPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x3D {
                if i + 2 <= n - 1, let hi = _ascii.hexValue(bytes[i + 1]), let lo = _ascii.hexValue(bytes[i + 2]) {
                    out.append(hi << 4 | lo)
                    i += 3
                    continue
                }
                if i == n - 1 {
                    // A trailing soft break with nothing after it.
                    i += 1
                    continue
                }
            }
            out.append(b)
            i += 1
        }
        return out
    }

    /// Replaces CRLF, LF and CR by the vCard escape `\n`.
    private static func escapeLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out: [UInt8] = []
        var previousCR = false
        for b in text.utf8 {
            if b == 0x0D {
                out.append(0x5C); out.append(UInt8(ascii: "n"))
            } else if b == 0x0A {
                if !previousCR { out.append(0x5C); out.append(UInt8(ascii: "n")) }
            } else {
                out.append(b)
            }
            previousCR = b == 0x0D
        }
        return String(decoding: out, as: UTF8.self)
    }
}
