/// What the solver remembers about an added constraint.
struct _ConstraintRecord {
    let constraint: Constraint
    /// The symbol whose row stands for the constraint: its slack, dummy or
    /// positive error symbol.
    let marker: Int32
    /// The constraint's second symbol (an error symbol), or -1.
    let other: Int32
    /// When the constraint was added, to report conflicts in order.
    let sequence: Int
}
