/// Text attributes of a character cell (SGR attributes).
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let italic = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
    public static let inverse = CellAttributes(rawValue: 1 << 4)
    public static let strikethrough = CellAttributes(rawValue: 1 << 5)
}
