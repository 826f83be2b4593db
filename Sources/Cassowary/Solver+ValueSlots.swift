extension Solver {
    /// Where the solver keeps a variable's value, or `nil` if it does not know the
    /// variable; read it with ``value(atSlot:)``.
    ///
    /// A layout engine that writes thousands of frames per pass looks each
    /// variable up once, then reads values without hashing. A slot stays valid
    /// for the solver's lifetime.
    ///
    /// - Complexity: O(1) on average (one hash lookup).
    package func valueSlot(for variable: Variable) -> Int? {
        variableSymbols[ObjectIdentifier(variable)].map(Int.init)
    }

    /// The value in a slot from ``valueSlot(for:)``.
    ///
    /// - Complexity: O(1) when values are up to date; otherwise that of
    ///   ``updateVariables()``.
    package func value(atSlot slot: Int) -> Double {
        tableau.value(of: slot)
    }
}
