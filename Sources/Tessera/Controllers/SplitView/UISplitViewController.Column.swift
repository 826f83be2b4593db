extension UISplitViewController {
    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable, CaseIterable {
        /// The leading column (a sidebar or a list).
        case primary = 0
        /// The middle column of a triple-column split view controller.
        case supplementary = 1
        /// The trailing column: the detail.
        case secondary = 2
        /// The controller shown alone while the split view controller is collapsed, if set.
        case compact = 3
    }
}
