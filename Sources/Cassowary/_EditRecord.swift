/// What the solver remembers about an edit variable.
struct _EditRecord {
    let variable: Variable
    let constraint: Constraint
    let plus: Int32
    let minus: Int32
    var suggestedValue: Double
}
