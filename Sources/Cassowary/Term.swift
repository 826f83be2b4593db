/// A variable multiplied by a constant coefficient, such as `2 * width`.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable of the term.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates a term.
    ///
    /// - Parameters:
    ///   - variable: The variable of the term.
    ///   - coefficient: The factor the variable is multiplied by.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-\(variable)"
        default: return "\(_formatNumber(coefficient)) * \(variable)"
        }
    }
}

/// Formats a number without a trailing `.0` for whole values.
func _formatNumber(_ value: Double) -> String {
    if abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
    return String(value)
}
