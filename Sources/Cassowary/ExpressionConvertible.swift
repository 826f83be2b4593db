/// A value usable as one side of a linear expression: a ``Variable``, a ``Term``
/// or an ``Expression``.
///
/// The arithmetic and comparison operators of this module accept any mix of
/// these types and `Double`, so constraints read like the equations they state:
///
///     left + width == container.width - 8
///     2 * height >= width
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// The variable as a one-term expression.
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    /// The term as a one-term expression.
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}
