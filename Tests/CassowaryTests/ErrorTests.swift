import Testing
@testable import Cassowary

@Suite struct ErrorTests {
    @Test func addingTheSameConstraintTwiceThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x >= 3
        try solver.addConstraint(constraint)
        #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
        do {
            try solver.addConstraint(constraint)
        } catch {
            guard case .duplicateConstraint(let duplicate) = error else { Issue.record("wrong error \(error)"); return }
            #expect(duplicate === constraint)
        }
    }

    @Test func removingAnUnknownConstraintThrows() {
        let solver = Solver()
        let constraint = Variable("x") == 1
        do {
            try solver.removeConstraint(constraint)
            Issue.record("no error")
        } catch {
            guard case .unknownConstraint(let unknown) = error else { Issue.record("wrong error \(error)"); return }
            #expect(unknown === constraint)
        }
    }

    @Test func conflictingRequiredEqualitiesNameTheConflict() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10, difference = x - y == 2, unrelated = Variable("z") == 3
        try solver.addConstraint(unrelated)
        try solver.addConstraint(sum)
        try solver.addConstraint(difference)
        let bad = x == 1
        do {
            try solver.addConstraint(bad)
            Issue.record("no error")
        } catch {
            guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(constraint === bad)
            #expect(conflicts.count == 2)
            #expect(conflicts.contains { $0 === sum } && conflicts.contains { $0 === difference })
            #expect(!conflicts.contains { $0 === unrelated })
        }
        #expect(!solver.hasConstraint(bad))
        // The solver is unchanged and keeps working.
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        try solver.addConstraint(x <= 100)
        #expect(abs(solver.value(of: y) - 4) < 1e-9)
    }

    @Test func conflictingRequiredInequalitiesNameTheConflict() throws {
        let solver = Solver()
        let width = Variable("width")
        let minimum = width >= 100, preferred = (width == 50) | .weak
        try solver.addConstraint(minimum)
        try solver.addConstraint(preferred)
        let maximum = width <= 80
        do {
            try solver.addConstraint(maximum)
            Issue.record("no error")
        } catch {
            guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(constraint === maximum)
            #expect(conflicts.count == 1 && conflicts.first === minimum)
            #expect(error.description.contains("width"))
        }
        #expect(abs(solver.value(of: width) - 100) < 1e-9)
        try solver.removeConstraint(minimum)
        #expect(abs(solver.value(of: width) - 50) < 1e-9)
    }

    @Test func selfContradictoryConstraintThrows() {
        let solver = Solver()
        let x = Variable("x")
        do {
            try solver.addConstraint(x - x == 1)
            Issue.record("no error")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { Issue.record("wrong error \(error)"); return }
            #expect(conflicts.isEmpty)
        }
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        func expectError(_ body: () throws -> Void, _ matches: (SolverError) -> Bool) {
            do {
                try body()
                Issue.record("no error")
            } catch let error as SolverError {
                #expect(matches(error), "\(error)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        expectError({ try solver.addEditVariable(x, strength: .required) }) {
            if case .requiredStrengthForEditVariable(let variable) = $0 { return variable === x } else { return false }
        }
        expectError({ try solver.suggestValue(1, for: x) }) {
            if case .unknownEditVariable(let variable) = $0 { return variable === x } else { return false }
        }
        expectError({ try solver.removeEditVariable(x) }) {
            if case .unknownEditVariable(let variable) = $0 { return variable === x } else { return false }
        }
        try solver.addEditVariable(x, strength: .strong)
        expectError({ try solver.addEditVariable(x, strength: .weak) }) {
            if case .duplicateEditVariable(let variable) = $0 { return variable === x } else { return false }
        }
    }
}
