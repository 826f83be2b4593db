// Building rows for new constraints, removing markers, edits and values.

extension _Tableau {
    // MARK: Accumulator

    /// Adds `coefficient × symbol` to the row being built.
    mutating func accumulate(_ symbol: Int, _ coefficient: Double) {
        if !workspace[symbol].isAccumulated {
            workspace[symbol].isAccumulated = true
            accumulatedSymbols.append(Int32(symbol))
        }
        workspace[symbol].accumulated += coefficient
    }

    /// Empties the accumulator and returns its non-zero terms, in the order the
    /// symbols were first added.
    mutating func takeAccumulated() -> (symbols: [Int32], coefficients: [Double], constant: Double) {
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(accumulatedSymbols.count)
        coefficients.reserveCapacity(accumulatedSymbols.count)
        for position in accumulatedSymbols.indices {
            let symbol = accumulatedSymbols[position]
            let index = Int(symbol)
            let coefficient = workspace[index].accumulated
            if abs(coefficient) >= Self.epsilon {
                symbols.append(symbol)
                coefficients.append(coefficient)
            }
            workspace[index].accumulated = 0
            workspace[index].isAccumulated = false
        }
        accumulatedSymbols.removeAll()
        let constant = accumulatedConstant
        accumulatedConstant = 0
        return (symbols, coefficients, abs(constant) < Self.epsilon ? 0 : constant)
    }

    /// Drops cancelled terms from the accumulator and rounds a tiny constant to 0.
    mutating func compactAccumulated() {
        var kept = 0
        for index in accumulatedSymbols.indices {
            let symbol = Int(accumulatedSymbols[index])
            if abs(workspace[symbol].accumulated) >= Self.epsilon {
                accumulatedSymbols[kept] = accumulatedSymbols[index]
                kept += 1
            } else {
                workspace[symbol].accumulated = 0
                workspace[symbol].isAccumulated = false
            }
        }
        accumulatedSymbols.removeLast(accumulatedSymbols.count - kept)
        if abs(accumulatedConstant) < Self.epsilon { accumulatedConstant = 0 }
    }

    /// Multiplies the accumulated row by -1.
    mutating func negateAccumulated() {
        for position in accumulatedSymbols.indices {
            let symbol = Int(accumulatedSymbols[position])
            workspace[symbol].accumulated = -workspace[symbol].accumulated
        }
        accumulatedConstant = -accumulatedConstant
    }

    /// Solves the accumulated row `R = 0` for `subject`, makes that the row of
    /// `subject`, and empties the accumulator.
    mutating func insertAccumulated(solvingFor subject: Int) {
        precondition(!workspace[subject].isBasic && rowTerms.count(of: subject) == 0)
        let pivot = workspace[subject].accumulated
        workspace[subject].isBasic = true
        let constant = -accumulatedConstant / pivot
        rowConstants[subject] = constant == 0 ? 0 : constant
        rowTerms.reserve(accumulatedSymbols.count - 1, for: subject)
        // By position: `appendTerm` changes the tableau, and a buffer copied into the loop
        // (`for symbol in accumulatedSymbols`) must not outlive a change (see `_Buffer`).
        for position in accumulatedSymbols.indices {
            let index = Int(accumulatedSymbols[position])
            if index != subject { appendTerm(row: subject, symbol: index, coefficient: -workspace[index].accumulated / pivot) }
            workspace[index].accumulated = 0
            workspace[index].isAccumulated = false
        }
        accumulatedSymbols.removeAll()
        accumulatedConstant = 0
        if workspace[subject].kind == .external {
            workspace[subject].externalOrderSlot = Int32(externalOrder.count)
            externalOrder.append(Int32(subject))
        }
        if isRestricted(subject) && constant < -Self.epsilon { infeasibleRows.append(Int32(subject)) }
        markValueDirty(subject)
    }

