import Testing
@testable import Cassowary

@Suite struct EditVariableTests {
    @Test func suggestionsMoveTheVariableAndItsDependents() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        try solver.addConstraint(half * 2 == width)
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width))
        for value in [100.0, 37, 640, 0, 1e6] {
            try solver.suggestValue(value, for: width)
            solver.updateVariables()
            #expect(abs(solver.value(of: width) - value) < 1e-6)
            #expect(abs(solver.value(of: half) - value / 2) < 1e-6)
        }
    }

    /// From the second suggestion on, the solver defers row updates to a plan; values,
    /// later constraints and other edits must see every suggestion.
    @Test func repeatedSuggestionsStayVisibleToEveryOtherCall() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half"), quarter = Variable("quarter")
        let other = Variable("other")
        try solver.addConstraint(half * 2 == width)
        try solver.addConstraint(quarter * 2 == half)
        try solver.addConstraint(width <= 800)
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(other, strength: .strong)
        for value in [100.0, 120, 140] { try solver.suggestValue(value, for: width) }
        #expect(solver.tableau.editPlan != nil)
        // Read without updateVariables().
        #expect(abs(solver.value(of: quarter) - 35) < 1e-9)
        try solver.suggestValue(900, for: width)  // crosses `width <= 800`: no plan
        #expect(abs(solver.value(of: half) - 400) < 1e-9)
        for value in [200.0, 300, 320] { try solver.suggestValue(value, for: width) }
        #expect(solver.tableau.editPlan != nil)
        try solver.addConstraint(other == quarter + 1)
        #expect(abs(solver.value(of: other) - 81) < 1e-9)
        try solver.suggestValue(5, for: other)  // conflicts with the width edit; the required link holds
        solver.updateVariables()
        #expect(abs(solver.value(of: other) - solver.value(of: quarter) - 1) < 1e-9)
        #expect(solver.tableau.invariantViolations().isEmpty)
    }

    @Test func requiredConstraintsClampSuggestions() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraint(width >= 100)
        try solver.addConstraint(width <= 500)
        try solver.addEditVariable(width, strength: .strong)
        for (value, expected) in [(50.0, 100.0), (300, 300), (900, 500), (100, 100), (499, 499), (-5, 100)] {
            try solver.suggestValue(value, for: width)
            #expect(abs(solver.value(of: width) - expected) < 1e-9)
        }
    }

    @Test func weakerEditYieldsToStrongerConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 42) | .strong)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(7, for: x)
        #expect(abs(solver.value(of: x) - 42) < 1e-9)
    }

    @Test func twoEditsAtDifferentStrengths() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.addConstraint(right - left >= 10)
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .medium)
        try solver.suggestValue(100, for: left)
        try solver.suggestValue(50, for: right)
        #expect(abs(solver.value(of: left) - 100) < 1e-9)
        #expect(abs(solver.value(of: right) - 110) < 1e-9)
        try solver.suggestValue(0, for: left)
        #expect(abs(solver.value(of: right) - 50) < 1e-9)
    }

    @Test func removingAnEditReleasesTheVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(80, for: x)
        #expect(abs(solver.value(of: x) - 80) < 1e-9)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(81, for: x)
        #expect(abs(solver.value(of: x) - 81) < 1e-9)
    }
}
