// Consistency checks of the tableau, for tests (`@testable import Cassowary`).

extension _Tableau {
    /// Descriptions of every broken invariant; empty when the tableau is sound,
    /// feasible and optimal (as it is between public calls of `Solver`).
    ///
    /// - Complexity: O(size of the tableau).
    func invariantViolations() -> [String] {
        if editPlan != nil {
            // Check the rows as they are once the deferred suggestion is written in.
            var settled = self
            settled.settleEditPlan()
            return settled.invariantViolations()
        }
        var problems: [String] = []
        for row in 0..<symbolCount {
            if !isBasic[row] {
                if rowTerms.count(of: row) != 0 { problems.append("non-basic \(row) has terms") }
                continue
            }
            for (slot, term) in rowTerms[row].enumerated() {
                let symbol = Int(term.symbol)
                if symbol == row { problems.append("row \(row) mentions itself") }
                let entry = columns[symbol][Int(term.columnSlot)]
                if Int(entry.row) != row || Int(entry.termSlot) != slot || entry.coefficient != term.coefficient {
                    problems.append("row \(row) slot \(slot): column entry out of sync")
                }
                if abs(term.coefficient) < Self.epsilon { problems.append("row \(row) keeps a zero coefficient") }
                if isBasic[symbol] {
                    // Only rows of external variables may mention basic symbols,
                    // and only external ones that became basic earlier.
                    if kinds[row] != .external || kinds[symbol] != .external {
                        problems.append("row \(row) (\(kinds[row])) mentions basic \(symbol) (\(kinds[symbol]))")
                    } else if externalOrderSlot[symbol] >= externalOrderSlot[row] {
                        problems.append("row \(row) references the later row \(symbol)")
                    }
                }
            }
            if isRestricted(row) && kinds[row] != .dummy && rowConstants[row] < -Self.epsilon {
                problems.append("restricted row \(row) is infeasible (\(rowConstants[row]))")
            }
        }
        for symbol in 0..<symbolCount {
            for (slot, entry) in columns[symbol].enumerated() {
                let row = Int(entry.row)
                guard isBasic[row], Int(entry.termSlot) < rowTerms.count(of: row),
                    Int(rowTerms[row][Int(entry.termSlot)].symbol) == symbol,
                    Int(rowTerms[row][Int(entry.termSlot)].columnSlot) == slot
                else {
                    problems.append("column \(symbol) slot \(slot) points nowhere")
                    continue
                }
            }
            if !isBasic[symbol] && kinds[symbol] != .dummy {
                let sign = costSign(symbol)
                if sign < 0 || (sign > 0 && kinds[symbol] == .external) {
                    problems.append("non-basic \(symbol) (\(kinds[symbol])) still improves the objective")
                }
            }
            if isBasic[symbol] {
                for level in 0..<levelCount where costs[symbol * levelCount + level] != 0 {
                    problems.append("objective mentions basic \(symbol)")
                }
            }
            if kinds[symbol] == .external && isBasic[symbol] && externalOrderSlot[symbol] < 0 {
                problems.append("external basic \(symbol) has no place in the order")
            }
        }
        return problems
    }
}
