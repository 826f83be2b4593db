import Testing
@testable import Cassowary
import TesseraTestSupport

/// Compares the solver with an exact enumeration on small random systems.
///
/// The optimum of a lexicographic least-error problem on *n* variables is attained
/// at a vertex of the arrangement of the constraints' hyperplanes (every system
/// also pulls each variable to 0 at priority 1, so vertices exist). The check
/// enumerates every vertex, keeps those that satisfy the required constraints,
/// and verifies that none is lexicographically better than the solver's answer,
/// and that the solver's answer satisfies the required constraints.
@Suite struct RandomisedComparisonTests {
    /// A constraint in plain numbers: `coefficients · x + constant ⋚ 0`.
    struct Plain {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Float

        func evaluate(_ point: [Double]) -> Double {
            zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
        }

        func violation(_ point: [Double]) -> Double {
            let value = evaluate(point)
            switch relation {
            case .equal: return abs(value)
            case .greaterThanOrEqual: return max(0, -value)
            case .lessThanOrEqual: return max(0, value)
            }
        }
    }

    static let levels: [Float] = [750, 500, 250, 1]
    static let tolerance = 1e-6

    static func objective(_ system: [Plain], at point: [Double]) -> [Double]? {
        var result = [Double](repeating: 0, count: levels.count)
        for constraint in system {
            let violation = constraint.violation(point)
            if constraint.priority >= 1000 {
                if violation > tolerance { return nil }
            } else {
                result[levels.firstIndex(of: constraint.priority)!] += violation
            }
        }
        return result
    }

    /// -1, 0 or 1 as `lhs` is lexicographically below, equal to or above `rhs`.
    static func compare(_ lhs: [Double], _ rhs: [Double]) -> Int {
        for (left, right) in zip(lhs, rhs) {
            let scale = max(1, abs(left), abs(right))
            if left < right - tolerance * scale { return -1 }
            if left > right + tolerance * scale { return 1 }
        }
        return 0
    }

    /// The best objective over all feasible vertices, or nil if none is feasible.
    static func bruteForceOptimum(_ system: [Plain], variableCount: Int) -> [Double]? {
        var best: [Double]?
        var chosen: [Int] = []
        func visit(from start: Int) {
            if chosen.count == variableCount {
                guard let point = solve(chosen.map { system[$0] }, variableCount: variableCount),
                    let value = objective(system, at: point)
                else { return }
                if best == nil || compare(value, best!) < 0 { best = value }
                return
            }
            guard start < system.count else { return }
            for index in start..<system.count {
                chosen.append(index)
                visit(from: index + 1)
                chosen.removeLast()
            }
        }
        visit(from: 0)
        return best
    }

