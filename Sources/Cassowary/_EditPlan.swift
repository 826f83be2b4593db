/// The linear effect of one edit variable on the tableau, for repeated suggestions.
///
/// While no row becomes infeasible, a suggestion changes only row constants, each by
/// a fixed multiple of the change: the basis stays optimal. A plan lists those rows
/// and the external values that follow, with their values when the plan was made, in
/// one contiguous array. A live-resize frame then checks and updates a handful of
/// entries instead of walking columns and rows spread over the heap, which is what
/// makes thousands of small solvers (one per table cell) cheap to resize: their
/// frame cost was dominated by cache misses.
///
/// The tableau defers writing the accumulated change into its rows until another
/// operation needs them (`_Tableau.settleEditPlan()`).
struct _EditPlan {
    struct Entry {
        var symbol: Int32
        /// How much the row constant or value moves per unit of suggested change.
        var coefficient: Double
        /// The row constant or value when the plan was made.
        var base: Double
    }

    /// The edit's marker (its positive error symbol) and second error symbol.
    let plus: Int32
    let minus: Int32
    /// Restricted rows first (`restrictedCount` of them), then external values.
    var entries: [Entry]
    let restrictedCount: Int
    /// The suggested change since the plan was made, not yet in the rows.
    var pendingDelta = 0.0
    /// Whether `values` lag behind `pendingDelta`.
    var valuesArePending = false
}
