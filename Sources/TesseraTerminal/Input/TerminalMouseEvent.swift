/// A mouse event decoded from terminal input (SGR mouse reporting, `CSI < b;x;y M/m`).
///
/// Coordinates are character cells counted from zero at the top-left corner of the
/// terminal; the terminal reports them from one, and the decoder converts them. The host
/// turns cells into points with the cell size of the grid (11 × 22 pt by default) to make
/// `UITouch` locations.
public struct TerminalMouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button went up.
        case release
        /// The pointer moved with a button held.
        case drag
        /// The pointer moved with no button held (reported only in any-motion mode, 1003).
        case move
        /// The wheel turned away from the user.
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
        /// The wheel (or trackpad) scrolled left.
        case wheelLeft
        /// The wheel (or trackpad) scrolled right.
        case wheelRight
    }

    /// Which button the event is about.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button or wheel click.
        case middle
        /// The secondary button.
        case right
        /// No button: wheel events and motion with no button held.
        case none
    }

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

extension TerminalMouseEvent {
    /// Decodes the button byte of a mouse report (SGR or X10, without X10's offset of 32),
    /// or returns `nil` for buttons Tessera does not model (buttons 8 to 11).
    ///
    /// Bits 0–1 are the button (0 left, 1 middle, 2 right, 3 none), bit 2 shift, bit 3 alt,
    /// bit 4 control, bit 5 motion, bit 6 wheel (with bits 0–1 selecting up, down, left,
    /// right), bit 7 the extra buttons.
    init?(buttonCode code: Int, column: Int, row: Int, isRelease: Bool) {
        guard code >= 0, code < 128 else { return nil }
        var modifiers: TerminalKeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let buttons: [Button] = [.left, .middle, .right, .none]
        let kind: Kind
        var button = buttons[low]
        if code & 64 != 0 {
            kind = [Kind.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
            button = .none
        } else if code & 32 != 0 {
            kind = low == 3 ? .move : .drag
        } else if isRelease || low == 3 {
            kind = .release
        } else {
            kind = .press
        }
        self.init(kind, button: button, column: max(column, 0), row: max(row, 0), modifiers: modifiers)
    }
}
