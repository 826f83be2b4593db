import Foundation

/// The calculator's model, as CS193P builds it: the sequence of operands, variables and
/// operations a person entered, evaluated on demand.
///
/// Keeping the sequence (rather than only a running total) is what lets the calculator graph
/// what it computed: ``evaluate(using:)`` replays the sequence with a value for the variable
/// `M`, once per point of the graph. The brain knows nothing of the view.
public struct CalculatorBrain: Sendable {
    /// What a button symbol does.
    private enum Operation {
        case constant(Double)
        case unary(@Sendable (Double) -> Double, describe: @Sendable (String) -> String)
        case binary(@Sendable (Double, Double) -> Double, describe: @Sendable (String, String) -> String)
        case equals
    }

    /// One thing the person entered.
    private enum Element: Sendable {
        case operand(Double)
        case variable(String)
        case operation(String)
    }

    /// What the sequence evaluates to.
    public struct Evaluation: Equatable, Sendable {
        /// The value shown, or `nil` when nothing has been entered since the last operation.
        public var result: Double?
        /// Whether a binary operation waits for its second operand.
        public var isPending: Bool
        /// The sequence in infix notation, such as `√(7 + 9)` or `7 +`, without a trailing `…` or `=`.
        public var description: String
    }

    private static let operations: [String: Operation] = [
        "π": .constant(Double.pi),
        "e": .constant(M_E),
        "√": .unary(sqrt, describe: { "√(\($0))" }),
        "x²": .unary({ $0 * $0 }, describe: { "(\($0))²" }),
        "sin": .unary(sin, describe: { "sin(\($0))" }),
        "cos": .unary(cos, describe: { "cos(\($0))" }),
        "±": .unary({ -$0 }, describe: { "-(\($0))" }),
        "×": .binary(*, describe: { "\($0) × \($1)" }),
        "÷": .binary(/, describe: { "\($0) ÷ \($1)" }),
        "+": .binary(+, describe: { "\($0) + \($1)" }),
        "−": .binary(-, describe: { "\($0) − \($1)" }),
        "=": .equals,
    ]

    /// The symbols ``performOperation(_:)`` understands.
    public static var operationSymbols: Set<String> { Set(operations.keys) }

    private var sequence: [Element] = []

    public init() {}

    /// Enters a number.
    public mutating func setOperand(_ operand: Double) {
        sequence.append(.operand(operand))
    }

    /// Enters a variable (the calculator's `M`), whose value ``evaluate(using:)`` is given.
    public mutating func setOperand(variable named: String) {
        sequence.append(.variable(named))
    }

    /// Performs the operation `symbol` (see ``operationSymbols``); unknown symbols are ignored.
    public mutating func performOperation(_ symbol: String) {
        guard Self.operations[symbol] != nil else { return }
        sequence.append(.operation(symbol))
    }

    /// Forgets the last thing entered.
    public mutating func undo() {
        _ = sequence.popLast()
    }

    /// Forgets everything entered.
    public mutating func clear() {
        sequence.removeAll()
    }

    /// Whether nothing has been entered.
    public var isEmpty: Bool { sequence.isEmpty }

    /// Replays the sequence; a variable without a value counts as 0.
    public func evaluate(using variables: [String: Double]? = nil) -> Evaluation {
        typealias Value = (value: Double, description: String)
        var accumulator: Value?
        var pending: (function: @Sendable (Double, Double) -> Double, describe: @Sendable (String, String) -> String, first: Value)?

        func performPendingOperation() {
            guard let operation = pending, let second = accumulator else { return }
            accumulator = (operation.function(operation.first.value, second.value),
                           operation.describe(operation.first.description, second.description))
            pending = nil
        }

        for element in sequence {
            switch element {
            case .operand(let value):
                accumulator = (value, Self.format(value))
            case .variable(let name):
                accumulator = (variables?[name] ?? 0, name)
            case .operation(let symbol):
                switch Self.operations[symbol] {
                case .constant(let value):
                    accumulator = (value, symbol)
                case .unary(let function, let describe):
                    if let operand = accumulator { accumulator = (function(operand.value), describe(operand.description)) }
                case .binary(let function, let describe):
                    if accumulator == nil, let waiting = pending {
                        // A second operation in a row replaces the first.
                        pending = (function, describe, waiting.first)
                    } else {
                        performPendingOperation()
                        if let operand = accumulator {
                            pending = (function, describe, operand)
                            accumulator = nil
                        }
                    }
                case .equals:
                    performPendingOperation()
                case nil:
                    break
                }
            }
        }

        if let operation = pending {
            // Without its second operand, "7 + " is described as "7 +".
            var description = operation.describe(operation.first.description, accumulator?.description ?? "")
            while description.last == " " { description.removeLast() }
            return Evaluation(result: accumulator?.value ?? operation.first.value, isPending: true, description: description)
        }
        return Evaluation(result: accumulator?.value, isPending: false, description: accumulator?.description ?? "")
    }

    /// `value` as the display shows it: whole numbers without a fraction, others with up to
    /// six significant digits.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "Error" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.6g", value)
    }
}