    /// Replaces every basic symbol in the accumulator by its row, transitively,
    /// so that only non-basic symbols remain.
    ///
    /// Definition rows reference only external symbols that became basic before
    /// them, so expanding the latest first handles each symbol once.
    ///
    /// - Complexity: O(*t* log *t*), where *t* is the number of terms of all rows
    ///   reached.
    mutating func expandAccumulated() {
        for symbol in accumulatedSymbols where workspace[Int(symbol)].isBasic {
            expansionHeap.push(key: Int(workspace[Int(symbol)].externalOrderSlot), symbol: Int(symbol))
        }
        // A symbol may be queued twice (its coefficient cancelled and came back);
        // the second visit finds a zero coefficient and does nothing.
        while let symbol = expansionHeap.pop() {
            let factor = workspace[symbol].accumulated
            workspace[symbol].accumulated = 0
            if factor == 0 { continue }
            accumulatedConstant += factor * rowConstants[symbol]
            for term in rowTerms[symbol] {
                let target = Int(term.symbol)
                let wasPresent = workspace[target].accumulated != 0
                accumulate(target, factor * term.coefficient)
                if !wasPresent && workspace[target].isBasic {
                    expansionHeap.push(key: Int(workspace[target].externalOrderSlot), symbol: target)
                }
            }
        }
    }

    /// Rewrites the row of an external basic symbol so that it mentions only
    /// non-basic symbols.
    mutating func expandRowInPlace(_ basic: Int) {
        guard rowTerms[basic].contains(where: { workspace[Int($0.symbol)].isBasic }) else { return }
        let externalSlot = workspace[basic].externalOrderSlot
        let (symbols, coefficients, constant) = removeRow(basic)
        for index in symbols.indices { accumulate(Int(symbols[index]), coefficients[index]) }
        accumulatedConstant = constant
        expandAccumulated()
        let expanded = takeAccumulated()
        insertRow(basic, symbols: expanded.symbols, coefficients: expanded.coefficients, constant: expanded.constant)
        // Keep the original position: other rows may reference this one.
        if externalSlot >= 0 {
            externalOrder[Int(workspace[basic].externalOrderSlot)] = -1
            staleExternalOrderCount += 1
            externalOrder[Int(externalSlot)] = Int32(basic)
            workspace[basic].externalOrderSlot = externalSlot
            staleExternalOrderCount -= 1
        }
    }

    // MARK: Removing a constraint's marker

    /// Takes the marker symbol of a removed constraint out of the tableau,
    /// together with the row that expressed the constraint.
    mutating func removeMarker(_ marker: Int) {
        if workspace[marker].isBasic {
            removeRow(marker)
            return
        }
        while true {
            let leaving = leavingRowForRemovedMarker(marker)
            guard leaving >= 0 else { return }
            if workspace[leaving].kind == .external && rowTerms[leaving].contains(where: { workspace[Int($0.symbol)].isBasic }) {
                // A definition row must mention only non-basic symbols before it can pivot.
                // Expanding it may cancel the marker out of it: choose again.
                expandRowInPlace(leaving)
                continue
            }
            pivot(entering: marker, leaving: leaving)
            removeRow(marker)
            return
        }
    }

    /// The row to pivot a removed constraint's non-basic marker into: the restricted row
    /// that limits it most, else the first external row that mentions it, or -1.
    private func leavingRowForRemovedMarker(_ marker: Int) -> Int {
        var firstRow = -1, firstRatio = Double.infinity
        var secondRow = -1, secondRatio = Double.infinity
        var thirdRow = -1
        for entry in columns[marker] {
            let row = Int(entry.row)
            let coefficient = entry.coefficient
            if !isRestricted(row) {
                if workspace[row].kind == .external && (thirdRow < 0 || row < thirdRow) { thirdRow = row }
            } else if coefficient < 0 {
                let ratio = -rowConstants[row] / coefficient
                if ratio < firstRatio || (ratio == firstRatio && row < firstRow) { firstRow = row; firstRatio = ratio }
            } else {
                let ratio = rowConstants[row] / coefficient
                if ratio < secondRatio || (ratio == secondRatio && row < secondRow) { secondRow = row; secondRatio = ratio }
            }
        }
        return firstRow >= 0 ? firstRow : (secondRow >= 0 ? secondRow : thirdRow)
    }

    // MARK: Edits

    /// Shifts the constant of an edit constraint whose error symbols are `plus`
    /// (marker) and `minus` (or -1) by `delta`.
    ///
    /// - Complexity: O(*r*), where *r* is the number of rows that mention `plus`.
    mutating func applyEditDelta(_ delta: Double, plus: Int, minus: Int) {
        if workspace[plus].isBasic {
            rowConstants[plus] -= delta
            if rowConstants[plus] < -Self.epsilon { infeasibleRows.append(Int32(plus)) }
            return
        }
        if minus >= 0 && workspace[minus].isBasic {
            rowConstants[minus] += delta
            if rowConstants[minus] < -Self.epsilon { infeasibleRows.append(Int32(minus)) }
            return
        }
        for entry in columns[plus] {
            let row = Int(entry.row)
            rowConstants[row] += entry.coefficient * delta
            if workspace[row].kind == .external {
                markValueDirty(row)
            } else if rowConstants[row] < -Self.epsilon && isRestricted(row) {
                infeasibleRows.append(entry.row)
            }
        }
    }

