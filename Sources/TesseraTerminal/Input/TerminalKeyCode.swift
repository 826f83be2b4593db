/// Which key a terminal key event is for: a character key or one of the named keys that
/// terminals can report.
///
/// Character keys carry the character the key types (lowercase for control and alt
/// combinations, since terminals do not report shift for them); the named keys match
/// UIKit's `UIKeyCommand` inputs and `UIKeyboardHIDUsage` codes, see
/// ``TerminalKey/charactersIgnoringModifiers`` and ``TerminalKey/keyboardHIDUsage``.
public enum TerminalKeyCode: Hashable, Sendable {
    /// A key that types a character, such as the "c" of control-C or the " " of control-space.
    case character(Character)
    /// Return or Enter (CR, and LF).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab, which terminals send as its own sequence (`CSI Z`).
    case backTab
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// Escape.
    case escape
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Forward Delete.
    case delete
    /// Function key F1.
    case f1
    /// Function key F2.
    case f2
    /// Function key F3.
    case f3
    /// Function key F4.
    case f4
    /// Function key F5.
    case f5
    /// Function key F6.
    case f6
    /// Function key F7.
    case f7
    /// Function key F8.
    case f8
    /// Function key F9.
    case f9
    /// Function key F10.
    case f10
    /// Function key F11.
    case f11
    /// Function key F12.
    case f12

    /// The function keys in order, so that `functionKeys[n - 1]` is F*n*.
    static let functionKeys: [TerminalKeyCode] = [.f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12]
}