    /// Solves `a · x + b = 0` for the given hyperplanes by Gaussian elimination.
    static func solve(_ planes: [Plain], variableCount n: Int) -> [Double]? {
        var matrix = planes.map { $0.coefficients + [-$0.constant] }
        for column in 0..<n {
            guard let pivotRow = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                abs(matrix[pivotRow][column]) > 1e-9
            else { return nil }
            matrix.swapAt(column, pivotRow)
            for row in 0..<n where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                if factor == 0 { continue }
                for entry in column...n { matrix[row][entry] -= factor * matrix[column][entry] }
            }
        }
        return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
    }

    static func randomConstraint(variableCount: Int, using random: inout SplitMix64) -> Plain {
        var coefficients = (0..<variableCount).map { _ in Double(Int.random(in: -2...2, using: &random)) }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<variableCount, using: &random)] = 1 }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        let priority: Float = [1000, 1000, 750, 500, 250].randomElement(using: &random)!
        return Plain(
            coefficients: coefficients, constant: Double(Int.random(in: -10...10, using: &random)),
            relation: relation, priority: priority)
    }

    static func makeConstraint(_ plain: Plain, variables: [Variable]) -> Constraint {
        let terms = zip(plain.coefficients, variables).filter { $0.0 != 0 }.map { Term($0.1, coefficient: $0.0) }
        return Constraint(Expression(terms, constant: plain.constant), plain.relation, strength: Strength(plain.priority))
    }

    func checkSolver(_ solver: Solver, variables: [Variable], system: [Plain], context: String) {
        let problems = solver.tableau.invariantViolations()
        #expect(problems.isEmpty, "\(problems.prefix(3)) — \(context)")
        let point = variables.map { solver.value(of: $0) }
        guard let value = Self.objective(system, at: point) else {
            Issue.record("required constraint violated at \(point) — \(context)")
            return
        }
        guard let best = Self.bruteForceOptimum(system, variableCount: variables.count) else {
            Issue.record("enumeration found no feasible vertex — \(context)")
            return
        }
        #expect(Self.compare(value, best) == 0, "solver \(value) vs exact \(best) at \(point) — \(context)")
    }

    @Test(arguments: 0..<8)
    func solverMatchesExactEnumeration(batch: Int) throws {
        for seed in 0..<60 {
            var random = SplitMix64(seed: UInt64(batch * 1000 + seed))
            let variableCount = Int.random(in: 2...3, using: &random)
            let variables = (0..<variableCount).map { Variable("x\($0)") }
            let solver = Solver()
            var system: [Plain] = []
            var live: [(Plain, Constraint)] = []
            for index in 0..<variableCount {
                var coefficients = [Double](repeating: 0, count: variableCount)
                coefficients[index] = 1
                let anchor = Plain(coefficients: coefficients, constant: 0, relation: .equal, priority: 1)
                system.append(anchor)
                try solver.addConstraint(Self.makeConstraint(anchor, variables: variables))
            }
            let steps = Int.random(in: 3...8, using: &random)
            for step in 0..<steps {
                let context = "batch \(batch) seed \(seed) step \(step)"
                if !live.isEmpty && Int.random(in: 0..<4, using: &random) == 0 {
                    // Remove a constraint, check, and sometimes add it back.
                    let index = Int.random(in: 0..<live.count, using: &random)
                    let (plain, constraint) = live.remove(at: index)
                    try solver.removeConstraint(constraint)
                    system = variables.indices.map { system[$0] } + live.map(\.0)
                    checkSolver(solver, variables: variables, system: system, context: context + " after remove")
                    if Bool.random(using: &random) {
                        try solver.addConstraint(constraint)
                        live.append((plain, constraint))
                        system.append(plain)
                    }
                } else {
                    let plain = Self.randomConstraint(variableCount: variableCount, using: &random)
                    let constraint = Self.makeConstraint(plain, variables: variables)
                    do {
                        try solver.addConstraint(constraint)
                        live.append((plain, constraint))
                        system.append(plain)
                    } catch {
                        guard case .unsatisfiableConstraint(let rejected, _) = error else { throw error }
                        #expect(rejected === constraint)
                        #expect(plain.priority >= 1000)
                        let withIt = system + [plain]
                        #expect(
                            Self.bruteForceOptimum(withIt, variableCount: variableCount) == nil,
                            "solver rejected a satisfiable constraint — \(context)")
                    }
                }
                checkSolver(solver, variables: variables, system: system, context: context)
            }
        }
    }

    @Test(arguments: 0..<4)
    func editVariablesMatchExactEnumeration(batch: Int) throws {
        for seed in 0..<40 {
            var random = SplitMix64(seed: UInt64(90_000 + batch * 1000 + seed))
            let variableCount = Int.random(in: 2...3, using: &random)
            let variables = (0..<variableCount).map { Variable("x\($0)") }
            let solver = Solver()
            var system: [Plain] = []
            for index in 0..<variableCount {
                var coefficients = [Double](repeating: 0, count: variableCount)
                coefficients[index] = 1
                let anchor = Plain(coefficients: coefficients, constant: 0, relation: .equal, priority: 1)
                system.append(anchor)
                try solver.addConstraint(Self.makeConstraint(anchor, variables: variables))
            }
            for _ in 0..<Int.random(in: 2...5, using: &random) {
                let plain = Self.randomConstraint(variableCount: variableCount, using: &random)
                do {
                    try solver.addConstraint(Self.makeConstraint(plain, variables: variables))
                    system.append(plain)
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                }
            }
            // Edit x0 at priority 500 (a level shared with random constraints).
            try solver.addEditVariable(variables[0], strength: 500)
            var coefficients = [Double](repeating: 0, count: variableCount)
            coefficients[0] = 1
            for step in 0..<5 {
                let target = Double(Int.random(in: -20...20, using: &random))
                try solver.suggestValue(target, for: variables[0])
                let edit = Plain(coefficients: coefficients, constant: -target, relation: .equal, priority: 500)
                checkSolver(
                    solver, variables: variables, system: system + [edit],
                    context: "edit batch \(batch) seed \(seed) step \(step)")
            }
        }
    }
}
