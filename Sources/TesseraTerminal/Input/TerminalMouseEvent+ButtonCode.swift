// Decoding the button byte of xterm mouse reports.

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
