// The simplex tableau behind `Solver`: sparse rows with stable integer symbol
// ids, a column index, and a lexicographic objective.
//
// Implementation notes
// - A row belongs to its basic symbol: `basic = rowConstants[basic] + Σ a·x`.
//   Rows and columns reference each other by slot, so a term is found, added or
//   removed in O(1), and substituting a symbol touches only the rows that contain
//   it (kiwi scans every row).
// - Restricted rows (slack, error, dummy subjects) mention only non-basic symbols.
//   Rows of external (user) variables may also mention *earlier* external basic
//   variables: such a "definition row" is made when a constraint introduces a new
//   variable, and is never expanded. A chain `top[i] == top[i-1] + height[i-1] + 4`
//   therefore stays O(1) per row instead of O(i), which keeps chains linear. The
//   simplex never pivots on an external row (external variables are free), so only
//   values and constraint construction see the references; values are evaluated
//   in the order the rows became basic.
// - The objective has one component per non-required priority (highest first),
//   stored densely per symbol and compared lexicographically; symbols whose cost
//   changed are queued so that choosing an entering symbol does not scan the
//   objective.
// - Nothing iterates a Dictionary or Set: results do not depend on hash seeds.

enum _SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy
    /// The artificial objective while a required constraint is being added.
    case objective
}

struct _Term {
    var symbol: Int32
    /// Position of the matching entry in `columns[symbol]`.
    var columnSlot: Int32
    var coefficient: Double
}

struct _ColumnEntry {
    var row: Int32
    /// Position of the matching term in `rowTerms[row]`.
    var termSlot: Int32
    /// A copy of the term's coefficient, so that walking a column (edits, ratio
    /// tests) reads one contiguous array instead of every row's storage.
    var coefficient: Double
}

/// What the tableau keeps per symbol besides its row, column, constant, value and costs: its
/// kind, flags and scratch values, together in one array (one allocation, one append per
/// symbol) instead of one array each.
struct _SymbolWorkspace {
    let kind: _SymbolKind
    /// Whether the symbol has a row.
    var isBasic = false
    /// Position in `externalOrder` while an external symbol is basic, else -1.
    var externalOrderSlot: Int32 = -1
    /// The coefficient of the symbol in the row being built.
    var accumulated = 0.0
    /// The coefficient of the symbol in the row being substituted.
    var sourceCoefficient = 0.0
    /// `sourceGeneration` when the symbol is in the row being substituted.
    var sourceMark: UInt32 = 0
    /// `visitGeneration` when the symbol was visited in the current pass.
    var visitMark: UInt32 = 0
    /// Whether the symbol is in `accumulatedSymbols`.
    var isAccumulated = false
    /// Whether the symbol is in `candidates` (its cost changed).
    var isCandidate = false
    /// Whether the (external) symbol is in `dirtyValues`.
    var isDirtyValue = false
    /// The position of the (external) symbol's value in the edit plan's values, while the
    /// plan moves it, else -1.
    var planSlot: Int32 = -1
}

/// Its storage is `_Buffer`s, which a copy of the tableau would share: the one solver that
/// owns a tableau frees it with `deallocate()`, and `copy()` makes an independent tableau.
struct _Tableau {
    static let epsilon = 1.0e-8

    // What a resize frame touches comes first, to share cache lines.
    /// The plan of the edit variable being suggested repeatedly, if any.
    var editPlan: _EditPlan?
    /// The marker of the last suggested edit, while nothing else changed the
    /// tableau since: a second suggestion in a row makes a plan.
    var editPlanCandidate = -1
    /// The memory of the last plan's values, kept for the next plan (empty while a plan exists).
    var spareEditPlanValues = _Buffer<_EditPlan.Entry>()
    /// Scratch space for the rows an edit plan reaches.
    var affectedRows = _Buffer<Int32>()

