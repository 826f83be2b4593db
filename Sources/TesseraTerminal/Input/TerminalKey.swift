/// A key press decoded from terminal input: which key, and the modifiers held.
///
/// Terminals report key presses only, never releases, and report shift only for named keys
/// (`CSI 1;2A` is shift-up); shifted characters arrive as their text. Control-C arrives as
/// `TerminalKey(.character("c"), modifiers: .control)` and Alt-x as
/// `TerminalKey(.character("x"), modifiers: .alt)`.
///
/// The host turns a `TerminalKey` into UIKit's `UIKey` with ``characters``,
/// ``charactersIgnoringModifiers``, ``modifiers`` and ``keyboardHIDUsage``.
public struct TerminalKey: Hashable, Sendable {
    /// The key pressed.
    public var code: TerminalKeyCode
    /// The modifier keys held while it was pressed.
    public var modifiers: TerminalKeyModifiers

    /// Creates a key press.
    ///
    /// - Parameters:
    ///   - code: The key pressed.
    ///   - modifiers: The modifier keys held; none by default.
    public init(_ code: TerminalKeyCode, modifiers: TerminalKeyModifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }
}
