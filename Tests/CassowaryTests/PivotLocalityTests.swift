import Testing
@testable import Cassowary

/// The work counters of the tableau show that pivots stay local: no operation
/// rewrites every view's rows once per view (which is what makes kiwi quadratic).
/// Timings belong to the benchmarks; these tests pin the shape of the work.
@Suite struct PivotLocalityTests {
    static func work(_ solver: Solver) -> (pivots: Int, rows: Int) {
        (solver.tableau.pivotCount, solver.tableau.substitutedRowCount)
    }

    /// Work of adding every constraint, then the edit, for `viewCount` views.
    static func workToBuild(_ kind: UILayoutScenario.Kind, viewCount: Int) throws -> (add: Int, edit: Int) {
        let scenario = UILayoutScenario(kind: kind, viewCount: viewCount)
        let solver = Solver()
        for constraint in scenario.constraints { try solver.addConstraint(constraint) }
        let added = work(solver)
        try solver.addEditVariable(scenario.containerWidth, strength: UILayoutScenario.editStrength)
        try solver.suggestValue(375, for: scenario.containerWidth)
        let edited = work(solver)
        #expect(solver.tableau.invariantViolations().isEmpty)
        return (added.pivots + added.rows, edited.pivots + edited.rows - added.pivots - added.rows)
    }

    @Test(arguments: UILayoutScenario.Kind.allCases)
    func addingViewsAndTheEditDoesWorkLinearInTheViews(kind: UILayoutScenario.Kind) throws {
        // The independent layout's first 50 views each raise the container's
        // height (tops step by 2 pt), a fixed cost; every further view is O(1).
        let small = try Self.workToBuild(kind, viewCount: 200)
        let large = try Self.workToBuild(kind, viewCount: 800)
        #expect(large.add - small.add <= 12 * 600, "\(small) → \(large)")
        #expect(large.edit - small.edit <= 12 * 600, "\(small) → \(large)")
    }

    @Test(arguments: UILayoutScenario.Kind.allCases)
    func resizeFramesPivotOnlyWhereViewsChangeShape(kind: UILayoutScenario.Kind) throws {
        let viewCount = 300
        let scenario = UILayoutScenario(kind: kind, viewCount: viewCount)
        let solver = Solver()
        for constraint in scenario.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(scenario.containerWidth, strength: UILayoutScenario.editStrength)
        try solver.suggestValue(400, for: scenario.containerWidth)
        // Between thresholds nothing pivots.
        var before = Self.work(solver)
        for width in stride(from: 400.0, through: 600, by: 2) { try solver.suggestValue(width, for: scenario.containerWidth) }
        var after = Self.work(solver)
        #expect(after.pivots == before.pivots && after.rows == before.rows)
        // Crossing 336 (preferred widths) changes every view once, locally.
        before = after
        try solver.suggestValue(330, for: scenario.containerWidth)
        after = Self.work(solver)
        #expect(after.pivots - before.pivots <= 2 * viewCount)
        #expect(after.rows - before.rows <= 3 * viewCount)
        #expect(scenario.mismatches(in: solver, containerWidth: 330) == 0)
        #expect(solver.tableau.invariantViolations().isEmpty)
    }
}
