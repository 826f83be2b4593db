extension TerminalMouseEvent {
    /// What a mouse event reports.
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
}
