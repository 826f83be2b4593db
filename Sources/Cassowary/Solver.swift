/// An incremental Cassowary constraint solver with lexicographic priorities.
///
/// Add and remove ``Constraint``s at any time; the solver keeps an optimal
/// solution between calls by pivoting only what changed. Required constraints
/// always hold (adding one that cannot hold throws). Among the others, a
/// higher priority always wins: the solver minimises the total error of the
/// highest priority first, then the next one within that optimum, and so on.
///
///     let solver = Solver()
///     let left = Variable("left"), width = Variable("width")
///     try solver.addConstraint(left == 8)
///     try solver.addConstraint(width >= 100)
///     try solver.addConstraint((width == 320) | .weak)
///     solver.value(of: width)   // 320
///
/// For interactive changes, make a variable an edit variable and suggest values:
///
///     try solver.addEditVariable(containerWidth, strength: 999)
///     try solver.suggestValue(375, for: containerWidth)
///     solver.updateVariables()
///
/// Results are deterministic: the solver never iterates a hashed collection, so
/// the same calls give the same values whatever the process's hash seed.
///
/// Compared with kiwi (whose strengths are summed as plain numbers), priorities
/// here never add up: ten thousand violated constraints at 250 weigh less than
/// one at 750. Substitutions visit only the rows that mention a symbol, and a
/// resize frame costs time proportional to the rows that depend on the edited
/// variable, not to the whole tableau.
///
/// A solver is not thread-safe; use it from one task or thread at a time.
public final class Solver {
    // The solver's state is only ever reached through the solver's own methods, one at a time
    // (the type is not thread-safe, and no method calls back into user code), so the runtime
    // exclusivity checks on these properties would only cost time on every call.
    // What a resize frame touches comes first, to share cache lines.
    /// The edit variable suggested to last: suggesting to the same variable frame after
    /// frame skips hashing and reading its record.
    @exclusivity(unchecked) private var recentEdit: _RecentEdit?
    @exclusivity(unchecked) var tableau = _Tableau()
    @exclusivity(unchecked) private var edits: [_EditRecord] = []
    @exclusivity(unchecked) var records = _IdentifierMap<_ConstraintRecord>()
    private var editIndices: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) var variableSymbols = _IdentifierMap<Int32>()
    /// Keeps variables alive so that their identifiers stay unique.
    @exclusivity(unchecked) private var variables: [Variable] = []
    private var sequence = 0

    /// Creates an empty solver.
    public init() {}

    deinit {
        tableau.deallocate()
    }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Parameter constraint: The constraint to add.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if the constraint is
    ///   already in the solver; ``SolverError/unsatisfiableConstraint(_:conflictingConstraints:)``
    ///   if it is required and cannot hold with the required constraints already
    ///   added. When it throws, the solver's constraints are unchanged (if
    ///   several solutions are optimal, the values may move to another one).
    /// - Complexity: Proportional to the rows that mention the constraint's
    ///   variables and the pivots needed to restore optimality; O(*n*) for a
    ///   constraint of *n* terms on new variables.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let identifier = ObjectIdentifier(constraint)
        guard records[identifier] == nil else { throw .duplicateConstraint(constraint) }
        if records.isEmpty && variables.isEmpty {
            // Spare small solvers (one per table cell) a cascade of regrowths.
            records.reserveCapacity(32)
            variableSymbols.reserveCapacity(16)
            variables.reserveCapacity(16)
        }
        let (marker, other) = accumulateRow(of: constraint, in: &tableau)
        // Only required constraints can fail here, and they have no error
        // symbols, so a failure leaves the objective as it was.
        try insertAccumulatedRow(marker: marker, other: other, constraint: constraint)
        sequence += 1
        records[identifier] = _ConstraintRecord(
            constraint: constraint, marker: Int32(marker), other: Int32(other), sequence: sequence)
        try tableau.optimize()
    }

    /// Builds the row of `constraint` in the tableau's accumulator, `expression ⋚ 0` as
    /// `expression >= 0` or `expression == 0` with its new slack, error or dummy symbols,
    /// and returns those symbols (the second one, or -1).
    ///
    /// Taking the tableau `inout` makes the whole construction one exclusive access.
    private func accumulateRow(of constraint: Constraint, in tableau: inout _Tableau) -> (marker: Int, other: Int) {
        tableau.settleEditPlan()
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        for term in constraint.expression.terms {
            tableau.accumulate(symbol(for: term.variable, in: &tableau), sign * term.coefficient)
        }
        tableau.accumulatedConstant = sign * constraint.expression.constant
        let strength = constraint.strength
        let level = strength.isRequired ? -1 : tableau.level(for: strength.priority)

        let marker: Int, other: Int
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            marker = tableau.makeSymbol(.dummy)
            other = -1
            tableau.accumulate(marker, 1)
        case (.equal, false):
            marker = tableau.makeSymbol(.error)
            other = tableau.makeSymbol(.error)
            tableau.accumulate(marker, -1)
            tableau.accumulate(other, 1)
            tableau.addCost(1, of: marker, level: level)
            tableau.addCost(1, of: other, level: level)
        case (_, true):
            marker = tableau.makeSymbol(.slack)
            other = -1
            tableau.accumulate(marker, -1)
        case (_, false):
            marker = tableau.makeSymbol(.slack)
            other = tableau.makeSymbol(.error)
            tableau.accumulate(marker, -1)
            tableau.accumulate(other, 1)
            tableau.addCost(1, of: other, level: level)
        }
        return (marker, other)
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Parameter constraint: A constraint previously added to this solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the constraint is not
    ///   in the solver.
    /// - Complexity: Proportional to the rows that mention the constraint's
    ///   symbols and the pivots needed to restore optimality.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        tableau.settleEditPlan()
        if !constraint.strength.isRequired, let level = tableau.existingLevel(for: constraint.strength.priority) {
            if constraint.relation == .equal { tableau.addCost(-1, of: Int(record.marker), level: level) }
            tableau.addCost(-1, of: Int(record.other), level: level)
        }
        tableau.removeMarker(Int(record.marker))
        try tableau.optimize()
    }

    /// Whether the constraint is in the solver.
    ///
    /// - Complexity: O(1).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Values

    /// Brings the values of all variables up to date.
    ///
    /// ``value(of:)`` updates values on demand, so calling this is optional; it
    /// lets you choose when the work happens (for example, once per frame).
    ///
    /// - Complexity: O(*d*) over the rows whose values changed since the last
    ///   update, plus their length; O(1) after suggestions that kept the edit
    ///   plan of ``suggestValue(_:for:)`` (the values it moves are derived when read).
    public func updateVariables() {
        tableau.computeValues()
    }

    /// The value the solver assigns to a variable.
    ///
    /// A variable the solver does not know has the value 0.
    ///
    /// - Parameter variable: A variable.
    /// - Returns: The variable's value in the current solution.
    /// - Complexity: O(1) when values are up to date; otherwise that of
    ///   ``updateVariables()``.
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: Int(symbol))
    }

    // MARK: Internals shared with the edit-variable extension

    func record(for constraint: Constraint) -> _ConstraintRecord? {
        records[ObjectIdentifier(constraint)]
    }

    func editIndex(for variable: Variable) -> Int? {
        let identifier = ObjectIdentifier(variable)
        if let recentEdit, recentEdit.variable == identifier { return recentEdit.index }
        return editIndices[identifier]
    }

    func editRecord(at index: Int) -> _EditRecord {
        edits[index]
    }

    /// Stores a new suggestion for an edit variable; returns the edit's error symbols and
    /// the change, or nil if the variable is not an edit variable.
    func exchangeSuggestedValue(_ value: Double, for variable: Variable) -> (plus: Int, minus: Int, delta: Double)? {
        let identifier = ObjectIdentifier(variable)
        if recentEdit?.variable != identifier {
            guard let index = editIndices[identifier] else { return nil }
            forgetRecentEdit()
            let record = edits[index]
            recentEdit = _RecentEdit(
                variable: identifier, index: index, plus: record.plus, minus: record.minus,
                suggestedValue: record.suggestedValue)
        }
        let delta = value - recentEdit!.suggestedValue
        recentEdit!.suggestedValue = value
        return (Int(recentEdit!.plus), Int(recentEdit!.minus), delta)
    }

    /// Writes the suggestion of the recent edit back into its record and clears the cache.
    private func forgetRecentEdit() {
        guard let recentEdit else { return }
        edits[recentEdit.index].suggestedValue = recentEdit.suggestedValue
        self.recentEdit = nil
    }

    func insertEditRecord(_ record: _EditRecord, for variable: Variable) {
        editIndices[ObjectIdentifier(variable)] = edits.count
        edits.append(record)
    }

    func removeEditRecord(for variable: Variable) {
        forgetRecentEdit()
        guard let index = editIndices.removeValue(forKey: ObjectIdentifier(variable)) else { return }
        let last = edits.count - 1
        if index != last {
            // Move the last record into the gap and repoint its variable.
            edits[index] = edits[last]
            editIndices[ObjectIdentifier(edits[index].variable)] = index
        }
        edits.removeLast()
    }

    private func symbol(for variable: Variable, in tableau: inout _Tableau) -> Int {
        let identifier = ObjectIdentifier(variable)
        if let symbol = variableSymbols[identifier] { return Int(symbol) }
        let symbol = tableau.makeSymbol(.external)
        variableSymbols[identifier] = Int32(symbol)
        variables.append(variable)
        return symbol
    }

    // MARK: Adding a row

    /// Inserts the accumulated row `R = 0` of a new constraint into the tableau.
    private func insertAccumulatedRow(marker: Int, other: Int, constraint: Constraint) throws(SolverError) {
        switch tableau.insertAccumulatedRow(marker: marker, other: other) {
        case .inserted:
            return
        case .unsatisfiable(let symbols):
            throw .unsatisfiableConstraint(constraint, conflictingConstraints: conflicts(among: symbols, excluding: constraint))
        case .needsArtificialVariable:
            try addWithArtificialVariable(tableau.takeAccumulated(), constraint: constraint)
        }
    }

    /// Adds a required row with no usable subject by minimising an artificial
    /// variable equal to it (phase one of the simplex method).
    private func addWithArtificialVariable(
        _ row: (symbols: [Int32], coefficients: [Double], constant: Double), constraint: Constraint
    ) throws(SolverError) {
        let (artificial, objective) = tableau.artificialSymbols()
        tableau.insertRow(artificial, symbols: row.symbols, coefficients: row.coefficients, constant: row.constant)
        tableau.insertRow(objective, symbols: row.symbols, coefficients: row.coefficients, constant: row.constant)
        tableau.artificialObjective = objective
        defer { tableau.artificialObjective = -1 }
        try tableau.optimize()
        let satisfied = abs(tableau.rowConstants[objective]) < 1.0e-8
        let explanation = tableau.rowTerms[objective].map(\.symbol)
        tableau.artificialObjective = -1
        tableau.removeRow(objective)

        if tableau.workspace[artificial].isBasic {
            if !satisfied || tableau.rowTerms.count(of: artificial) == 0 {
                tableau.removeRow(artificial)
            } else {
                // The artificial variable is basic at zero: swap it for another
                // symbol of its row, preferring slack and error symbols.
                let symbols = tableau.rowTerms[artificial].map { Int($0.symbol) }
                let entering = symbols.filter { tableau.workspace[$0].kind == .slack || tableau.workspace[$0].kind == .error }.min()
                    ?? symbols.min()!
                tableau.pivot(entering: entering, leaving: artificial)
            }
        }
        // The artificial variable is zero from now on: drop it everywhere.
        while let entry = tableau.columns.last(of: artificial) {
            tableau.removeTerm(row: Int(entry.row), slot: Int(entry.termSlot))
        }
        tableau.clearCosts(of: artificial)
        if !satisfied {
            // Phase one may have moved away from the optimum of the objective.
            try tableau.optimize()
            throw .unsatisfiableConstraint(constraint, conflictingConstraints: conflicts(among: explanation, excluding: constraint))
        }
    }

    /// The required constraints whose marker or second symbol is among
    /// `symbols`, in the order they were added.
    ///
    /// - Complexity: O(*c* log *c*) over the solver's *c* constraints; this only
    ///   runs when a constraint is rejected.
    private func conflicts(among symbols: [Int32], excluding constraint: Constraint) -> [Constraint] {
        let involved = Set(symbols)
        var found: [(Int, Constraint)] = []
        // The result is sorted, whatever the order of the records.
        for record in records.values
        where record.constraint !== constraint && record.constraint.strength.isRequired
            && (involved.contains(record.marker) || involved.contains(record.other))
        {
            found.append((record.sequence, record.constraint))
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
