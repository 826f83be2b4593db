extension Solver {
    /// Where the solver keeps a variable's value, or `nil` if it does not know the
    /// variable; read it with ``value(atSlot:)``.
    ///
    /// A layout engine that writes thousands of frames per pass looks each
    /// variable up once, then reads values without hashing. A slot stays valid
    /// for the solver's lifetime.
    ///
    /// - Complexity: O(1) on average (one hash lookup).
    public func valueSlot(for variable: Variable) -> Int? {
        variableSymbols[ObjectIdentifier(variable)].map(Int.init)
    }

    /// The value in a slot from ``valueSlot(for:)``.
    ///
    /// - Complexity: O(1) when values are up to date; otherwise that of
    ///   ``updateVariables()``.
    public func value(atSlot slot: Int) -> Double {
        tableau.value(of: slot)
    }
}

extension Solver {
    /// Reads the values in many slots at once: `values[i]` becomes the value in `slots[i]`, or
    /// 0 where the slot is -1.
    ///
    /// - Complexity: O(*n*) for *n* slots when values are up to date; otherwise that of
    ///   ``updateVariables()`` as well.
    public func readValues(atSlots slots: [Int], into values: inout [Double]) {
        tableau.computeValues()
        tableau.readValues(atSlots: slots, into: &values)
    }
}

extension _Tableau {
    func readValues(atSlots slots: [Int], into result: inout [Double]) {
        if result.count != slots.count { result = Array(repeating: 0, count: slots.count) }
        for index in slots.indices {
            let slot = slots[index]
            result[index] = slot >= 0 && workspace[slot].isBasic ? computedValue(of: slot) : 0
        }
    }
}
