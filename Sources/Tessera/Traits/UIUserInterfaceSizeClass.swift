/// How much room an interface has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    case unspecified = 0
    case compact = 1
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .compact: "Compact"
        case .regular: "Regular"
        }
    }
}
