import Testing
@testable import Cassowary
import TesseraTestSupport

@Suite struct UILayoutScenarioTests {
    static let widths: [Double] = [375, 320, 336, 337, 616, 617, 700, 1318, 500, 320, 1000]

    @Test(arguments: UILayoutScenario.Kind.allCases)
    func liveResizeKeepsTheClosedFormLayout(kind: UILayoutScenario.Kind) throws {
        let scenario = UILayoutScenario(kind: kind, viewCount: 60)
        let solver = Solver()
        for constraint in scenario.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(scenario.containerWidth, strength: UILayoutScenario.editStrength)
        for width in Self.widths {
            try solver.suggestValue(width, for: scenario.containerWidth)
            solver.updateVariables()
            #expect(scenario.mismatches(in: solver, containerWidth: width) == 0, "width \(width)")
        }
    }

    @Test(arguments: UILayoutScenario.Kind.allCases)
    func removingAndReAddingConstraintsRestoresTheLayout(kind: UILayoutScenario.Kind) throws {
        let scenario = UILayoutScenario(kind: kind, viewCount: 60)
        let solver = Solver()
        for constraint in scenario.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(scenario.containerWidth, strength: UILayoutScenario.editStrength)
        try solver.suggestValue(700, for: scenario.containerWidth)
        let selected = stride(from: 0, to: 60, by: 6).map { scenario.compressionResistance[$0] }
        for constraint in selected { try solver.removeConstraint(constraint) }
        // Without compression resistance a height may be anything in [20, 44].
        for (index, view) in scenario.views.enumerated() {
            let height = solver.value(of: view.height)
            #expect(height >= 20 - 1e-9 && height <= 44 + 1e-9, "view \(index)")
        }
        for constraint in selected { try solver.addConstraint(constraint) }
        for width in [700.0, 320, 1318] {
            try solver.suggestValue(width, for: scenario.containerWidth)
            #expect(scenario.mismatches(in: solver, containerWidth: width) == 0, "width \(width)")
        }
        // Remove and re-add every constraint of the first ten views, in reverse.
        let firstViewConstraints = Array(scenario.constraints[4..<(kind == .chain ? 94 : 104)])
        for constraint in firstViewConstraints.reversed() { try solver.removeConstraint(constraint) }
        for constraint in firstViewConstraints { try solver.addConstraint(constraint) }
        for width in [1000.0, 330] {
            try solver.suggestValue(width, for: scenario.containerWidth)
            #expect(scenario.mismatches(in: solver, containerWidth: width) == 0, "width \(width)")
        }
    }

    @Test(arguments: UILayoutScenario.Kind.allCases)
    func shuffledInsertionOrdersGiveTheSameLayout(kind: UILayoutScenario.Kind) throws {
        let scenario = UILayoutScenario(kind: kind, viewCount: 30)
        var random = SplitMix64(seed: 7)
        for _ in 0..<10 {
            let solver = Solver()
            for constraint in scenario.constraints.shuffled(using: &random) { try solver.addConstraint(constraint) }
            try solver.addEditVariable(scenario.containerWidth, strength: UILayoutScenario.editStrength)
            for width in [375.0, 1318, 320] {
                try solver.suggestValue(width, for: scenario.containerWidth)
                #expect(scenario.mismatches(in: solver, containerWidth: width) == 0, "width \(width)")
            }
        }
    }

    @Test func theSameCallsGiveBitIdenticalValues() throws {
        func run() throws -> [Double] {
            let scenario = UILayoutScenario(kind: .independent, viewCount: 40)
            let solver = Solver()
            for constraint in scenario.constraints { try solver.addConstraint(constraint) }
            try solver.addEditVariable(scenario.containerWidth, strength: UILayoutScenario.editStrength)
            for constraint in scenario.compressionResistance.prefix(10) { try solver.removeConstraint(constraint) }
            for constraint in scenario.compressionResistance.prefix(10) { try solver.addConstraint(constraint) }
            try solver.suggestValue(523.25, for: scenario.containerWidth)
            return scenario.views.flatMap { [$0.left, $0.top, $0.width, $0.height].map(solver.value(of:)) }
        }
        let first = try run()
        #expect(try run() == first)
    }

    /// A regression seen in another Swift port: after removing and re-adding a
    /// constraint, the result depended on the hash seed and was not optimal.
    @Test func removeAndReAddKeepsTheOptimumWhenTheOptimumIsUnique() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let constraints = [
            x + y == z, (x == 10) | .strong, (y == 20) | .medium, (z <= 25) | .strong, (x >= 0), (y >= 0),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        let expected = [10.0, 15, 25]
        var random = SplitMix64(seed: 11)
        for _ in 0..<50 {
            let picked = constraints.randomElement(using: &random)!
            try solver.removeConstraint(picked)
            try solver.addConstraint(picked)
            let values = [x, y, z].map(solver.value(of:))
            for (value, target) in zip(values, expected) { #expect(abs(value - target) < 1e-9) }
        }
    }
}
