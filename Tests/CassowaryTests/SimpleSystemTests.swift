import Testing
@testable import Cassowary

@Suite struct SimpleSystemTests {
    @Test func requiredEqualitiesHaveTheirUniqueSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x - y == 4)
        #expect(abs(solver.value(of: x) - 7) < 1e-9)
        #expect(abs(solver.value(of: y) - 3) < 1e-9)
    }

    @Test func constantOnTheLeftAndScaledTermsWork() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(2 * x == y / 2 + 3)
        try solver.addConstraint(20 == y)
        #expect(abs(solver.value(of: x) - 6.5) < 1e-9)
    }

    @Test func inequalityHoldsAtItsBoundWhenPulledAcross() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 20)
        try solver.addConstraint((x == 5) | .weak)
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((x == 500) | .strong)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test func inequalityIsSlackWhenPreferenceIsInside() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 20)
        try solver.addConstraint(x <= 40)
        try solver.addConstraint((x == 30) | .weak)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
    }

    @Test func chainedDefinitionsEvaluateInOrder() throws {
        let solver = Solver()
        let tops = (0..<50).map { Variable("top\($0)") }
        let heights = (0..<50).map { Variable("height\($0)") }
        try solver.addConstraint(tops[0] == 8)
        for index in 0..<50 {
            try solver.addConstraint(heights[index] >= 20)
            try solver.addConstraint((heights[index] == 44) | .strong)
            if index > 0 { try solver.addConstraint(tops[index] == tops[index - 1] + heights[index - 1] + 4) }
        }
        let bottom = Variable("bottom")
        try solver.addConstraint(bottom >= 0)
        try solver.addConstraint(bottom == tops[49] + heights[49] + 8)
        for index in 0..<50 { #expect(abs(solver.value(of: tops[index]) - (8 + Double(index) * 48)) < 1e-9) }
        #expect(abs(solver.value(of: bottom) - (8 + 49 * 48 + 44 + 8)) < 1e-9)
    }

    @Test func unknownVariableReadsAsZero() {
        #expect(Solver().value(of: Variable("stranger")) == 0)
    }

    @Test func descriptionsReadLikeTheEquations() {
        let x = Variable("x"), y = Variable("y")
        #expect((x + 10 == y).description == "x - y + 10 == 0")
        #expect(((2 * x <= 5) | 250).description == "2 * x - 5 <= 0 | 250")
        #expect(Strength.required.description == "required")
    }
}
