import Testing
@testable import Cassowary
import TesseraTestSupport

@Suite struct IncrementalTests {
    @Test func removingALinkOfADefinitionChainFreesTheRest() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let first = a == 10, second = b == a + 5, third = c == b + 5, fourth = d == c + 5
        for constraint in [first, second, third, fourth] { try solver.addConstraint(constraint) }
        #expect([a, b, c, d].map(solver.value(of:)) == [10, 15, 20, 25])
        try solver.removeConstraint(second)
        try solver.addConstraint((b == 100) | .weak)
        #expect(solver.tableau.invariantViolations().isEmpty)
        #expect([a, b, c, d].map(solver.value(of:)) == [10, 100, 105, 110])
        try solver.addConstraint(second)
        #expect(solver.tableau.invariantViolations().isEmpty)
        #expect([a, b, c, d].map(solver.value(of:)) == [10, 15, 20, 25])
        try solver.removeConstraint(first)
        try solver.addConstraint((d == 1) | .strong)
        #expect(solver.tableau.invariantViolations().isEmpty)
        #expect([a, b, c, d].map(solver.value(of:)) == [-14, -9, -4, 1])
    }

    @Test func removingEveryConstraintInAnyOrderLeavesAnEmptyTableau() throws {
        let scenario = UILayoutScenario(kind: .chain, viewCount: 20)
        var random = SplitMix64(seed: 3)
        let solver = Solver()
        for constraint in scenario.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(scenario.containerWidth, strength: 999)
        try solver.suggestValue(500, for: scenario.containerWidth)
        for (index, constraint) in scenario.constraints.shuffled(using: &random).enumerated() {
            try solver.removeConstraint(constraint)
            #expect(!solver.hasConstraint(constraint))
            if index % 7 == 0 { #expect(solver.tableau.invariantViolations().isEmpty, "after \(index + 1) removals") }
        }
        try solver.removeEditVariable(scenario.containerWidth)
        #expect(solver.tableau.invariantViolations().isEmpty)
        // Everything can be added back, in another order, with the same result.
        for constraint in scenario.constraints.shuffled(using: &random) { try solver.addConstraint(constraint) }
        try solver.addEditVariable(scenario.containerWidth, strength: 999)
        try solver.suggestValue(640, for: scenario.containerWidth)
        #expect(scenario.mismatches(in: solver, containerWidth: 640) == 0)
    }
}
