/// A cell's colour as the terminal shows it: the terminal's default colour or a 24-bit RGB value.
public struct CellColor: Hashable, Sendable {
    /// `0` is the terminal default; otherwise `0x01RRGGBB`.
    @_spi(TerminalHost) public internal(set) var rawValue: UInt32

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The terminal's own foreground or background colour.
    public static let `default` = CellColor(rawValue: 0)

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        rawValue = 0x0100_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    public var isDefault: Bool { rawValue == 0 }

    public var red: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 16) }
    public var green: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 8) }
    public var blue: UInt8 { UInt8(truncatingIfNeeded: rawValue) }

    /// `#rrggbb`, or `nil` for the default colour.
    public var hexString: String? {
        guard !isDefault else { return nil }
        let hex = String(rawValue & 0xFF_FFFF, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }
}
