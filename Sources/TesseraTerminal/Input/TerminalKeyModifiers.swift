/// The modifier keys held during a key press or mouse event, as a terminal reports them.
///
/// Terminals report modifiers in xterm's encoding, a parameter equal to one plus the sum of
/// shift (1), alt (2), control (4) and meta (8): `CSI 1;5A` is control-up. Plain text
/// carries no modifiers: a typed "A" arrives as the text "A", not as shift + "a".
///
/// Compared with UIKit: `shift`, `alt` and `control` correspond to `UIKeyModifierFlags`
/// `.shift`, `.alternate` and `.control`; `meta` (the Super or Command key, reported only by
/// some terminals) corresponds to `.command`.
public struct TerminalKeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set of modifiers from its raw bits (shift 1, alt 2, control 4, meta 8).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The Shift key.
    public static let shift = TerminalKeyModifiers(rawValue: 1 << 0)
    /// The Alt (Option) key; terminals also send it as an Escape prefix.
    public static let alt = TerminalKeyModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = TerminalKeyModifiers(rawValue: 1 << 2)
    /// The Meta, Super or Command key.
    public static let meta = TerminalKeyModifiers(rawValue: 1 << 3)

    /// The modifiers of an xterm modifier parameter (`2` shift … `8` shift + alt + control,
    /// up to `16` with meta), or `nil` when the parameter is missing or out of range.
    ///
    /// Bits above meta (hyper, Caps Lock and Num Lock in the kitty keyboard protocol, up to
    /// a parameter of 256) are ignored.
    init?(xtermParameter: Int?) {
        guard let parameter = xtermParameter, parameter >= 1, parameter <= 256 else { return nil }
        self.init(rawValue: UInt8((parameter - 1) & 0x0F))
    }
}
