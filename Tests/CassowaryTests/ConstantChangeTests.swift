import Testing
@testable import Cassowary
import TesseraTestSupport

@Suite struct ConstantChangeTests {
    typealias Exact = RandomisedComparisonTests

    @Test(arguments: 0..<4)
    func newConstantsMatchExactEnumeration(batch: Int) throws {
        let checker = RandomisedComparisonTests()
        for seed in 0..<60 {
            var random = SplitMix64(seed: UInt64(50_000 + batch * 1000 + seed))
            let variableCount = Int.random(in: 2...3, using: &random)
            let variables = (0..<variableCount).map { Variable("x\($0)") }
            let solver = Solver()
            var anchors: [Exact.Plain] = []
            for index in 0..<variableCount {
                var coefficients = [Double](repeating: 0, count: variableCount)
                coefficients[index] = 1
                let anchor = Exact.Plain(coefficients: coefficients, constant: 0, relation: .equal, priority: 1)
                anchors.append(anchor)
                try solver.addConstraint(Exact.makeConstraint(anchor, variables: variables))
            }
            var live: [(Exact.Plain, Constraint)] = []
            for _ in 0..<Int.random(in: 2...5, using: &random) {
                let plain = Exact.randomConstraint(variableCount: variableCount, using: &random)
                let constraint = Exact.makeConstraint(plain, variables: variables)
                if (try? solver.addConstraint(constraint)) != nil { live.append((plain, constraint)) }
            }
            for step in 0..<6 where !live.isEmpty {
                let context = "batch \(batch) seed \(seed) step \(step)"
                let index = Int.random(in: 0..<live.count, using: &random)
                var plain = live[index].0
                plain.constant = Double(Int.random(in: -10...10, using: &random))
                let replacement = Exact.makeConstraint(plain, variables: variables)
                do {
                    try solver.replaceConstraint(live[index].1, with: replacement)
                    live[index] = (plain, replacement)
                    #expect(solver.hasConstraint(replacement))
                } catch {
                    guard case .unsatisfiableConstraint(let rejected, _) = error else { throw error }
                    #expect(rejected === replacement, "\(context)")
                    #expect(plain.priority >= 1000, "\(context)")
                    #expect(!solver.hasConstraint(live[index].1) && !solver.hasConstraint(replacement), "\(context)")
                    let withIt = anchors + live.enumerated().map { $0.offset == index ? plain : $0.element.0 }
                    #expect(
                        Exact.bruteForceOptimum(withIt, variableCount: variableCount) == nil,
                        "solver rejected a satisfiable constant — \(context)")
                    live.remove(at: index)
                }
                checker.checkSolver(solver, variables: variables, system: anchors + live.map(\.0), context: context)
            }
        }
    }

    /// A required container width changed frame by frame, as a layout root's size is.
    @Test(arguments: UILayoutScenario.Kind.allCases)
    func requiredSizeChangesKeepTheClosedFormLayout(kind: UILayoutScenario.Kind) throws {
        let scenario = UILayoutScenario(kind: kind, viewCount: 40)
        let solver = Solver()
        for constraint in scenario.constraints { try solver.addConstraint(constraint) }
        // The same frames by removing and re-adding the size, for comparison.
        let reference = Solver()
        for constraint in scenario.constraints { try reference.addConstraint(constraint) }
        var size = scenario.containerWidth == 375
        var referenceSize = size
        try solver.addConstraint(size)
        try reference.addConstraint(referenceSize)
        let (built, referenceBuilt) = (solver.tableau.substitutedRowCount, reference.tableau.substitutedRowCount)
        for width in UILayoutScenarioTests.widths {
            let next = scenario.containerWidth == width
            try solver.replaceConstraint(size, with: next)
            size = next
            #expect(scenario.mismatches(in: solver, containerWidth: width) == 0, "width \(width)")
            #expect(solver.tableau.invariantViolations().isEmpty, "width \(width)")
            try reference.removeConstraint(referenceSize)
            referenceSize = scenario.containerWidth == width
            try reference.addConstraint(referenceSize)
        }
        // In place, a frame rewrites only the rows of views that change shape.
        let work = solver.tableau.substitutedRowCount - built
        let referenceWork = reference.tableau.substitutedRowCount - referenceBuilt
        #expect(work * 4 < referenceWork, "\(work) rows substituted in place, \(referenceWork) by remove and add")
    }

    @Test func aRequiredConstantThatCannotHoldIsRemovedWithItsConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let lower = x >= 10
        let pin = x == 20
        try solver.addConstraint(lower)
        try solver.addConstraint(pin)
        let impossible = x == 5
        #expect {
            try solver.replaceConstraint(pin, with: impossible)
        } throws: { error in
            guard case .unsatisfiableConstraint(let rejected, let conflicts) = error as? SolverError else { return false }
            return rejected === impossible && conflicts.count == 1 && conflicts[0] === lower
        }
        #expect(!solver.hasConstraint(pin) && !solver.hasConstraint(impossible))
        #expect(solver.tableau.invariantViolations().isEmpty)
        #expect(solver.value(of: x) >= 10)
    }

    @Test func anotherShapeIsRemovedAndAdded() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let weak = (x == 10) | .weak
        try solver.addConstraint(weak)
        try solver.addConstraint((y == 3) | .weak)
        let stronger = (x == 40) | .strong
        try solver.replaceConstraint(weak, with: stronger)
        #expect(solver.value(of: x) == 40)
        let otherTerms = x == y + 1
        try solver.replaceConstraint(stronger, with: otherTerms)
        #expect(solver.value(of: x) == 4)
        #expect(!solver.hasConstraint(stronger) && solver.hasConstraint(otherTerms))
    }

    @Test func replacingErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        let added = x == 1
        try solver.addConstraint(added)
        let unknown = x == 2
        #expect(throws: SolverError.self) { try solver.replaceConstraint(unknown, with: x == 3) }
        #expect(throws: SolverError.self) { try solver.replaceConstraint(added, with: added) }
    }
}
