/// An unknown whose value the solver computes.
///
/// A variable is a reference type: two variables with the same name are still
/// different unknowns. Variables carry no value of their own; read the value a
/// solver assigned with ``Solver/value(of:)``. This keeps a variable immutable and
/// `Sendable`, and lets one variable take part in several solvers.
///
///     let left = Variable("view.left")
///     try solver.addConstraint(left >= 20)
///     solver.value(of: left)   // 20
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used in descriptions and error messages.
    public let name: String

    /// Creates a variable.
    ///
    /// - Parameter name: A name for descriptions and error messages.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or the variable's address when it has no name.
    public var description: String {
        name.isEmpty ? "Variable(0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) + ")" : name
    }
}
