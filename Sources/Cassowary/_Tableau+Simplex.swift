// Primal and dual simplex iterations over the tableau.

extension _Tableau {
    /// Pivots until no non-basic symbol lowers the objective: the lexicographic
    /// objective, or the artificial objective while one exists.
    ///
    /// Entering symbols are chosen to keep pivots local (see
    /// `enteringSymbolForObjective(blandsRule:)`); after a long run of degenerate
    /// pivots the choice falls back to Bland's rule, which cannot cycle.
    mutating func optimize() throws(SolverError) {
        var degenerateStreak = 0
        let streakLimit = 1_000 + symbolCount
        while true {
            let blandsRule = degenerateStreak > streakLimit
            let choice =
                artificialObjective >= 0
                ? enteringSymbolForArtificialObjective(blandsRule: blandsRule)
                : enteringSymbolForObjective(blandsRule: blandsRule)
            guard let (entering, increases) = choice else { return }
            let leaving = leavingRow(for: entering, increases: increases)
            guard leaving >= 0 else {
                throw .internalInconsistency("the objective is unbounded")
            }
            if abs(rowConstants[leaving]) < Self.epsilon { degenerateStreak += 1 } else { degenerateStreak = 0 }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func enteringSymbolForArtificialObjective(blandsRule: Bool) -> (symbol: Int, increases: Bool)? {
        var best = -1
        var bestIncreases = true
        for term in rowTerms[artificialObjective] {
            let symbol = Int(term.symbol)
            let kind = workspace[symbol].kind
            if kind == .dummy { continue }
            let increases: Bool
            if term.coefficient < -Self.epsilon {
                increases = true
            } else if term.coefficient > Self.epsilon && kind == .external {
                increases = false
            } else {
                continue
            }
            if best < 0 || isPreferredEntering(symbol, over: best, blandsRule: blandsRule) {
                best = symbol
                bestIncreases = increases
            }
        }
        return best < 0 ? nil : (best, bestIncreases)
    }

    /// The restricted row that first reaches zero as `entering` moves (ratio test).
    private func leavingRow(for entering: Int, increases: Bool) -> Int {
        var best = -1
        var bestRatio = Double.infinity
        for entry in columns[entering] {
            let row = Int(entry.row)
            guard isRestricted(row) else { continue }
            let coefficient = entry.coefficient
            let ratio: Double
            if increases {
                guard coefficient < 0 else { continue }
                ratio = rowConstants[row] / -coefficient
            } else {
                guard coefficient > 0 else { continue }
                ratio = rowConstants[row] / coefficient
            }
            if ratio < bestRatio || (ratio == bestRatio && row < best) {
                best = row
                bestRatio = ratio
            }
        }
        return best
    }

    /// Restores feasibility after row constants changed, keeping optimality
    /// (dual simplex). Only the rows queued as infeasible are visited.
    mutating func dualOptimize() throws(SolverError) {
        let stride = levelCount
        if ratioScratch.count < stride { ratioScratch.append(repeating: 0, count: stride - ratioScratch.count) }
        while let last = infeasibleRows.popLast() {
            let leaving = Int(last)
            guard workspace[leaving].isBasic, isRestricted(leaving), rowConstants[leaving] < -Self.epsilon else { continue }
            var entering = -1
            for slot in 0..<rowTerms.count(of: leaving) {  // by slot: the pivot below changes the store
                let term = rowTerms[leaving, slot]
                let symbol = Int(term.symbol)
                let kind = workspace[symbol].kind
                if kind == .dummy { continue }
                let coefficient = term.coefficient
                let divisor: Double
                if kind == .external {
                    guard abs(coefficient) > Self.epsilon else { continue }
                    divisor = abs(coefficient)
                } else {
                    guard coefficient > Self.epsilon else { continue }
                    divisor = coefficient
                }
                if entering < 0 || ratioIsLess(symbol, divisor: divisor, than: entering) {
                    let base = symbol * stride
                    for level in 0..<stride { ratioScratch[level] = costs[base + level] / divisor }
                    entering = symbol
                }
            }
            guard entering >= 0 else {
                throw .internalInconsistency("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Whether `cost(symbol) / divisor` is lexicographically below the ratio in
    /// `ratioScratch` (which belongs to `incumbent`); ties go to the shorter
    /// column, then to the lower id.
    private func ratioIsLess(_ symbol: Int, divisor: Double, than incumbent: Int) -> Bool {
        let stride = levelCount
        let base = symbol * stride
        for level in 0..<stride {
            let ratio = costs[base + level] / divisor
            let best = ratioScratch[level]
            if ratio < best - Self.epsilon { return true }
            if ratio > best + Self.epsilon { return false }
        }
        return isPreferredEntering(symbol, over: incumbent, blandsRule: false)
    }
}

extension _Tableau {
    /// Queues every infeasible restricted row for the dual simplex, after
    /// pivots were interrupted.
    ///
    /// - Complexity: O(*S*) over all symbols.
    mutating func queueInfeasibleRows() {
        infeasibleRows.removeAll()
        for row in 0..<symbolCount
        where workspace[row].isBasic && isRestricted(row) && workspace[row].kind != .dummy && rowConstants[row] < -Self.epsilon {
            infeasibleRows.append(Int32(row))
        }
    }
}
