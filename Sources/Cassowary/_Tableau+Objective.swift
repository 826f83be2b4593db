// The lexicographic objective: one cost per priority level and symbol.

extension _Tableau {
    /// The level of a non-required priority, adding the level when it is new.
    ///
    /// - Complexity: O(*L*) for a known level; O(*S* × *L*) to add one, where *S*
    ///   is the number of symbols and *L* the number of levels.
    mutating func level(for priority: Float) -> Int {
        var insertion = levelPriorities.count
        for (index, existing) in levelPriorities.enumerated() {
            if existing == priority { return index }
            if existing < priority {
                insertion = index
                break
            }
        }
        let oldCount = levelCount
        let newCount = oldCount + 1
        // Spread the costs to the new stride in place, last symbol first: every cost moves to
        // an index at least as high, past those still to be read.
        costs.reserveCapacity(max(workspace.capacity, symbolCount) * newCount)
        costs.append(repeating: 0, count: symbolCount)
        var symbol = symbolCount - 1
        while symbol >= 0 {
            var level = oldCount - 1
            while level >= 0 {
                costs[symbol * newCount + (level < insertion ? level : level + 1)] = costs[symbol * oldCount + level]
                level -= 1
            }
            costs[symbol * newCount + insertion] = 0
            symbol -= 1
        }
        levelPriorities.insert(priority, at: insertion)
        return insertion
    }

    /// The index of an existing level.
    func existingLevel(for priority: Float) -> Int? {
        levelPriorities.firstIndex(of: priority)
    }

    @inline(__always) mutating func markCandidate(_ symbol: Int) {
        if !workspace[symbol].isCandidate {
            workspace[symbol].isCandidate = true
            candidates.append(Int32(symbol))
        }
    }

    /// Adds `amount` times `symbol` (resolved through its row when basic) to the
    /// objective at `level`.
    mutating func addCost(_ amount: Double, of symbol: Int, level: Int) {
        let stride = levelCount
        if workspace[symbol].isBasic {
            for term in rowTerms[symbol] {
                let target = Int(term.symbol)
                let index = target * stride + level
                costs[index] = cleaned(costs[index] + amount * term.coefficient)
                markCandidate(target)
            }
        } else {
            let index = symbol * stride + level
            costs[index] = cleaned(costs[index] + amount)
            markCandidate(symbol)
        }
    }

    /// Sets every cost of a symbol to zero.
    mutating func clearCosts(of symbol: Int) {
        let base = symbol * levelCount
        for level in 0..<levelCount { costs[base + level] = 0 }
    }

    @inline(__always) func cleaned(_ value: Double) -> Double {
        abs(value) < Self.epsilon ? 0 : value
    }

    /// Replaces the newly basic `entering` by its row in the objective.
    mutating func substituteIntoObjective(_ entering: Int) {
        let stride = levelCount
        let base = entering * stride
        for level in 0..<stride {
            let factor = costs[base + level]
            if factor == 0 { continue }
            costs[base + level] = 0
            for term in rowTerms[entering] {
                let target = Int(term.symbol)
                let index = target * stride + level
                costs[index] = cleaned(costs[index] + factor * term.coefficient)
                markCandidate(target)
            }
        }
    }

    /// How many symbols of the accumulated row would have an improving
    /// (lexicographically negative) cost if the row were solved for `subject`
    /// and substituted into the objective.
    ///
    /// - Complexity: O(*n* × *L*) for a row of *n* terms and *L* levels.
    func improvingDirectionsSolvingAccumulated(for subject: Int) -> Int {
        let stride = levelCount
        let subjectBase = subject * stride
        let pivot = workspace[subject].accumulated
        var count = 0
        for entry in accumulatedSymbols where Int(entry) != subject {
            let symbol = Int(entry)
            if workspace[symbol].kind == .dummy { continue }
            let factor = -workspace[symbol].accumulated / pivot
            let base = symbol * stride
            for level in 0..<stride {
                let cost = costs[base + level] + factor * costs[subjectBase + level]
                if cost > Self.epsilon {
                    if workspace[symbol].kind == .external { count += 1 }
                    break
                }
                if cost < -Self.epsilon {
                    count += 1
                    break
                }
            }
        }
        return count
    }

    /// Whether `symbol` is a better entering choice than `incumbent`.
    @inline(__always) func isPreferredEntering(_ symbol: Int, over incumbent: Int, blandsRule: Bool) -> Bool {
        if !blandsRule {
            let length = columns.count(of: symbol), incumbentLength = columns.count(of: incumbent)
            if length != incumbentLength { return length < incumbentLength }
        }
        return symbol < incumbent
    }

    /// The sign of the lexicographic cost of a symbol: -1, 0 or 1.
    @inline(__always) func costSign(_ symbol: Int) -> Int {
        let stride = levelCount
        let base = symbol * stride
        for level in 0..<stride {
            let cost = costs[base + level]
            if cost > Self.epsilon { return 1 }
            if cost < -Self.epsilon { return -1 }
        }
        return 0
    }

    /// The non-basic symbol whose entry lowers the objective, with the direction
    /// it moves in.
    ///
    /// The symbol mentioned by the fewest rows wins, then the lowest id, so the
    /// choice does not depend on the order of the queue. Preferring short columns
    /// keeps pivots local: in a UI tableau a container's width is mentioned by
    /// every view's rows, and pivoting on it would rewrite all of them. With
    /// `blandsRule` the lowest id wins outright, which rules out cycling.
    mutating func enteringSymbolForObjective(blandsRule: Bool) -> (symbol: Int, increases: Bool)? {
        var best = -1
        var bestIncreases = true
        var index = 0
        while index < candidates.count {
            let symbol = Int(candidates[index])
            let sign = workspace[symbol].isBasic || workspace[symbol].kind == .dummy ? 0 : costSign(symbol)
            let usable = sign < 0 || (sign > 0 && workspace[symbol].kind == .external)
            if !usable {
                workspace[symbol].isCandidate = false
                candidates[index] = candidates[candidates.count - 1]
                candidates.removeLast()
                continue
            }
            if best < 0 || isPreferredEntering(symbol, over: best, blandsRule: blandsRule) {
                best = symbol
                bestIncreases = sign < 0
            }
            index += 1
        }
        return best < 0 ? nil : (best, bestIncreases)
    }
}
