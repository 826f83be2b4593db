extension UIStackView {
    /// How a stack view sizes and spaces its arranged subviews along its axis.
    public enum Distribution: Int, Sendable, Hashable {
        /// The views fill the axis; hugging and compression resistance decide who grows or shrinks.
        case fill = 0
        /// The views fill the axis with equal sizes.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The distances between the views' centres are equal (gaps at least `spacing`).
        case equalCentering = 4
    }
}
