/// An error thrown by ``Solver``, naming the constraint or variable at fault.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint was already added to the solver.
    case duplicateConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints
    /// already in the solver.
    ///
    /// `conflictingConstraints` lists required constraints of the solver that take
    /// part in the conflict, in the order they were added (it may be empty when the
    /// constraint contradicts itself, such as `0 == 1`). The solver keeps the
    /// constraints it had before the call.
    case unsatisfiableConstraint(Constraint, conflictingConstraints: [Constraint])
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable of the solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of the solver.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required; their suggestions could never yield.
    case requiredStrengthForEditVariable(Variable)
    /// The solver reached a state its invariants rule out (a bug in the solver).
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "The constraint \(constraint) is already in the solver."
        case .unsatisfiableConstraint(let constraint, let conflicts):
            "Unable to satisfy the required constraint \(constraint)"
                + (conflicts.isEmpty ? "." : "; it conflicts with: " + conflicts.map(\.description).joined(separator: "; "))
        case .unknownConstraint(let constraint):
            "The constraint \(constraint) is not in the solver."
        case .duplicateEditVariable(let variable):
            "The variable \(variable) already is an edit variable."
        case .unknownEditVariable(let variable):
            "The variable \(variable) is not an edit variable."
        case .requiredStrengthForEditVariable(let variable):
            "The edit variable \(variable) cannot have a required strength."
        case .internalInconsistency(let message):
            "Internal solver error: \(message)"
        }
    }
}
