extension UISplitViewController {
    /// How many columns a split view controller manages (iOS 14 and later), or the classic API.
    public enum Style: Int, Sendable {
        /// The classic split view controller: ``UISplitViewController/viewControllers`` holds
        /// the primary and the secondary controller.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }
}