    // MARK: Values

    /// Brings the values of external symbols up to date.
    ///
    /// Only rows marked dirty since the last call are evaluated, in the order
    /// the rows became basic (references point to earlier rows); a value that
    /// changed marks the rows that reference it, found through the column index.
    ///
    /// - Complexity: O(*d* log *d*), where *d* is the number of rows whose value
    ///   changed or whose row changed, plus the length of those rows.
    mutating func computeValues() {
        // While a plan exists nothing else changed rows, so no value is dirty, and the values
        // the plan moves are derived when read.
        if editPlan != nil || dirtyValues.isEmpty { return }
        if staleExternalOrderCount > 64 && staleExternalOrderCount * 2 > externalOrder.count {
            compactExternalOrder()
        }
        if dirtyValues.count * 16 < externalOrder.count {
            for symbol in dirtyValues { valueHeap.push(key: Int(workspace[Int(symbol)].externalOrderSlot), symbol: Int(symbol)) }
            dirtyValues.removeAll()
            while let symbol = valueHeap.pop() {
                updateValue(of: symbol, queueingDependents: true)
            }
        } else {
            // Many rows changed: one sweep in order, which also reaches every
            // dependent because dependents come later in the order.
            for symbol in dirtyValues where workspace[Int(symbol)].externalOrderSlot < 0 {
                updateValue(of: Int(symbol), queueingDependents: false)
            }
            dirtyValues.removeAll()
            for slot in externalOrder.indices {
                let symbol = Int(externalOrder[slot])
                guard symbol >= 0, workspace[symbol].isDirtyValue, workspace[symbol].externalOrderSlot == Int32(slot) else { continue }
                updateValue(of: symbol, queueingDependents: false)
            }
        }
    }

    /// Recomputes the value of one external symbol; when it changed, marks the
    /// rows that reference it (and queues them on `valueHeap` if asked to).
    private mutating func updateValue(of symbol: Int, queueingDependents: Bool) {
        workspace[symbol].isDirtyValue = false
        var value = 0.0
        if workspace[symbol].isBasic {
            value = rowConstants[symbol]
            for term in rowTerms[symbol] {
                let reference = Int(term.symbol)
                if workspace[reference].isBasic { value += term.coefficient * values[reference] }
            }
        }
        if value == values[symbol] { return }
        values[symbol] = value
        for entry in columns[symbol] {
            let dependent = Int(entry.row)
            if workspace[dependent].kind == .external && !workspace[dependent].isDirtyValue {
                workspace[dependent].isDirtyValue = true
                if queueingDependents { valueHeap.push(key: Int(workspace[dependent].externalOrderSlot), symbol: dependent) }
            }
        }
    }

    private mutating func compactExternalOrder() {
        // In place: an entry only moves to a lower slot.
        var kept = 0
        for slot in externalOrder.indices {
            let symbol = Int(externalOrder[slot])
            guard symbol >= 0, workspace[symbol].externalOrderSlot == Int32(slot) else { continue }
            workspace[symbol].externalOrderSlot = Int32(kept)
            externalOrder[kept] = Int32(symbol)
            kept += 1
        }
        externalOrder.removeLast(externalOrder.count - kept)
        staleExternalOrderCount = 0
    }

    /// The current value of a symbol (0 when non-basic).
    mutating func value(of symbol: Int) -> Double {
        guard workspace[symbol].isBasic else { return 0 }
        if !dirtyValues.isEmpty { computeValues() }
        return computedValue(of: symbol)
    }

    /// The value of a basic external symbol as last computed; derived from the edit plan's
    /// pending change while the plan moves it.
    @inline(__always) func computedValue(of symbol: Int) -> Double {
        let slot = Int(workspace[symbol].planSlot)
        guard slot >= 0 else { return values[symbol] }
        let plan = editPlan.unsafelyUnwrapped
        return plan.values[slot].value(after: plan.pendingDelta)
    }
}
