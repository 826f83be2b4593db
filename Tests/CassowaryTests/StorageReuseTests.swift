import Testing
@testable import Cassowary
import TesseraTestSupport

/// Solvers reuse storage they allocated once (phase-one symbols, the expansion heap, row and
/// column capacity): many solvers driven through random additions, removals and re-additions
/// must reach the optimum a fresh solver finds for the same constraints.
@Suite struct StorageReuseTests {
    typealias Exact = RandomisedComparisonTests

    /// One solver and the constraints it holds, in the order they were added.
    struct Tracked {
        let solver = Solver()
        let variables: [Variable]
        var live: [(plain: Exact.Plain, constraint: Constraint)] = []
        var removed: [(plain: Exact.Plain, constraint: Constraint)] = []

        init(variableCount: Int) {
            variables = (0..<variableCount).map { Variable("x\($0)") }
        }

        var system: [Exact.Plain] { live.map(\.plain) }

        /// The objective of this solver's values, and that of a fresh solver given the same
        /// constraints in the same order.
        func objectives() throws -> (reused: [Double]?, fresh: [Double]?) {
            let fresh = Solver()
            for (_, constraint) in live { try fresh.addConstraint(constraint) }
            let reused = Exact.objective(system, at: variables.map { solver.value(of: $0) })
            let freshValue = Exact.objective(system, at: variables.map { fresh.value(of: $0) })
            return (reused, freshValue)
        }
    }

    @Test(arguments: 0..<4)
    func solversThatAddRemoveAndReAddMatchFreshSolvers(batch: Int) throws {
        var random = SplitMix64(seed: UInt64(70_000 + batch))
        var solvers: [Tracked] = (0..<24).map { _ in Tracked(variableCount: Int.random(in: 2...3, using: &random)) }
        // Every variable is pulled to 0 at the lowest priority, so optima are vertices.
        for index in solvers.indices {
            for variable in solvers[index].variables.indices {
                var coefficients = [Double](repeating: 0, count: solvers[index].variables.count)
                coefficients[variable] = 1
                let anchor = Exact.Plain(coefficients: coefficients, constant: 0, relation: .equal, priority: 1)
                let constraint = Exact.makeConstraint(anchor, variables: solvers[index].variables)
                try solvers[index].solver.addConstraint(constraint)
                solvers[index].live.append((anchor, constraint))
            }
        }
        for step in 0..<400 {
            // Interleave the solvers so that each one's reused storage sees others' work in between.
            let index = Int.random(in: 0..<solvers.count, using: &random)
            let anchors = solvers[index].variables.count
            let context = "batch \(batch) step \(step) solver \(index)"
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where solvers[index].live.count > anchors:
                let position = Int.random(in: anchors..<solvers[index].live.count, using: &random)
                let entry = solvers[index].live.remove(at: position)
                try solvers[index].solver.removeConstraint(entry.constraint)
                solvers[index].removed.append(entry)
            case 1 where !solvers[index].removed.isEmpty:
                let entry = solvers[index].removed.removeLast()
                do {
                    try solvers[index].solver.addConstraint(entry.constraint)
                    solvers[index].live.append(entry)
                } catch {
                    // A required constraint that no longer fits stays out.
                    guard case .unsatisfiableConstraint = error else { throw error }
                }
            default:
                let plain = Exact.randomConstraint(variableCount: solvers[index].variables.count, using: &random)
                let constraint = Exact.makeConstraint(plain, variables: solvers[index].variables)
                do {
                    try solvers[index].solver.addConstraint(constraint)
                    solvers[index].live.append((plain, constraint))
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    #expect(Exact.bruteForceOptimum(solvers[index].system + [plain],
                                                    variableCount: solvers[index].variables.count) == nil,
                            "rejected a satisfiable constraint — \(context)")
                }
            }
            let problems = solvers[index].solver.tableau.invariantViolations()
            #expect(problems.isEmpty, "\(problems.prefix(3)) — \(context)")
            let (reused, fresh) = try solvers[index].objectives()
            let exact = Exact.bruteForceOptimum(solvers[index].system, variableCount: solvers[index].variables.count)
            #expect(reused != nil && fresh != nil && exact != nil, "infeasible — \(context)")
            if let reused, let fresh, let exact {
                #expect(Exact.compare(reused, fresh) == 0, "reused \(reused) vs fresh \(fresh) — \(context)")
                #expect(Exact.compare(reused, exact) == 0, "reused \(reused) vs exact \(exact) — \(context)")
            }
        }
    }

    @Test func cellSolversGiveFreshValuesAfterRemovingAndReAddingConstraints() throws {
        // The peer's self-sizing cells: many small solvers, each cell's constraints removed
        // and added back in another order, then compared with a fresh solver of the cell.
        var random = SplitMix64(seed: 4_242)
        let scenarios = (0..<200).map { _ in UILayoutScenario(kind: .chain, viewCount: 2) }
        let solvers = try scenarios.map { scenario in
            let solver = Solver()
            for constraint in scenario.constraints { try solver.addConstraint(constraint) }
            return solver
        }
        for round in 0..<3 {
            for (scenario, solver) in zip(scenarios, solvers) {
                let chosen = scenario.constraints.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
                for constraint in chosen { try solver.removeConstraint(constraint) }
                for constraint in chosen.shuffled(using: &random) { try solver.addConstraint(constraint) }
            }
            for (scenario, solver) in zip(scenarios, solvers) {
                let fresh = Solver()
                for constraint in scenario.constraints { try fresh.addConstraint(constraint) }
                let variables = [scenario.containerWidth, scenario.containerHeight]
                    + scenario.views.flatMap { [$0.left, $0.top, $0.width, $0.height] }
                for variable in variables {
                    #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-9,
                            "round \(round): \(variable)")
                }
            }
        }
    }
}
