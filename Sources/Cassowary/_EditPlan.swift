/// The linear effect of one edit variable on the tableau, for repeated suggestions.
///
/// While no row becomes infeasible, a suggestion changes only row constants, each by
/// a fixed multiple of the change: the basis stays optimal. A plan keeps the range of
/// changes that keeps every row it moves feasible (two numbers, however many rows), and
/// the external values that follow, with their values when the plan was made, in one small
/// buffer. A live-resize frame then only compares the change with the range and adds it
/// up, in the solver object, instead of walking columns and rows spread over the heap; the
/// values the plan moves are derived when they are read. That is what makes thousands of
/// small solvers (one per table cell) cheap to resize: their frame cost is dominated by
/// cache misses.
///
/// The tableau defers writing the accumulated change into its rows until another
/// operation needs them (`_Tableau.settleEditPlan()`). The tableau owns the plan's buffer.
struct _EditPlan {
    struct Entry {
        var symbol: Int32
        /// How much the value moves per unit of suggested change.
        var coefficient: Double
        /// The value when the plan was made.
        var base: Double

        /// The value after a change of `delta` since the plan was made.
        @inline(__always) func value(after delta: Double) -> Double {
            base + coefficient * delta
        }
    }

    /// The edit's marker (its positive error symbol) and second error symbol.
    let plus: Int32
    let minus: Int32

    /// - Parameter values: An empty buffer for `values` (the tableau reuses one).
    init(plus: Int, minus: Int, values: _Buffer<Entry>) {
        self.plus = Int32(plus)
        self.minus = Int32(minus)
        self.values = values
    }
    /// The changes since the plan was made that keep every restricted row feasible, rounded
    /// inwards: a change outside may still be feasible, one inside always is. Empty when
    /// `lowestChange > highestChange`.
    var lowestChange = -Double.infinity
    var highestChange = Double.infinity
    /// The external values the edit moves, in an order where a value follows those it depends on.
    var values: _Buffer<Entry>
    /// The suggested change since the plan was made, not yet in the rows or values.
    var pendingDelta = 0.0

    /// Narrows the feasible changes to those *d* that keep `base + coefficient × d ≥ -epsilon`.
    mutating func narrowChanges(base: Double, coefficient: Double, epsilon: Double) {
        guard coefficient != 0 else { return }
        let bound = (-epsilon - base) / coefficient
        // Rounding inwards by far more than the rounding error of `base + coefficient × d`.
        let margin = 1.0e-9 * (1 + abs(bound))
        if coefficient > 0 {
            lowestChange = max(lowestChange, bound + margin)
        } else {
            highestChange = min(highestChange, bound - margin)
        }
    }

    /// Whether a change keeps every restricted row feasible.
    func isFeasible(_ change: Double) -> Bool {
        change >= lowestChange && change <= highestChange
    }
}
