import Foundation

/// The cards of one .vcf file, each kept as the bytes it was read from until it changes.
///
/// The file is split into pieces at `BEGIN:VCARD` … `END:VCARD` (nested `AGENT` cards
/// stay inside their card). A piece that parses to one contact card is editable; anything
/// else — text between cards, malformed cards, group cards — is kept verbatim. Writing
/// the list back therefore reproduces every byte it did not change: cards in versions
/// 2.1 and 4.0, properties Tessera does not understand, even cards it could not parse.
struct _CNCardList {
    enum Piece {
        /// Bytes that are not an editable contact, written back unchanged.
        case verbatim([UInt8])
        /// A contact, with the bytes it was read from (`nil` once it changed).
        case contact(CNContact._Storage, original: [UInt8]?)
    }

    var pieces: [Piece] = []
    /// The problems found while reading, with the lines of the whole file.
    var errors: [VCardParseError] = []

    init(pieces: [Piece] = []) {
        self.pieces = pieces
    }

    /// Reads a file's bytes. Cards without a `UID` are named `<stem>-<n>`, counting them in order.
    init(data: Data, stem: String) {
        var bytes = [UInt8](data)
        if let utf16 = bytes.withUnsafeBufferPointer({ VCardParser._utf16ByteOrder($0) }) {
            // UTF-16 files are read (and written back) as UTF-8.
            bytes = bytes.withUnsafeBufferPointer {
                Array(VCardParser._transcodeUTF16($0, bigEndian: utf16.bigEndian, skip: utf16.skip).utf8)
            }
        }
        var unnamed = 0
        for (range, isCard, firstLine) in Self.split(bytes) {
            let piece = Array(bytes[range])
            guard isCard else {
                pieces.append(.verbatim(piece))
                continue
            }
            let result = VCardParser.parse(Data(piece))
            errors += result.errors.map { VCardParseError(line: $0.line + firstLine - 1, reason: $0.reason) }
            guard result.errors.isEmpty, result.cards.count == 1, let card = result.cards.first,
                !_VDirectory.isGroup(card)
            else {
                pieces.append(.verbatim(piece))
                continue
            }
            var storage = _VCardToContact.storage(from: card)
            if card.first(named: "UID") == nil {
                unnamed += 1
                storage.identifier = "\(stem)-\(unnamed)"
            }
            pieces.append(.contact(storage, original: piece))
        }
    }

    /// The contacts, in file order.
    var contacts: [CNContact._Storage] {
        pieces.compactMap { if case .contact(let storage, _) = $0 { return storage } else { return nil } }
    }

    /// The file's bytes: unchanged pieces as read, changed contacts as vCard 3.0.
    var data: Data {
        var out: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .verbatim(let bytes): out += bytes
            case .contact(_, let original?): out += original
            case .contact(let storage, nil):
                // A card after text that did not end its line must start on a new line.
                if let last = out.last, last != 0x0A && last != 0x0D { out += [0x0D, 0x0A] }
                out += VCardWriter(version: .v3_0).data(for: [VCard(contact: CNContact(_storage: storage), version: .v3_0)])
            }
        }
        return Data(out)
    }

    /// The position of the contact with `identifier` in ``pieces``.
    func position(of identifier: String) -> Int? {
        pieces.firstIndex { if case .contact(let storage, _) = $0 { return storage.identifier == identifier } else { return false } }
    }

    /// Splits bytes into card pieces (`BEGIN:VCARD` through the matching `END:VCARD` and
    /// its line break, or up to the next `BEGIN:VCARD` for a card left open) and the text
    /// between them, with the 1-based line each starts on.
    static func split(_ bytes: [UInt8]) -> [(range: Range<Int>, isCard: Bool, line: Int)] {
        var result: [(Range<Int>, Bool, Int)] = []
        var pieceStart = 0
        var pieceLine = 1
        var line = 1
        var depth = 0
        var previousIsEmptyAgent = false
        var i = 0
        while i < bytes.count {
            // One physical line: [i, end), then its line break up to next.
            var end = i
            while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
            var next = end
            if end < bytes.count {
                next = bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
            }
            if Self.isKeyword("BEGIN:VCARD", bytes, i, end) {
                if depth > 0 && !previousIsEmptyAgent {
                    // Not a 2.1 agent card: as for the parser, the open card ends unclosed
                    // here and a new card starts.
                    result.append((pieceStart..<i, true, pieceLine))
                    pieceStart = i
                    depth = 0
                }
                if depth == 0 {
                    if pieceStart < i { result.append((pieceStart..<i, false, pieceLine)) }
                    pieceStart = i
                    pieceLine = line
                }
                depth += 1
            } else if depth > 0 && Self.isKeyword("END:VCARD", bytes, i, end) {
                depth -= 1
                if depth == 0 {
                    result.append((pieceStart..<next, true, pieceLine))
                    pieceStart = next
                    pieceLine = line + 1
                }
            }
            previousIsEmptyAgent = Self.isEmptyAgent(bytes, i, end)
            line += 1
            i = next
        }
        if pieceStart < bytes.count {
            // An unclosed card is reported by the parser and kept verbatim.
            result.append((pieceStart..<bytes.count, depth > 0, pieceLine))
        }
        return result
    }

    /// Whether the line `bytes[start..<end]` is an `AGENT:` (with a group or not) with an
    /// empty value, after which vCard 2.1 embeds the agent's card.
    private static func isEmptyAgent(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var stop = end
        while stop > start && (bytes[stop - 1] == 0x20 || bytes[stop - 1] == 0x09) { stop -= 1 }
        let length = "AGENT:".utf8.count
        guard stop - start >= length, stop - start == length || bytes[stop - length - 1] == UInt8(ascii: ".") else { return false }
        return isKeyword("AGENT:", bytes, stop - length, stop)
    }

    /// Whether the line `bytes[start..<end]` is `keyword`, ignoring case and trailing blanks.
    private static func isKeyword(_ keyword: StaticString, _ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var stop = end
        while stop > start && (bytes[stop - 1] == 0x20 || bytes[stop - 1] == 0x09) { stop -= 1 }
        guard stop - start == keyword.utf8CodeUnitCount else { return false }
        return keyword.withUTF8Buffer { word in
            for k in 0..<word.count {
                var b = bytes[start + k]
                if b >= 0x61 && b <= 0x7A { b -= 0x20 }
                if b != word[k] { return false }
            }
            return true
        }
    }
}
