import Synchronization

/// How drawn pixels become character cells when the terminal shows no real pixels: each cell
/// is split into sub-cell pixels and shown as a block character in two colours.
///
/// ``sextant`` (2 × 3 pixels a cell, Unicode 13's "Symbols for Legacy Computing") is the
/// finest; ``quadrant`` (2 × 2) and ``halfBlock`` (1 × 2) use older block elements that
/// every terminal font has.
public enum CellPixelEncoding: Sendable, Hashable, CaseIterable {
    case halfBlock, quadrant, sextant

    /// Pixels across one cell.
    public var columns: Int { self == .halfBlock ? 1 : 2 }
    /// Pixels down one cell.
    public var rows: Int {
        switch self {
        case .halfBlock, .quadrant: 2
        case .sextant: 3
        }
    }

    private static let currentStorage = Mutex(CellPixelEncoding.sextant)

    /// The encoding drawn content uses; terminal hosts lower it for fonts without sextants.
    public static var current: CellPixelEncoding {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// The glyph showing the pixels of `mask` (bit *i* set: pixel *i*, row by row, is in
    /// the foreground colour); `mask` is neither empty nor full.
    func glyph(for mask: Int) -> Glyph {
        switch self {
        case .halfBlock:
            return Glyph(mask == 1 ? "▀" as Unicode.Scalar : "▄")
        case .quadrant:
            return Glyph(Self.quadrants[mask])
        case .sextant:
            if mask == 0b010101 { return Glyph("▌" as Unicode.Scalar) }
            if mask == 0b101010 { return Glyph("▐" as Unicode.Scalar) }
            // U+1FB00… lists the patterns in order, skipping the two half blocks.
            let index = mask - 1 - (mask > 0b010101 ? 1 : 0) - (mask > 0b101010 ? 1 : 0)
            return Glyph(Unicode.Scalar(0x1FB00 + UInt32(index))!)
        }
    }

    /// The mask a glyph of this encoding shows (full block included), or `nil` for other glyphs.
    func mask(of glyph: Glyph) -> Int? {
        let full = (1 << (columns * rows)) - 1
        if glyph == Glyph("█" as Unicode.Scalar) { return full }
        switch self {
        case .halfBlock:
            if glyph == Glyph("▀" as Unicode.Scalar) { return 1 }
            if glyph == Glyph("▄" as Unicode.Scalar) { return 2 }
            return nil
        case .quadrant:
            return Self.quadrants.firstIndex { $0 != " " && Glyph($0) == glyph }
        case .sextant:
            if glyph == Glyph("▌" as Unicode.Scalar) { return 0b010101 }
            if glyph == Glyph("▐" as Unicode.Scalar) { return 0b101010 }
            let value = Int(glyph.rawValue) - 0x1FB00
            guard value >= 0, value < 60 else { return nil }
            var mask = value + 1
            if mask >= 0b010101 { mask += 1 }
            if mask >= 0b101010 { mask += 1 }
            return mask
        }
    }

    /// Quadrant glyphs by mask: bit 0 top left, 1 top right, 2 bottom left, 3 bottom right.
    private static let quadrants: [Unicode.Scalar] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
}
