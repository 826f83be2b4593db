import Foundation
import Testing
@testable import CS193PKit

/// The calculator's model: results, pending operations and descriptions as CS193P's
/// assignments specify them.
@Suite("CalculatorBrain")
struct CalculatorBrainTests {
    /// A brain after `entries`: numbers are operands, "M" the variable, anything else an operation.
    private func brain(_ entries: String...) -> CalculatorBrain {
        var brain = CalculatorBrain()
        for entry in entries {
            if let number = Double(entry) {
                brain.setOperand(number)
            } else if entry == "M" {
                brain.setOperand(variable: "M")
            } else {
                brain.performOperation(entry)
            }
        }
        return brain
    }

    private func expectEvaluation(
        _ brain: CalculatorBrain, result: Double?, isPending: Bool, description: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let evaluation = brain.evaluate()
        #expect(evaluation.result == result, sourceLocation: sourceLocation)
        #expect(evaluation.isPending == isPending, sourceLocation: sourceLocation)
        #expect(evaluation.description == description, sourceLocation: sourceLocation)
    }

    // The cases of CS193P's assignment 2, in order.
    @Test func describesTheSequencesOfTheAssignment() {
        expectEvaluation(brain("7", "+"), result: 7, isPending: true, description: "7 +")
        expectEvaluation(brain("7", "+", "9"), result: 9, isPending: true, description: "7 + 9")
        expectEvaluation(brain("7", "+", "9", "="), result: 16, isPending: false, description: "7 + 9")
        expectEvaluation(brain("7", "+", "9", "=", "√"), result: 4, isPending: false, description: "√(7 + 9)")
        expectEvaluation(brain("7", "+", "9", "=", "√", "+", "2", "="), result: 6, isPending: false, description: "√(7 + 9) + 2")
        expectEvaluation(brain("7", "+", "9", "√"), result: 3, isPending: true, description: "7 + √(9)")
        expectEvaluation(brain("7", "+", "9", "√", "="), result: 10, isPending: false, description: "7 + √(9)")
        expectEvaluation(brain("7", "+", "9", "=", "+", "6", "=", "+", "3", "="), result: 25, isPending: false,
                         description: "7 + 9 + 6 + 3")
        expectEvaluation(brain("7", "+", "9", "=", "√", "6", "+", "3", "="), result: 9, isPending: false, description: "6 + 3")
        expectEvaluation(brain("5", "+", "6", "=", "73"), result: 73, isPending: false, description: "73")
        expectEvaluation(brain("4", "×", "π", "="), result: 4 * Double.pi, isPending: false, description: "4 × π")
    }

    @Test func operationsChainLeftToRight() {
        expectEvaluation(brain("2", "+", "3", "×", "4", "="), result: 20, isPending: false, description: "2 + 3 × 4")
        expectEvaluation(brain("9", "−", "4", "÷", "2", "="), result: 2.5, isPending: false, description: "9 − 4 ÷ 2")
    }

    @Test func aSecondBinaryOperationInARowReplacesTheFirst() {
        expectEvaluation(brain("6", "+", "×", "7", "="), result: 42, isPending: false, description: "6 × 7")
    }

    @Test func unaryOperationsApplyToWhatIsShown() {
        expectEvaluation(brain("3", "x²"), result: 9, isPending: false, description: "(3)²")
        expectEvaluation(brain("5", "±"), result: -5, isPending: false, description: "-(5)")
        expectEvaluation(brain("0", "cos"), result: 1, isPending: false, description: "cos(0)")
        expectEvaluation(brain("√"), result: nil, isPending: false, description: "")
    }

    @Test func theVariableTakesTheValueItIsGiven() {
        let sequence = brain("M", "x²", "+", "1", "=")
        #expect(sequence.evaluate().result == 1, "M is 0 without a value")
        #expect(sequence.evaluate(using: ["M": 3]).result == 10)
        #expect(sequence.evaluate(using: ["M": -2]).result == 5)
        #expect(sequence.evaluate(using: ["M": 3]).description == "(M)² + 1")
    }

    @Test func undoForgetsTheLastEntryAndClearForgetsAll() {
        var sequence = brain("7", "+", "9", "=", "√")
        sequence.undo()
        #expect(sequence.evaluate().result == 16)
        #expect(sequence.evaluate().description == "7 + 9")
        sequence.undo()
        #expect(sequence.evaluate().isPending)
        sequence.clear()
        #expect(sequence.isEmpty)
        #expect(sequence.evaluate() == CalculatorBrain.Evaluation(result: nil, isPending: false, description: ""))
        sequence.undo()
        #expect(sequence.isEmpty, "undo with nothing entered does nothing")
    }

    @Test func unknownSymbolsAreIgnored() {
        var sequence = brain("2")
        sequence.performOperation("sinh")
        #expect(sequence.evaluate().result == 2)
        #expect(CalculatorBrain.operationSymbols.contains("√"))
    }

    @Test func formatsNumbersAsTheDisplayShowsThem() {
        #expect(CalculatorBrain.format(16) == "16")
        #expect(CalculatorBrain.format(-3) == "-3")
        #expect(CalculatorBrain.format(2.5) == "2.5")
        #expect(CalculatorBrain.format(Double.pi) == "3.14159")
        #expect(CalculatorBrain.format(1e20) == "1e+20")
        #expect(CalculatorBrain.format(1.0 / 0) == "∞")
        #expect(CalculatorBrain.format(Double.nan) == "Error")
    }
}
