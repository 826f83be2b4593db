extension NSLayoutConstraint {
    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable, Hashable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        /// The symbol UIKit prints in constraint descriptions.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
