/// A linear expression: a sum of terms plus a constant, such as `left + width - 8`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term`` and
/// `Double`, then compare two expressions with `==`, `<=` or `>=` to make a
/// ``Constraint``.
///
/// A variable may appear in several terms; the solver adds their coefficients.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    ///
    /// - Parameters:
    ///   - terms: The terms of the expression.
    ///   - constant: The constant added to the terms.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates an expression made of a single variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates an expression made of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            if parts.isEmpty {
                parts.append(term.description)
            } else if term.coefficient < 0 {
                parts.append("- " + Term(term.variable, coefficient: -term.coefficient).description)
            } else {
                parts.append("+ " + term.description)
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(_formatNumber(constant))
            } else {
                parts.append(constant < 0 ? "- \(_formatNumber(-constant))" : "+ \(_formatNumber(constant))")
            }
        }
        return parts.joined(separator: " ")
    }
}
