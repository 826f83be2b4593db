// Consistency checks of the tableau, for tests (`@testable import Cassowary`).

extension _Tableau {
    /// Descriptions of every broken invariant; empty when the tableau is sound,
    /// feasible and optimal (as it is between public calls of `Solver`).
    ///
    /// - Complexity: O(size of the tableau).
    func invariantViolations() -> [String] {
        if editPlan != nil {
            // Check the rows as they are once the deferred suggestion is written in.
            var settled = copy()
            defer { settled.deallocate() }
            settled.settleEditPlan()
            return settled.invariantViolations()
        }
        var problems: [String] = []
        for row in 0..<symbolCount {
            if !workspace[row].isBasic {
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
                if workspace[symbol].isBasic {
                    // Only rows of external variables may mention basic symbols,
                    // and only external ones that became basic earlier.
                    if workspace[row].kind != .external || workspace[symbol].kind != .external {
                        problems.append("row \(row) (\(workspace[row].kind)) mentions basic \(symbol) (\(workspace[symbol].kind))")
                    } else if workspace[symbol].externalOrderSlot >= workspace[row].externalOrderSlot {
                        problems.append("row \(row) references the later row \(symbol)")
                    }
                }
            }
            if isRestricted(row) && workspace[row].kind != .dummy && rowConstants[row] < -Self.epsilon {
                problems.append("restricted row \(row) is infeasible (\(rowConstants[row]))")
            }
        }
        for symbol in 0..<symbolCount {
            for (slot, entry) in columns[symbol].enumerated() {
                let row = Int(entry.row)
                guard workspace[row].isBasic, Int(entry.termSlot) < rowTerms.count(of: row),
                    Int(rowTerms[row][Int(entry.termSlot)].symbol) == symbol,
                    Int(rowTerms[row][Int(entry.termSlot)].columnSlot) == slot
                else {
                    problems.append("column \(symbol) slot \(slot) points nowhere")
                    continue
                }
            }
            if !workspace[symbol].isBasic && workspace[symbol].kind != .dummy {
                let sign = costSign(symbol)
                if sign < 0 || (sign > 0 && workspace[symbol].kind == .external) {
                    problems.append("non-basic \(symbol) (\(workspace[symbol].kind)) still improves the objective")
                }
            }
            if workspace[symbol].isBasic {
                for level in 0..<levelCount where costs[symbol * levelCount + level] != 0 {
                    problems.append("objective mentions basic \(symbol)")
                }
            }
            if workspace[symbol].kind == .external && workspace[symbol].isBasic && workspace[symbol].externalOrderSlot < 0 {
                problems.append("external basic \(symbol) has no place in the order")
            }
        }
        return problems
    }
}
