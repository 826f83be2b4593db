import Foundation

/// Writes ``VCard`` values as vCard 3.0 or 4.0 text.
///
/// Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 sequence.
/// Values are written in their stored (escaped) form; parameter values are quoted when
/// they contain `:`, `;` or `,`. Binary values are converted between the two versions:
/// 3.0 `PHOTO;ENCODING=b;TYPE=JPEG:…` becomes 4.0 `PHOTO:data:image/jpeg;base64,…` and
/// back. A card read from 2.1 is written with 3.0/4.0 encodings (its QUOTED-PRINTABLE
/// and CHARSET were already undone by the parser).
///
///     let data = VCardWriter(version: .v4_0).data(for: cards)
public struct VCardWriter: Sendable {
    /// The version to write.
    public var version: VCardVersion

    /// Creates a writer.
    ///
    /// - Parameter version: `.v3_0` or `.v4_0`; `.v2_1` is written as 3.0.
    public init(version: VCardVersion = .v3_0) {
        self.version = version == .v2_1 ? .v3_0 : version
    }

    /// The UTF-8 text of `cards`, one after the other.
    ///
    /// - Complexity: O(*n*) in the total size of the cards.
    public func data(for cards: [VCard]) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(estimatedSize(of: cards))
        for card in cards { write(card, to: &out) }
        return Data(out)
    }

    /// The text of `cards`, one after the other.
    public func string(for cards: [VCard]) -> String {
        var out: [UInt8] = []
        for card in cards { write(card, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// A slight overestimate of the written size, so the output grows only once.
    private func estimatedSize(of cards: [VCard]) -> Int {
        var total = 0
        for card in cards {
            total += 48
            for property in card.properties {
                let line = property.value.utf8.count + property.name.utf8.count + 16 * property.parameters.count + 40
                total += line + (line / 74) * 3 + 2
            }
        }
        return total
    }

    func write(_ card: VCard, to out: inout [UInt8]) {
        emitLine("BEGIN:VCARD", to: &out)
        emitLine("VERSION:\(version.rawValue)", to: &out)
        var line: [UInt8] = []
        for property in card.properties {
            line.removeAll(keepingCapacity: true)
            serialize(converted(property), to: &line)
            emitFolded(line, to: &out)
        }
        emitLine("END:VCARD", to: &out)
    }

    /// Converts binary encodings and preference marks to the target version's form.
    func converted(_ property: VCardProperty) -> VCardProperty {
        var property = property
        switch version {
        case .v4_0:
            // 3.0 `TYPE=pref` is 4.0 `PREF=1`.
            var preferred = false
            for index in property.parameters.indices where property.parameters[index].name == "TYPE" {
                let before = property.parameters[index].values.count
                property.parameters[index].values.removeAll { $0.uppercased() == "PREF" }
                if property.parameters[index].values.count != before { preferred = true }
            }
            if preferred {
                property.parameters.removeAll { $0.name == "TYPE" && $0.values.isEmpty }
                if !property.parameters.contains(where: { $0.name == "PREF" }) {
                    property.parameters.append(VCardParameter(_upperName: "PREF", values: ["1"]))
                }
            }
            if property.isBase64Encoded {
                var media = "application/octet-stream"
                var imageType: String?
                for type in property.parameterValues("TYPE") {
                    if let m = VCardProperty.mediaType(forImageType: type) {
                        media = m
                        imageType = type
                    }
                }
                if imageType == nil {
                    // No image TYPE: recognise JPEG and PNG by their base64 signatures.
                    if property.value.hasPrefix("/9j/") { media = "image/jpeg" }
                    if property.value.hasPrefix("iVBORw0KGgo") { media = "image/png" }
                }
                property.parameters.removeAll { $0.name == "ENCODING" }
                if let imageType {
                    for index in property.parameters.indices where property.parameters[index].name == "TYPE" {
                        property.parameters[index].values.removeAll { $0 == imageType }
                    }
                    property.parameters.removeAll { $0.name == "TYPE" && $0.values.isEmpty }
                }
                property.parameters.removeAll { $0.name == "VALUE" }
                property.value = "data:\(media);base64,\(property.value)"
            }
        case .v3_0, .v2_1:
            // 4.0 `PREF=n` is 3.0 `TYPE=pref`.
            if let index = property.parameters.firstIndex(where: { $0.name == "PREF" }) {
                property.parameters.remove(at: index)
                if let type = property.parameters.firstIndex(where: { $0.name == "TYPE" }) {
                    property.parameters[type].values.append("pref")
                } else {
                    property.parameters.append(VCardParameter(_upperName: "TYPE", values: ["pref"]))
                }
            }
            if property.isBase64Encoded {
                for index in property.parameters.indices where property.parameters[index].name == "ENCODING" {
                    property.parameters[index].values = ["b"]
                }
            } else if let uri = property.dataURI, uri.isBase64 {
                property.value = String(uri.payload)
                property.parameters.removeAll { $0.name == "VALUE" || $0.name == "MEDIATYPE" || $0.name == "ENCODING" }
                var parameters = [VCardParameter(_upperName: "ENCODING", values: ["b"])]
                if let type = VCardProperty.imageType(forMediaType: uri.mediaType),
                    !property.types.contains(type)
                {
                    parameters.append(VCardParameter(_upperName: "TYPE", values: [type]))
                }
                property.parameters = parameters + property.parameters
            }
        }
        return property
    }

    func serialize(_ property: VCardProperty, to line: inout [UInt8]) {
        if let group = property.group, !group.isEmpty {
            line.append(contentsOf: group.utf8)
            line.append(0x2E)
        }
        line.append(contentsOf: (Self.appleSpelling[property.name] ?? property.name).utf8)
        for parameter in property.parameters {
            line.append(0x3B)
            line.append(contentsOf: parameter.name.utf8)
            line.append(0x3D)
            for (index, value) in parameter.values.enumerated() {
                if index > 0 { line.append(0x2C) }
                appendParameterValue(value, to: &line)
            }
        }
        line.append(0x3A)
        // A value must not carry raw line breaks; they would end the content line.
        var value = property.value
        let bulk = value.withUTF8 { buffer -> Bool in
            guard buffer.count > 0 else { return true }
            let base = buffer.baseAddress!
            guard memchr(base, 0x0A, buffer.count) == nil && memchr(base, 0x0D, buffer.count) == nil else {
                return false
            }
            line.append(contentsOf: buffer)
            return true
        }
        if bulk { return }
        for b in value.utf8 {
            if b == 0x0A || b == 0x0D {
                line.append(0x5C)
                line.append(UInt8(ascii: "n"))
            } else {
                line.append(b)
            }
        }
    }

    /// Apple's spelling of its extension names; names are case-insensitive, but Apple's
    /// own importers and diff tools are happier with the spelling they wrote.
    static let appleSpelling: [String: String] = [
        "X-ABLABEL": "X-ABLabel", "X-ABADR": "X-ABADR", "X-ABSHOWAS": "X-ABShowAs", "X-ABDATE": "X-ABDATE",
        "X-ABRELATEDNAMES": "X-ABRELATEDNAMES", "X-ABUID": "X-ABUID",
    ]

    private func appendParameterValue(_ value: String, to line: inout [UInt8]) {
        let needsQuotes = value.utf8.contains { $0 == 0x3A || $0 == 0x3B || $0 == 0x2C || $0 == 0x20 }
        if needsQuotes { line.append(0x22) }
        for b in value.utf8 {
            switch b {
            case 0x22:
                if version == .v4_0 { line.append(0x5E); line.append(UInt8(ascii: "'")) } else { line.append(0x27) }
            case 0x0A, 0x0D:
                if version == .v4_0 { line.append(0x5E); line.append(UInt8(ascii: "n")) } else { line.append(0x20) }
            case 0x5E where version == .v4_0:
                line.append(0x5E); line.append(0x5E)
            default:
                line.append(b)
            }
        }
        if needsQuotes { line.append(0x22) }
    }

    private func emitLine(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
        out.append(0x0D)
        out.append(0x0A)
    }

    /// Writes `line` folded at 75 octets, never inside a UTF-8 sequence.
    func emitFolded(_ line: [UInt8], to out: inout [UInt8]) {
        var start = 0
        var limit = 75
        while line.count - start > limit {
            var cut = start + limit
            // Back up to the first byte of a UTF-8 sequence.
            while cut > start + 1 && line[cut] & 0xC0 == 0x80 { cut -= 1 }
            out.append(contentsOf: line[start..<cut])
            out.append(0x0D)
            out.append(0x0A)
            out.append(0x20)
            start = cut
            limit = 74
        }
        out.append(contentsOf: line[start...])
        out.append(0x0D)
        out.append(0x0A)
    }
}
