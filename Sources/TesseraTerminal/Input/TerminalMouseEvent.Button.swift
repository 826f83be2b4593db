extension TerminalMouseEvent {
    /// The mouse button a mouse event is about.
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
}
