extension UIImage {
    /// The stroke weight of a symbol image, from ultralight to black.
    ///
    /// Tessera draws symbols with strokes; a weight scales their width (a bold
    /// symbol's lines are about a third thicker than regular ones). Filled areas
    /// do not change.
    public enum SymbolWeight: Int, Sendable {
        /// No weight specified; symbols draw at `.regular`.
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// How much wider than regular the strokes are.
        var strokeScale: Double {
            switch self {
            case .ultraLight: 0.4
            case .thin: 0.55
            case .light: 0.75
            case .unspecified, .regular: 1
            case .medium: 1.1
            case .semibold: 1.2
            case .bold: 1.35
            case .heavy: 1.5
            case .black: 1.6
            }
        }
    }
}
