// Suggestions to an edit variable, with the fast path of `_EditPlan`.

extension _Tableau {
    /// Moves the suggestion of the edit whose error symbols are `plus` and
    /// `minus` by `delta`, and restores feasibility.
    ///
    /// The second suggestion in a row to the same edit makes a plan; from then on,
    /// suggestions that keep every row feasible only record the change. A suggestion that
    /// leaves the plan's range (a live resize crossing a width where views change shape)
    /// pivots and makes the next plan at once: in a resize sweep each such crossing costs one
    /// slow frame.
    ///
    /// - Complexity: O(1) with a plan, whatever the number of values the edit moves
    ///   (they are derived when read); otherwise that of `applyEditDelta` and the dual simplex.
    mutating func suggestEdit(delta: Double, plus: Int, minus: Int) throws(SolverError) {
        var delta = delta
        var isLeavingPlan = false
        if let plan = editPlan {
            let total = plan.pendingDelta + delta
            if Int(plan.plus) == plus {
                if plan.isFeasible(total) {
                    editPlan!.pendingDelta = total
                    return
                }
                // The plan's change and this one go into the rows together, below.
                isLeavingPlan = true
                dropEditPlan()
                delta = total
            } else {
                settleEditPlan()
            }
        }
        let isRepeat = isLeavingPlan || editPlanCandidate == plus
        applyEditDelta(delta, plus: plus, minus: minus)
        try dualOptimize()
        if isRepeat { makeEditPlan(plus: plus, minus: minus) }
        editPlanCandidate = plus
    }

    /// Writes the change recorded by the plan into the rows and drops the plan.
    ///
    /// Every operation other than suggesting the planned edit and reading values
    /// calls this first.
    mutating func settleEditPlan() {
        editPlanCandidate = -1
        guard let plan = editPlan else { return }
        dropEditPlan()
        if plan.pendingDelta != 0 { applyEditDelta(plan.pendingDelta, plus: Int(plan.plus), minus: Int(plan.minus)) }
    }

    /// Drops the plan, leaving the values it moved as they were at its pending change; the
    /// caller writes the change into the rows.
    private mutating func dropEditPlan() {
        guard let plan = editPlan else { return }
        editPlan = nil
        for entry in plan.values {
            let symbol = Int(entry.symbol)
            workspace[symbol].planSlot = -1
            values[symbol] = entry.value(after: plan.pendingDelta)
        }
        spareEditPlanValues = plan.values
        spareEditPlanValues.removeAll()
    }

    /// Records how the rows and external values move with the edit's suggestion.
    ///
    /// - Complexity: O(*a* log *a*) for the *a* external rows that depend on the
    ///   edit, plus the length of their rows.
    private mutating func makeEditPlan(plus: Int, minus: Int) {
        computeValues()
        var plan = _EditPlan(plus: plus, minus: minus, values: spareEditPlanValues)
        spareEditPlanValues = _Buffer()
        if workspace[plus].isBasic {
            plan.narrowChanges(base: rowConstants[plus], coefficient: -1, epsilon: Self.epsilon)
        } else if minus >= 0 && workspace[minus].isBasic {
            plan.narrowChanges(base: rowConstants[minus], coefficient: 1, epsilon: Self.epsilon)
        } else {
            for entry in columns[plus] where isRestricted(Int(entry.row)) {
                plan.narrowChanges(base: rowConstants[Int(entry.row)], coefficient: entry.coefficient, epsilon: Self.epsilon)
            }
            appendValueSensitivities(of: plus, to: &plan.values)
        }
        for index in plan.values.indices { workspace[Int(plan.values[index].symbol)].planSlot = Int32(index) }
        editPlan = plan
    }

    /// Appends, for every external value that moves with the constant of the rows
    /// mentioning the non-basic `plus`, how much it moves per unit, in the order of
    /// the definition rows (a value depends only on earlier ones).
    private mutating func appendValueSensitivities(of plus: Int, to entries: inout _Buffer<_EditPlan.Entry>) {
        visitGeneration &+= 1
        if visitGeneration == 0 {
            for index in workspace.indices { workspace[index].visitMark = 0 }
            visitGeneration = 1
        }
        // Reach every external row that mentions `plus` or, transitively, a reached row.
        var affected = affectedRows
        affected.removeAll()
        defer { affectedRows = affected }
        for entry in columns[plus] where workspace[Int(entry.row)].kind == .external && workspace[Int(entry.row)].visitMark != visitGeneration {
            workspace[Int(entry.row)].visitMark = visitGeneration
            workspace[Int(entry.row)].sourceCoefficient = 0
            affected.append(entry.row)
        }
        var next = 0
        while next < affected.count {
            let symbol = Int(affected[next])
            next += 1
            for entry in columns[symbol] where workspace[Int(entry.row)].kind == .external && workspace[Int(entry.row)].visitMark != visitGeneration {
                workspace[Int(entry.row)].visitMark = visitGeneration
                workspace[Int(entry.row)].sourceCoefficient = 0
                affected.append(entry.row)
            }
        }
        for entry in columns[plus] where workspace[Int(entry.row)].kind == .external {
            workspace[Int(entry.row)].sourceCoefficient += entry.coefficient
        }
        affected.sort { workspace[Int($0)].externalOrderSlot < workspace[Int($1)].externalOrderSlot }
        for symbol in affected {
            let row = Int(symbol)
            var sensitivity = workspace[row].sourceCoefficient
            for term in rowTerms[row] where workspace[Int(term.symbol)].visitMark == visitGeneration && workspace[Int(term.symbol)].isBasic {
                sensitivity += term.coefficient * workspace[Int(term.symbol)].sourceCoefficient
            }
            workspace[row].sourceCoefficient = sensitivity
            if sensitivity != 0 {
                entries.append(_EditPlan.Entry(symbol: symbol, coefficient: sensitivity, base: values[row]))
            }
        }
    }
}
