/// How text that does not fit is wrapped or truncated.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word longer than a line breaks between characters).
    case byWordWrapping = 0
    /// Wrap between any characters.
    case byCharWrapping
    /// Cut off what does not fit.
    case byClipping
    /// Replace the start of the last line with "…".
    case byTruncatingHead
    /// Replace the end of the last line with "…".
    case byTruncatingTail
    /// Replace the middle of the last line with "…".
    case byTruncatingMiddle
}

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left, in a left-to-right layout.
    case natural = 4
}
