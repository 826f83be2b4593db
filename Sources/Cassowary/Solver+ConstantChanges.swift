extension Solver {
    /// Replaces a constraint with another, in place when only the constant differs.
    ///
    /// This is how a layout engine applies a new `constant` to a constraint it
    /// solves (a view's width, a root's size). When `replacement` has the same
    /// terms (the same variables and coefficients, in the same order), relation
    /// and strength as `constraint`, the solver shifts the constant where it is:
    /// like a suggestion to an edit variable, only the rows that mention the
    /// constraint's marker change, then the dual simplex restores feasibility.
    /// Otherwise it removes `constraint` and adds `replacement`.
    ///
    ///     let width = (view.width == 320) | 750
    ///     try solver.addConstraint(width)
    ///     try solver.replaceConstraint(width, with: (view.width == 400) | 750)
    ///
    /// - Parameters:
    ///   - constraint: A constraint in the solver.
    ///   - replacement: The constraint to solve instead; the solver now knows it
    ///     by this instance.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if `constraint` is not in
    ///   the solver; ``SolverError/duplicateConstraint(_:)`` if `replacement`
    ///   already is; ``SolverError/unsatisfiableConstraint(_:conflictingConstraints:)``
    ///   if `replacement` is required and cannot hold: `constraint` is then
    ///   removed and `replacement` not added, as after ``removeConstraint(_:)``
    ///   followed by a failing ``addConstraint(_:)``.
    /// - Complexity: For a new constant, O(*r*) for the *r* rows that mention the
    ///   constraint's marker, plus the dual-simplex pivots for the rows that
    ///   became infeasible; otherwise that of removing and adding.
    public func replaceConstraint(_ constraint: Constraint, with replacement: Constraint) throws(SolverError) {
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard records[ObjectIdentifier(replacement)] == nil else { throw .duplicateConstraint(replacement) }
        guard Self.differOnlyInConstant(constraint, replacement), shiftConstant(of: record, to: replacement) else {
            try removeConstraint(constraint)
            try addConstraint(replacement)
            return
        }
        records[ObjectIdentifier(constraint)] = nil
        records[ObjectIdentifier(replacement)] = _ConstraintRecord(
            constraint: replacement, marker: record.marker, other: record.other, sequence: record.sequence)
    }

    private static func differOnlyInConstant(_ lhs: Constraint, _ rhs: Constraint) -> Bool {
        guard lhs.relation == rhs.relation, lhs.strength == rhs.strength,
            lhs.expression.terms.count == rhs.expression.terms.count
        else { return false }
        for (left, right) in zip(lhs.expression.terms, rhs.expression.terms)
        where left.variable !== right.variable || left.coefficient != right.coefficient {
            return false
        }
        return true
    }

    /// Moves the constant of the constraint recorded in `record` to that of
    /// `replacement`; returns `false`, with the tableau as it was, if that cannot
    /// be done in place.
    ///
    /// The constraint's marker appears nowhere but in the constraint's own row
    /// when it is added, so changing that row's constant by `s` is the same as
    /// renaming the marker `m` to `m ± s` (a slack or error marker has the
    /// coefficient -1 in the row, a required equality's dummy +1): every row that
    /// mentions the marker moves by its coefficient times the shift.
    private func shiftConstant(of record: _ConstraintRecord, to replacement: Constraint) -> Bool {
        let sign: Double = replacement.relation == .lessThanOrEqual ? -1 : 1
        let rowShift = sign * (replacement.expression.constant - record.constraint.expression.constant)
        if rowShift == 0 { return true }
        let marker = Int(record.marker)
        let markerIsDummy = tableau.workspace[marker].kind == .dummy
        // A basic dummy belongs to a redundant required equality: any other
        // constant contradicts the constraints it depends on.
        if markerIsDummy && tableau.workspace[marker].isBasic { return false }
        let delta = markerIsDummy ? rowShift : -rowShift
        do {
            // The same work as a suggestion to an edit variable, including its plan
            // when the same constant changes frame after frame (a root's width).
            try tableau.suggestEdit(delta: delta, plus: marker, minus: -1)
            return true
        } catch {
            // A required constraint cannot hold at the new constant. Undo; the
            // old constants are feasible, so the dual simplex gets back to them.
            tableau.settleEditPlan()
            tableau.applyEditDelta(-delta, plus: marker, minus: -1)
            tableau.queueInfeasibleRows()
            try? tableau.dualOptimize()
            return false
        }
    }
}
