// Inserting a new constraint's row: choosing the symbol it is solved for.

/// What became of the accumulated row of a new constraint.
enum _RowInsertion {
    /// The row was solved for a subject and inserted.
    case inserted
    /// A required row that cannot hold; the row's symbols explain the conflict.
    case unsatisfiable([Int32])
    /// No symbol can be the subject: the row, still in the accumulator, needs phase one.
    case needsArtificialVariable
}

extension _Tableau {
    /// Inserts the accumulated row `R = 0` of a new constraint whose own symbols are
    /// `marker` and `other` (or -1).
    ///
    /// The row is built in the accumulator and written straight into the subject's row,
    /// without intermediate arrays. One mutating call keeps the solver's work on the
    /// tableau to one exclusive access.
    mutating func insertAccumulatedRow(marker: Int, other: Int) -> _RowInsertion {
        compactAccumulated()
        // A variable the tableau has never seen can absorb the constraint on its
        // own: its row may keep references to other variables' rows unexpanded.
        // (Found first, then inserted: inserting inside the loop would empty the accumulator
        // while the loop still reads it.)
        if let symbol = accumulatedSymbols.first(where: { workspace[Int($0)].kind == .external && isUnused(Int($0)) }) {
            insertAccumulated(solvingFor: Int(symbol))
            return .inserted
        }

        expandAccumulated()
        compactAccumulated()
        if accumulatedConstant < 0 { negateAccumulated() }
        var subject = subjectForAccumulated(marker: marker, other: other)
        if subject < 0 && accumulatedHasOnlyDummies {
            guard accumulatedConstant == 0, workspace[marker].accumulated != 0 else {
                return .unsatisfiable(takeAccumulated().symbols)
            }
            subject = marker
        }
        guard subject >= 0 else { return .needsArtificialVariable }
        insertAccumulated(solvingFor: subject)
        substituteOut(subject)
        return .inserted
    }

    /// Picks the symbol to solve the accumulated, fully expanded row for, or -1.
    ///
    /// An external variable qualifies if no restricted row mentions it (so that
    /// making it basic cannot make another row infeasible); the constraint's own
    /// new slack or error symbols qualify when their coefficient is negative, or
    /// with any sign when the row's constant is zero. Among qualifying slack and
    /// error symbols, the one that leaves the fewest improving directions in the
    /// objective wins: in a degenerate vertex (many views at their preferred
    /// width) a careless choice makes the next optimisation pivot on the shared
    /// container width, rewriting every view's rows.
    private func subjectForAccumulated(marker: Int, other: Int) -> Int {
        for symbol in accumulatedSymbols where workspace[Int(symbol)].kind == .external {
            if !isMentionedByRestrictedRow(Int(symbol)) { return Int(symbol) }
        }
        let constantIsZero = accumulatedConstant == 0
        var best = -1
        var bestScore = (Int.max, Int.max)
        if let score = subjectScore(marker, constantIsZero: constantIsZero), score < bestScore {
            best = marker
            bestScore = score
        }
        if let score = subjectScore(other, constantIsZero: constantIsZero), score < bestScore {
            best = other
            bestScore = score
        }
        // With a zero constant every slack or error symbol of the row keeps the
        // tableau feasible as the subject (its value stays 0). Considering the
        // symbols of other constraints too lets a new constraint take over as
        // the parameter of a shared variable in one substitution, instead of
        // one degenerate pivot per dependent view (adding an edit variable to a
        // container width that a thousand views follow).
        if constantIsZero && accumulatedSymbols.count <= 16 {
            for entry in accumulatedSymbols where Int(entry) != marker && Int(entry) != other {
                let symbol = Int(entry)
                if let score = subjectScore(symbol, constantIsZero: true), score < bestScore {
                    best = symbol
                    bestScore = score
                }
            }
        }
        return best
    }

    /// How well `candidate` serves as the subject of the accumulated row (lower
    /// is better), or nil if it cannot be the subject.
    private func subjectScore(_ candidate: Int, constantIsZero: Bool) -> (Int, Int)? {
        guard candidate >= 0 else { return nil }
        let kind = workspace[candidate].kind
        let coefficient = workspace[candidate].accumulated
        guard kind == .slack || kind == .error, coefficient < 0 || (constantIsZero && coefficient != 0) else {
            return nil
        }
        return (improvingDirectionsSolvingAccumulated(for: candidate), columns.count(of: candidate))
    }

    /// Whether a restricted row mentions `symbol`.
    private func isMentionedByRestrictedRow(_ symbol: Int) -> Bool {
        for entry in columns[symbol] where isRestricted(Int(entry.row)) { return true }
        return false
    }

    /// Whether every symbol left in the accumulator is a dummy.
    private var accumulatedHasOnlyDummies: Bool {
        for symbol in accumulatedSymbols where workspace[Int(symbol)].kind != .dummy { return false }
        return true
    }
}
