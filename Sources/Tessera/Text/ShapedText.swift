/// A line of text broken into terminal cells once: each grapheme's glyph and column width.
///
/// Shaping (grapheme breaking, width lookup, interning clusters) happens when text is laid out,
/// not when it is drawn, so a frame only copies glyphs into cells.
struct ShapedText: Equatable, Sendable {
    /// The glyphs of the graphemes that take columns, in order.
    private(set) var glyphs: [Glyph] = []
    /// Each glyph's width: 1 or 2 columns.
    private(set) var widths: [UInt8] = []
    /// The total width in columns.
    private(set) var width = 0

    /// - Complexity: O(n) in the length of `text`; ASCII text takes a byte-wise path.
    init(_ text: some StringProtocol) {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            glyphs = utf8.map { Glyph(rawValue: UInt32($0)) }
            widths = Array(repeating: 1, count: glyphs.count)
            width = glyphs.count
            return
        }
        for character in text {
            let columns = columnWidth(of: character)
            guard columns > 0 else { continue }
            glyphs.append(Glyph(character))
            widths.append(UInt8(columns))
            width += columns
        }
    }
}
