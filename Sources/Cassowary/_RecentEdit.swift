/// The edit variable suggested to last, with what a suggestion needs of its record, kept in
/// the solver object itself.
///
/// A live resize suggests to the same variable of thousands of small solvers (one per table
/// cell) frame after frame; reading the record from the solver's array of edits cost a cache
/// miss per solver and frame. While cached, the suggested value here is the current one and
/// the record's is stale: `Solver.forgetRecentEdit()` writes it back.
struct _RecentEdit {
    let variable: ObjectIdentifier
    let index: Int
    let plus: Int32
    let minus: Int32
    var suggestedValue: Double
}