    // Per symbol.
    var values = _Buffer<Double>()
    var rowConstants = _Buffer<Double>()
    var rowTerms = _ListStore(filler: _Term(symbol: -1, columnSlot: -1, coefficient: 0))
    var columns = _ListStore(filler: _ColumnEntry(row: -1, termSlot: -1, coefficient: 0))

    /// External basic symbols in the order they became basic (a topological order
    /// of definition rows). Entries whose slot no longer matches are stale.
    var externalOrder = _Buffer<Int32>()
    var staleExternalOrderCount = 0
    /// External symbols whose value may have changed since values were computed.
    var dirtyValues = _Buffer<Int32>()
    var valueHeap = _MinHeap()
    /// The rows still to expand while building a constraint's row (kept to reuse its storage).
    var expansionHeap = _MaxHeap()

    // Objective: `costs[symbol * levelCount + level]`, level 0 = highest priority.
    var levelPriorities: [Float] = []
    var costs = _Buffer<Double>()
    var candidates = _Buffer<Int32>()

    var infeasibleRows = _Buffer<Int32>()
    /// The artificial objective row while adding a required constraint, else -1.
    var artificialObjective = -1
    /// The symbols `artificialSymbols()` hands out, or -1 before the first use.
    var phaseOneSymbols = (artificial: -1, objective: -1)

    /// Per-symbol kinds, flags and scratch values (see `_SymbolWorkspace`).
    var workspace = _Buffer<_SymbolWorkspace>()

    // Scratch space.
    var sourceGeneration: UInt32 = 0
    var visitGeneration: UInt32 = 0
    var sourceSymbols = _Buffer<Int32>()
    var sourceCoefficients = _Buffer<Double>()
    var ratioScratch = _Buffer<Double>()

    // Accumulator for building rows (its coefficients are in `workspace`).
    var accumulatedSymbols = _Buffer<Int32>()
    var accumulatedConstant = 0.0

    /// Work counters, for tests and profiling.
    var pivotCount = 0
    var substitutedRowCount = 0

    /// Frees the tableau's memory; it may not be used afterwards.
    func deallocate() {
        editPlan?.values.deallocate()
        spareEditPlanValues.deallocate()
        affectedRows.deallocate()
        values.deallocate()
        rowConstants.deallocate()
        rowTerms.deallocate()
        columns.deallocate()
        externalOrder.deallocate()
        dirtyValues.deallocate()
        valueHeap.deallocate()
        expansionHeap.deallocate()
        costs.deallocate()
        candidates.deallocate()
        infeasibleRows.deallocate()
        workspace.deallocate()
        sourceSymbols.deallocate()
        sourceCoefficients.deallocate()
        ratioScratch.deallocate()
        accumulatedSymbols.deallocate()
    }

    /// A tableau of its own in the same state (for checks that must not change this one).
    /// Call it between operations, when the heaps are empty.
    func copy() -> _Tableau {
        var copy = _Tableau()
        copy.editPlan = editPlan
        copy.editPlan?.values = editPlan?.values.copy() ?? _Buffer()
        copy.spareEditPlanValues = spareEditPlanValues.copy()
        copy.affectedRows = affectedRows.copy()
        copy.editPlanCandidate = editPlanCandidate
        copy.values = values.copy()
        copy.rowConstants = rowConstants.copy()
        copy.rowTerms = rowTerms.copy()
        copy.columns = columns.copy()
        copy.externalOrder = externalOrder.copy()
        copy.staleExternalOrderCount = staleExternalOrderCount
        copy.dirtyValues = dirtyValues.copy()
        copy.levelPriorities = levelPriorities
        copy.costs = costs.copy()
        copy.candidates = candidates.copy()
        copy.infeasibleRows = infeasibleRows.copy()
        copy.artificialObjective = artificialObjective
        copy.phaseOneSymbols = phaseOneSymbols
        copy.workspace = workspace.copy()
        copy.sourceGeneration = sourceGeneration
        copy.visitGeneration = visitGeneration
        copy.accumulatedSymbols = accumulatedSymbols.copy()
        copy.accumulatedConstant = accumulatedConstant
        copy.pivotCount = pivotCount
        copy.substitutedRowCount = substitutedRowCount
        return copy
    }

