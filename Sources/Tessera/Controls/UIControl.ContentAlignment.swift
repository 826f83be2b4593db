extension UIControl {
    /// Horizontal alignment of a control's content.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// Vertical alignment of a control's content.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
