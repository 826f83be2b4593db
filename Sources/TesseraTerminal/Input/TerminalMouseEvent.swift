/// A mouse event decoded from terminal input: SGR mouse reports (`CSI < b;x;y M/m`, mode
/// 1006), or legacy X10 reports (`CSI M` and three bytes) from terminals without SGR.
///
/// Coordinates are character cells counted from zero at the top-left corner of the
/// terminal; the terminal reports them from one, and the decoder converts them. The host
/// turns cells into points with the cell size of the grid (11 × 22 pt by default) to make
/// `UITouch` locations.
public struct TerminalMouseEvent: Hashable, Sendable {
    /// What happened.
    public var kind: Kind
    /// The button pressed, released or held while dragging; `.none` for wheel and move events.
    public var button: Button
    /// The column of the pointer, from zero at the left edge.
    public var column: Int
    /// The row of the pointer, from zero at the top edge.
    public var row: Int
    /// The modifier keys held (shift, alt and control; terminals often keep shift for
    /// themselves, to select text).
    public var modifiers: TerminalKeyModifiers

    /// Creates a mouse event.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - button: The button concerned, `.none` for wheel and move events.
    ///   - column: The zero-based column of the pointer.
    ///   - row: The zero-based row of the pointer.
    ///   - modifiers: The modifier keys held; none by default.
    public init(
        _ kind: Kind, button: Button, column: Int, row: Int, modifiers: TerminalKeyModifiers = []
    ) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