    var levelCount: Int { levelPriorities.count }
    var symbolCount: Int { workspace.count }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: _SymbolKind) -> Int {
        let symbol = workspace.count
        if symbol == 0 { reservePerSymbolStorage(64) }
        rowTerms.appendList()
        rowConstants.append(0)
        columns.appendList()
        values.append(0)
        workspace.append(_SymbolWorkspace(kind: kind))
        costs.append(repeating: 0, count: levelCount)
        return symbol
    }

    /// The slack symbol and objective row symbol for phase one of adding a
    /// required constraint, made once and reused: both are unused again after
    /// each use, and reusing them keeps a solver's symbol count from growing
    /// with every such addition.
    mutating func artificialSymbols() -> (artificial: Int, objective: Int) {
        if phaseOneSymbols.artificial < 0 {
            phaseOneSymbols = (makeSymbol(.slack), makeSymbol(.objective))
        }
        precondition(isUnused(phaseOneSymbols.artificial) && isUnused(phaseOneSymbols.objective))
        return phaseOneSymbols
    }

    /// Reserves room for `count` symbols in every per-symbol array at once,
    /// sparing small solvers (one per table cell) a cascade of regrowths.
    private mutating func reservePerSymbolStorage(_ count: Int) {
        rowTerms.reserveLists(count, elements: count * 4)
        rowConstants.reserveCapacity(count)
        columns.reserveLists(count, elements: count * 4)
        values.reserveCapacity(count)
        workspace.reserveCapacity(count)
        costs.reserveCapacity(count * 4)
        // The work lists, which would otherwise grow through 1, 2, 4, … entries.
        let lists = count / 4
        externalOrder.reserveCapacity(lists)
        dirtyValues.reserveCapacity(lists)
        candidates.reserveCapacity(lists)
        infeasibleRows.reserveCapacity(lists)
        accumulatedSymbols.reserveCapacity(lists)
        sourceSymbols.reserveCapacity(lists)
        sourceCoefficients.reserveCapacity(lists)
        expansionHeap.reserveCapacity(lists)
        levelPriorities.reserveCapacity(4)
    }

    @inline(__always) func isRestricted(_ symbol: Int) -> Bool {
        let kind = workspace[symbol].kind
        return kind != .external && kind != .objective
    }

    /// Whether the symbol appears nowhere in the tableau.
    func isUnused(_ symbol: Int) -> Bool {
        if workspace[symbol].isBasic || columns.count(of: symbol) != 0 { return false }
        let base = symbol * levelCount
        for level in 0..<levelCount where costs[base + level] != 0 { return false }
        return true
    }

    // MARK: Terms and rows

    mutating func appendTerm(row: Int, symbol: Int, coefficient: Double) {
        let termSlot = Int32(rowTerms.count(of: row))
        let columnSlot = Int32(columns.count(of: symbol))
        columns.append(_ColumnEntry(row: Int32(row), termSlot: termSlot, coefficient: coefficient), to: symbol)
        rowTerms.append(_Term(symbol: Int32(symbol), columnSlot: columnSlot, coefficient: coefficient), to: row)
    }

    mutating func removeTerm(row: Int, slot: Int) {
        markValueDirty(row)
        let term = rowTerms[row, slot]
        removeColumnEntry(symbol: Int(term.symbol), slot: Int(term.columnSlot))
        let last = rowTerms.count(of: row) - 1
        if slot != last {
            let moved = rowTerms[row, last]
            rowTerms[row, slot] = moved
            columns[Int(moved.symbol), Int(moved.columnSlot)].termSlot = Int32(slot)
        }
        rowTerms.removeLast(from: row)
    }

    private mutating func removeColumnEntry(symbol: Int, slot: Int) {
        let last = columns.count(of: symbol) - 1
        if slot != last {
            let moved = columns[symbol, last]
            columns[symbol, slot] = moved
            rowTerms[Int(moved.row), Int(moved.termSlot)].columnSlot = Int32(slot)
        }
        columns.removeLast(from: symbol)
    }

    /// Makes `basic` basic with the given row.
    mutating func insertRow(_ basic: Int, symbols: [Int32], coefficients: [Double], constant: Double) {
        precondition(!workspace[basic].isBasic && rowTerms.count(of: basic) == 0)
        workspace[basic].isBasic = true
        rowConstants[basic] = constant
        rowTerms.reserve(symbols.count, for: basic)
        for index in symbols.indices {
            appendTerm(row: basic, symbol: Int(symbols[index]), coefficient: coefficients[index])
        }
        if workspace[basic].kind == .external {
            workspace[basic].externalOrderSlot = Int32(externalOrder.count)
            externalOrder.append(Int32(basic))
        }
        if isRestricted(basic) && constant < -Self.epsilon { infeasibleRows.append(Int32(basic)) }
        markValueDirty(basic)
    }

    /// Notes that the value of `symbol` may have changed, if it is external.
    @inline(__always) mutating func markValueDirty(_ symbol: Int) {
        if workspace[symbol].kind == .external && !workspace[symbol].isDirtyValue {
            workspace[symbol].isDirtyValue = true
            dirtyValues.append(Int32(symbol))
        }
    }

    /// Removes the row of `basic`, making it non-basic; returns the row's terms.
    @discardableResult
    mutating func removeRow(_ basic: Int) -> (symbols: [Int32], coefficients: [Double], constant: Double) {
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(rowTerms.count(of: basic))
        coefficients.reserveCapacity(rowTerms.count(of: basic))
        while let term = rowTerms.last(of: basic) {
            symbols.append(term.symbol)
            coefficients.append(term.coefficient)
            removeTerm(row: basic, slot: rowTerms.count(of: basic) - 1)
        }
        workspace[basic].isBasic = false
        let constant = rowConstants[basic]
        rowConstants[basic] = 0
        if workspace[basic].externalOrderSlot >= 0 {
            workspace[basic].externalOrderSlot = -1
            staleExternalOrderCount += 1
        }
        markValueDirty(basic)
        return (symbols, coefficients, constant)
    }

    // MARK: Substitution

    /// Replaces the basic symbol `entering` by its row in every other row that
    /// mentions it and in the objective.
    ///
    /// - Complexity: O(Σ (*r* + *k*)) over the rows *r* that contain `entering`,
    ///   where *k* is the length of the row of `entering`.
    mutating func substituteOut(_ entering: Int) {
        sourceGeneration &+= 1
        if sourceGeneration == 0 {
            for index in workspace.indices { workspace[index].sourceMark = 0 }
            sourceGeneration = 1
        }
        sourceSymbols.removeAll()
        sourceCoefficients.removeAll()
        // By slot: a view of the row must not outlive the changes below (see `_ListStore`).
        for slot in 0..<rowTerms.count(of: entering) {
            let term = rowTerms[entering, slot]
            let symbol = Int(term.symbol)
            workspace[symbol].sourceMark = sourceGeneration
            workspace[symbol].sourceCoefficient = term.coefficient
            sourceSymbols.append(term.symbol)
            sourceCoefficients.append(term.coefficient)
        }
        let sourceConstant = rowConstants[entering]

        while let entry = columns.last(of: entering) {
            let row = Int(entry.row)
            let factor = entry.coefficient
            removeTerm(row: row, slot: Int(entry.termSlot))
            addSource(scaledBy: factor, constant: sourceConstant, into: row)
        }
        substituteIntoObjective(entering)
    }

    /// Adds `factor ×` the source row loaded by `substituteOut` into `row`.
    private mutating func addSource(scaledBy factor: Double, constant: Double, into row: Int) {
        substitutedRowCount += 1
        markValueDirty(row)
        rowConstants[row] += factor * constant
        visitGeneration &+= 1
        if visitGeneration == 0 {
            for index in workspace.indices { workspace[index].visitMark = 0 }
            visitGeneration = 1
        }
        var slot = rowTerms.count(of: row) - 1
        while slot >= 0 {
            let symbol = Int(rowTerms[row, slot].symbol)
            if workspace[symbol].sourceMark == sourceGeneration {
                workspace[symbol].visitMark = visitGeneration
                let updated = rowTerms[row, slot].coefficient + factor * workspace[symbol].sourceCoefficient
                if abs(updated) < Self.epsilon {
                    removeTerm(row: row, slot: slot)
                } else {
                    rowTerms[row, slot].coefficient = updated
                    columns[symbol, Int(rowTerms[row, slot].columnSlot)].coefficient = updated
                }
            }
            slot -= 1
        }
        for index in sourceSymbols.indices {
            let symbol = Int(sourceSymbols[index])
            if workspace[symbol].visitMark != visitGeneration {
                let value = factor * sourceCoefficients[index]
                if abs(value) >= Self.epsilon { appendTerm(row: row, symbol: symbol, coefficient: value) }
            }
        }
        if isRestricted(row) && rowConstants[row] < -Self.epsilon { infeasibleRows.append(Int32(row)) }
    }

    // MARK: Pivoting

    /// Makes `entering` basic in place of `leaving`, solving the row of
    /// `leaving` for `entering`.
    ///
    /// The row is renamed in place: its terms keep their slots, so the column
    /// entries of its other symbols are updated where they are instead of being
    /// removed from and appended to (possibly long) columns.
    mutating func pivot(entering: Int, leaving: Int) {
        pivotCount += 1
        guard let slot = rowTerms[leaving].firstIndex(where: { Int($0.symbol) == entering }) else {
            preconditionFailure("pivot on a symbol that is not in the row")
        }
        let pivot = rowTerms[leaving, slot].coefficient
        removeColumnEntry(symbol: entering, slot: Int(rowTerms[leaving, slot].columnSlot))

        let newRow = Int32(entering)
        for index in 0..<rowTerms.count(of: leaving) where index != slot {
            let coefficient = -rowTerms[leaving, index].coefficient / pivot
            rowTerms[leaving, index].coefficient = coefficient
            let symbol = Int(rowTerms[leaving, index].symbol)
            let columnSlot = Int(rowTerms[leaving, index].columnSlot)
            columns[symbol, columnSlot].row = newRow
            columns[symbol, columnSlot].coefficient = coefficient
        }
        let leavingCoefficient = 1 / pivot
        rowTerms[leaving, slot] = _Term(
            symbol: Int32(leaving), columnSlot: Int32(columns.count(of: leaving)), coefficient: leavingCoefficient)
        columns.append(_ColumnEntry(row: newRow, termSlot: Int32(slot), coefficient: leavingCoefficient), to: leaving)
        // `entering` was non-basic, so its row is empty: the rewritten row becomes its.
        rowTerms.swapLists(leaving, entering)

        let constant = -rowConstants[leaving] / pivot
        rowConstants[leaving] = 0
        rowConstants[entering] = constant
        workspace[leaving].isBasic = false
        workspace[entering].isBasic = true
        if workspace[leaving].externalOrderSlot >= 0 {
            workspace[leaving].externalOrderSlot = -1
            staleExternalOrderCount += 1
        }
        if workspace[entering].kind == .external {
            workspace[entering].externalOrderSlot = Int32(externalOrder.count)
            externalOrder.append(Int32(entering))
        }
        if isRestricted(entering) && constant < -Self.epsilon { infeasibleRows.append(Int32(entering)) }
        markValueDirty(leaving)
        markValueDirty(entering)
        substituteOut(entering)
    }
}
