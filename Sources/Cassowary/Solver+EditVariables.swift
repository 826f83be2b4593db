extension Solver {
    /// Makes a variable an edit variable, whose value you then steer with
    /// ``suggestValue(_:for:)``.
    ///
    /// The solver adds the constraint `variable == suggestion` with the given
    /// strength. Until you suggest a value, the suggestion is the variable's
    /// current value, so adding an edit variable does not move anything. (Kiwi
    /// starts from 0, which pulls a container's width to 0 and back on the first
    /// suggestion, rewriting the whole tableau twice.)
    ///
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - strength: How strongly suggestions pull; must not be required.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if the variable
    ///   already is an edit variable; ``SolverError/requiredStrengthForEditVariable(_:)``
    ///   if `strength` is required.
    /// - Complexity: That of ``addConstraint(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editIndex(for: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredStrengthForEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(Expression([Term(variable)], constant: -current), .equal, strength: strength)
        try addConstraint(constraint)
        guard let record = record(for: constraint) else { return }
        insertEditRecord(
            _EditRecord(
                variable: variable, constraint: constraint, plus: record.marker, minus: record.other,
                suggestedValue: current),
            for: variable)
    }

    /// Stops editing a variable, removing its edit constraint.
    ///
    /// - Parameter variable: An edit variable of this solver.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if the variable is not
    ///   an edit variable.
    /// - Complexity: That of ``removeConstraint(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editIndex(for: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(editRecord(at: index).constraint)
        removeEditRecord(for: variable)
    }

    /// Whether the variable is an edit variable of this solver.
    ///
    /// - Complexity: O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editIndex(for: variable) != nil
    }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// The solver moves the variable as close to `value` as the constraints
    /// stronger than the edit allow, keeping the solution optimal.
    ///
    /// - Parameters:
    ///   - value: The value wanted for the variable.
    ///   - variable: An edit variable of this solver.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if the variable is not
    ///   an edit variable.
    /// - Complexity: O(*r*) to update the *r* rows that depend on the edit,
    ///   plus the dual-simplex pivots for the rows that became infeasible. From
    ///   the second suggestion in a row to the same variable, while no row becomes
    ///   infeasible, only the rows and values the edit moves are visited, all in
    ///   one contiguous plan.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let (plus, minus, delta) = exchangeSuggestedValue(value, for: variable) else {
            throw .unknownEditVariable(variable)
        }
        try tableau.suggestEdit(delta: delta, plus: plus, minus: minus)
    }
}
