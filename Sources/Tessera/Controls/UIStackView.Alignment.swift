extension UIStackView {
    /// How a stack view places its arranged subviews across its axis.
    public enum Alignment: Int, Sendable, Hashable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Aligned to the leading edge (vertical stacks) or the top (horizontal stacks).
        case leading = 1
        /// Horizontal stacks: the views' first baselines line up.
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Aligned to the trailing edge (vertical stacks) or the bottom (horizontal stacks).
        case trailing = 4
        /// Horizontal stacks: the views' last baselines line up.
        case lastBaseline = 5

        /// The top edge, for horizontal stacks (the same as `.leading`).
        public static var top: Alignment { .leading }
        /// The bottom edge, for horizontal stacks (the same as `.trailing`).
        public static var bottom: Alignment { .trailing }
    }
}
