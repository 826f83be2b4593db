extension UIImage {
    /// The size of a symbol image relative to the text it accompanies.
    public enum SymbolScale: Int, Sendable {
        /// The default scale for the context; `.medium`.
        case `default` = -1
        /// No scale specified; `.medium`.
        case unspecified = 0
        /// About 20% smaller than medium.
        case small = 1
        /// The standard size.
        case medium = 2
        /// About 30% larger than medium.
        case large = 3

        /// The size factor relative to `.medium`.
        var sizeFactor: Double {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
