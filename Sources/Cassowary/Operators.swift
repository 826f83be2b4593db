// Arithmetic and comparison operators that build expressions and constraints.
//
// Implementation note: the operators are generic over `ExpressionConvertible`
// (three overloads per operator) rather than spelled out for every pair of
// types (fifteen), which keeps the type checker fast in files that import this
// module and do unrelated arithmetic.

// MARK: Scaling

/// Multiplies a variable by a coefficient.
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient: coefficient) }
/// Multiplies a variable by a coefficient.
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient: coefficient) }
/// Divides a variable by a non-zero divisor.
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, coefficient: 1 / divisor) }
/// Negates a variable.
public prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }

/// Multiplies a term by a coefficient.
public func * (coefficient: Double, term: Term) -> Term { Term(term.variable, coefficient: term.coefficient * coefficient) }
/// Multiplies a term by a coefficient.
public func * (term: Term, coefficient: Double) -> Term { Term(term.variable, coefficient: term.coefficient * coefficient) }
/// Divides a term by a non-zero divisor.
public func / (term: Term, divisor: Double) -> Term { Term(term.variable, coefficient: term.coefficient / divisor) }
/// Negates a term.
public prefix func - (term: Term) -> Term { Term(term.variable, coefficient: -term.coefficient) }

/// Multiplies every term and the constant of an expression by a coefficient.
///
/// - Complexity: O(*n*), where *n* is the number of terms.
public func * (coefficient: Double, expression: Expression) -> Expression {
    Expression(expression.terms.map { $0 * coefficient }, constant: expression.constant * coefficient)
}
/// Multiplies every term and the constant of an expression by a coefficient.
///
/// - Complexity: O(*n*), where *n* is the number of terms.
public func * (expression: Expression, coefficient: Double) -> Expression { coefficient * expression }
/// Divides every term and the constant of an expression by a non-zero divisor.
///
/// - Complexity: O(*n*), where *n* is the number of terms.
public func / (expression: Expression, divisor: Double) -> Expression { (1 / divisor) * expression }
/// Negates an expression.
///
/// - Complexity: O(*n*), where *n* is the number of terms.
public prefix func - (expression: Expression) -> Expression { -1 * expression }

// MARK: Sums

/// Adds two linear values.
///
/// - Complexity: O(*m* + *n*), the number of terms of both sides.
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let left = lhs.expression, right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}
/// Adds a constant to a linear value.
public func + (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    let left = lhs.expression
    return Expression(left.terms, constant: left.constant + rhs)
}
/// Adds a linear value to a constant.
public func + (lhs: Double, rhs: some ExpressionConvertible) -> Expression { rhs + lhs }

/// Subtracts one linear value from another.
///
/// - Complexity: O(*m* + *n*), the number of terms of both sides.
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + -rhs.expression
}
/// Subtracts a constant from a linear value.
public func - (lhs: some ExpressionConvertible, rhs: Double) -> Expression { lhs + -rhs }
/// Subtracts a linear value from a constant.
public func - (lhs: Double, rhs: some ExpressionConvertible) -> Expression { lhs + -rhs.expression }

// MARK: Constraints

/// Makes the required constraint `lhs == rhs`.
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs.expression - rhs.expression, .equal)
}
/// Makes the required constraint `lhs == rhs`.
public func == (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// Makes the required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .equal) }

/// Makes the required constraint `lhs <= rhs`.
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs.expression - rhs.expression, .lessThanOrEqual)
}
/// Makes the required constraint `lhs <= rhs`.
public func <= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// Makes the required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// Makes the required constraint `lhs >= rhs`.
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs.expression - rhs.expression, .greaterThanOrEqual)
}
/// Makes the required constraint `lhs >= rhs`.
public func >= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// Makes the required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// Returns a copy of a constraint with the given strength.
///
///     try solver.addConstraint((width == 320) | .weak)
///     try solver.addConstraint((height >= 44) | 750)
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
