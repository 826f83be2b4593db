/// How much a constraint matters, as a priority from just above 0 to 1000.
///
/// Strengths work like UIKit's `UILayoutPriority`: `1000` (``required``) must hold,
/// anything lower may be broken when it conflicts with something higher. Unlike a
/// weighted sum (as in kiwi), priorities are compared *lexicographically*: no
/// number of broken constraints at one priority ever outweighs a single
/// constraint at a higher priority. Ten thousand violated constraints at 250
/// cannot move a solution that a constraint at 750 wants.
///
/// Constraints with the same priority share one level; within a level the solver
/// minimises the sum of their errors.
///
///     try solver.addConstraint((width == 320) | .weak)
///     try solver.addConstraint((width >= 100) | 750)
public struct Strength: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The priority, greater than 0 and at most 1000.
    public let priority: Float

    /// Creates a strength from a UIKit-style priority.
    ///
    /// - Parameter priority: A value in `0 < priority <= 1000`; `1000` is required.
    ///
    /// - Precondition: `priority` is greater than 0 and at most 1000; other values trap.
    public init(_ priority: Float) {
        precondition(priority > 0 && priority <= 1000, "A strength's priority must be in 0 < priority <= 1000, got \(priority)")
        self.priority = priority
    }

    public init(integerLiteral value: Int) {
        self.init(Float(value))
    }

    public init(floatLiteral value: Double) {
        self.init(Float(value))
    }

    /// A constraint that must hold (priority 1000).
    public static let required = Strength(1000)
    /// A strong preference (priority 750, UIKit's `defaultHigh`).
    public static let strong = Strength(750)
    /// A medium preference (priority 500).
    public static let medium = Strength(500)
    /// A weak preference (priority 250, UIKit's `defaultLow`).
    public static let weak = Strength(250)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    public var description: String {
        isRequired ? "required" : _formatNumber(Double(priority))
    }
}
