extension TerminalInputEvent {
    /// The key press the event stands for: the key of a `.key` event, or the character
    /// key of single-character `.text`; `nil` for other events.
    ///
    /// The host uses it to send `UIPress` events for typed text as well as for named keys.
    public var keyPress: TerminalKey? {
        switch self {
        case .key(let key):
            return key
        case .text(let text):
            guard text.count == 1, let character = text.first else { return nil }
            return TerminalKey(.character(character))
        default:
            return nil
        }
    }
}
