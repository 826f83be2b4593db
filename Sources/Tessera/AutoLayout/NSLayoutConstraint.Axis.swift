extension NSLayoutConstraint {
    /// A layout direction, for content priorities and stack views.
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0
        case vertical = 1
    }
}
