extension UISplitViewController {
    /// How the columns beside the secondary one share the width with it.
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller chooses: ``tile``.
        case automatic = 0
        /// Side by side: the secondary column narrows.
        case tile = 1
        /// Over the secondary column, which keeps its full width.
        case overlay = 2
        /// Pushing the secondary column aside (partly out of the window).
        case displace = 3
    }
}
