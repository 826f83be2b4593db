extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle

        var lineBreakMode: NSLineBreakMode {
            switch self {
            case .head: .byTruncatingHead
            case .tail: .byTruncatingTail
            case .middle: .byTruncatingMiddle
            }
        }
    }
}
