import Testing
@testable import Cassowary

@Suite struct StrengthTests {
    @Test(arguments: [
        (Strength.strong, Strength.medium), (.strong, .weak), (.medium, .weak),
        (Strength(999), Strength(998)), (Strength(2), Strength(1)), (Strength(250.5), Strength(250)),
    ])
    func higherPriorityWins(higher: Strength, lower: Strength) throws {
        for higherFirst in [true, false] {
            let solver = Solver()
            let x = Variable("x")
            let strong = (x == 10) | higher, weak = (x == 90) | lower
            if higherFirst {
                try solver.addConstraint(strong); try solver.addConstraint(weak)
            } else {
                try solver.addConstraint(weak); try solver.addConstraint(strong)
            }
            #expect(abs(solver.value(of: x) - 10) < 1e-9)
        }
    }

    @Test func requiredBeatsEveryPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1) | 999)
        try solver.addConstraint(x == 2)
        #expect(abs(solver.value(of: x) - 2) < 1e-9)
    }

    @Test func namedStrengthsMatchUIKitPriorities() {
        #expect(Strength.required.priority == 1000)
        #expect(Strength.strong.priority == 750)
        #expect(Strength.medium.priority == 500)
        #expect(Strength.weak.priority == 250)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength(1000).isRequired && !Strength(999.9).isRequired)
    }

    @Test func withinALevelTheTotalErrorIsMinimised() throws {
        // Three pulls to 0 and one to 30 at the same priority: the sum of errors
        // is smallest at 0.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<3 { try solver.addConstraint((x == 0) | 500) }
        try solver.addConstraint((x == 30) | 500)
        #expect(abs(solver.value(of: x)) < 1e-9)
    }

    /// The priority gate: priorities never add up past a higher one.
    @Test func tenThousandLowPriorityConstraintsDoNotOutweighOneHigher() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 100) | 750)
        for _ in 0..<10_000 { try solver.addConstraint((x == 0) | 250) }
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test func tenThousandLowPriorityConstraintsDoNotOutweighAnEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: 999)
        for index in 0..<10_000 {
            let other = Variable("y\(index)")
            try solver.addConstraint(other == x)
            try solver.addConstraint((other == 0) | 998)
        }
        try solver.suggestValue(640, for: x)
        #expect(abs(solver.value(of: x) - 640) < 1e-9)
    }
}
