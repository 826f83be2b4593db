/// A linear relation between expressions, with a strength: `expression ⋚ 0`.
///
/// Constraints are reference types, like `NSLayoutConstraint`: the solver
/// identifies a constraint by identity, so the instance you add is the one you
/// remove. Build them with the comparison operators and set a strength with `|`:
///
///     let leading = left == container.left + 8           // required
///     let preferred = (width == 320) | .weak
///     let compressionResistance = (height >= 44) | 750
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side; the constraint is `expression ⋚ 0`.
    public let expression: Expression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength

    /// Creates the constraint `expression ⋚ 0`.
    ///
    /// - Parameters:
    ///   - expression: The left side minus the right side.
    ///   - relation: How `expression` compares with zero.
    ///   - strength: How much the constraint matters; required by default.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates the constraint `lhs ⋚ rhs`.
    ///
    /// - Parameters:
    ///   - lhs: The left side.
    ///   - relation: How the sides compare.
    ///   - rhs: The right side.
    ///   - strength: How much the constraint matters; required by default.
    public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        strength: Strength = .required
    ) {
        self.init(lhs.expression - rhs.expression, relation, strength: strength)
    }

    /// Returns a copy of this constraint with another strength.
    ///
    /// - Parameter strength: The strength of the copy.
    /// - Returns: A new constraint; the solver treats it as distinct from this one.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var description: String {
        "\(expression) \(relation) 0" + (strength.isRequired ? "" : " | \(strength)")
    }
}
