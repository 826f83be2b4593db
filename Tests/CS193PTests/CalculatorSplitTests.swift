import Foundation
import Testing
import Tessera
@testable import CS193PKit

/// The Calculator tab: the calculator in a split view whose graph segue shows the graph
/// beside it in a wide terminal and pushes it in a narrow one.
@Suite("Calculator and graph", .contactsAuthorized, .serialized)
@MainActor
struct CalculatorSplitTests {
    @Test func theGraphSeguePreparesTheGraphWithTheBrainsFunction() throws {
        let demo = LaunchedDemo(columns: 120, rows: 24)
        #expect(!demo.split.isCollapsed)
        demo.press("M", "x²", "+", "1", "=", "graph")
        demo.host.settle()
        let graph = try #require(demo.split.viewController(for: .secondary) as? GraphViewController)
        #expect(graph === demo.split.graphViewController)
        #expect(graph.title == "y = (M)² + 1")
        let function = try #require(graph.function)
        #expect([-2.0, 0, 3].map { function($0) } == [5, 1, 10])
        #expect(graph.graphView.function != nil, "the view draws what the controller was given")
        #expect(demo.host.text.contains("y = (M)² + 1"))
    }

    @Test func theGraphButtonDoesNothingWhileAnOperationWaits() {
        let demo = LaunchedDemo(columns: 120, rows: 24)
        let emptyGraph = demo.split.viewController(for: .secondary)
        demo.press("graph")
        demo.press("M", "+", "graph")
        demo.host.settle()
        #expect(demo.split.viewController(for: .secondary) === emptyGraph)
        #expect(demo.calculator.buttons["graph"]?.isEnabled == false)
        #expect(demo.calculator.sequenceLabel.text == "M + …")
        demo.press("2", "=")
        #expect(demo.calculator.buttons["graph"]?.isEnabled == true)
        #expect(demo.calculator.sequenceLabel.text == "M + 2 =")
    }

    @Test func collapsedTheGraphSegueePushesTheGraphOntoTheCalculator() throws {
        let demo = LaunchedDemo(columns: 80, rows: 24)
        #expect(demo.split.isCollapsed)
        let stack = try #require(demo.calculator.navigationController)
        #expect(stack.viewControllers.map { $0.title ?? "" } == ["Calculator"], "the calculator stays on top")
        demo.press("M", "sin", "graph")
        demo.host.settle()
        #expect(stack.viewControllers.count == 2)
        let graph = try #require(stack.topViewController as? GraphViewController)
        #expect(graph.title == "y = sin(M)")
        #expect(graph.function?(Double.pi / 2) == 1)
        let bar = demo.lines[0]
        #expect(bar.contains("‹ Calculator") && bar.contains("y = sin(M)"))
    }

    @Test func collapsesInANarrowTerminalAndExpandsInAWideOne() throws {
        var demo = LaunchedDemo(columns: 120, rows: 24)
        demo.press("M", "cos", "graph")
        demo.host.settle()
        let wide = demo.lines
        #expect(wide[0].contains("Calculator") && wide[0].contains("│") && wide[0].contains("y = cos(M)"))

        demo.resize(columns: 80, rows: 24)
        #expect(demo.split.isCollapsed)
        #expect(demo.calculator.navigationController?.viewControllers.map { $0.title ?? "" } == ["Calculator", "y = cos(M)"])
        #expect(demo.lines[0].contains("‹ Calculator") && !demo.lines[0].contains("│"))

        demo.resize(columns: 120, rows: 24)
        #expect(!demo.split.isCollapsed)
        #expect(demo.calculator.navigationController?.viewControllers.count == 1)
        #expect(demo.split.graphViewController?.title == "y = cos(M)")
        #expect(demo.lines == wide, "the same screen as before the terminal narrowed")
    }

    @Test func theKeypadStandsBesideTheDisplayWhenBothSizeClassesAreCompact() throws {
        var demo = LaunchedDemo(columns: 80, rows: 24)
        let calculator = demo.calculator
        #expect(!calculator.isSideBySide)
        #expect(calculator.stack.axis == .vertical)
        #expect(calculator.keypadRows == 7)

        demo.resize(columns: 80, rows: 16)
        #expect(calculator.traitCollection.verticalSizeClass == .compact)
        #expect(calculator.isSideBySide)
        #expect(calculator.stack.axis == .horizontal)
        #expect(calculator.keypadRows == 4)
        let displayWidth = calculator.display.superview!.frame.width
        #expect(abs(displayWidth - calculator.stack.frame.width / 3) < 1, "the display takes a third of the width")

        demo.resize(columns: 80, rows: 24)
        #expect(calculator.stack.axis == .vertical)
        #expect(calculator.display.superview!.frame.width == calculator.stack.frame.width)
    }

    @Test func typingDigitsAndOperationsShowsTheResultAndTheSequence() {
        let demo = LaunchedDemo(columns: 80, rows: 24)
        demo.press("1", "2", ".", "5", ".", "×", "2", "=")
        #expect(demo.calculator.display.text == "25")
        #expect(demo.calculator.sequenceLabel.text == "12.5 × 2 =")
        demo.press("→M")
        #expect(demo.calculator.memoryLabel.text == "M = 25")
        demo.press("C")
        #expect(demo.calculator.display.text == "0")
        #expect(demo.calculator.memoryLabel.text == " ")
    }
}

/// The calculator's keys in a terminal.
@Suite("Calculator keys", .contactsAuthorized, .serialized)
@MainActor
struct CalculatorKeyTests {
    @Test func typedKeysPressTheButtons() throws {
        let demo = LaunchedDemo(columns: 80, rows: 24)
        demo.host.type("12.5*2=")
        #expect(demo.calculator.display.text == "25")
        #expect(demo.calculator.sequenceLabel.text == "12.5 × 2 =")
        demo.host.type("3")
        demo.host.press(.backspace)
        #expect(demo.calculator.display.text == "25", "Backspace takes the digit back")
        demo.host.type("c")
        #expect(demo.calculator.display.text == "0")
        demo.host.type("ms")
        #expect(demo.calculator.sequenceLabel.text == "sin(M) =")
        demo.host.type("g")
        demo.host.settle()
        let graph = try #require(demo.calculator.navigationController?.topViewController as? GraphViewController)
        #expect(graph.title == "y = sin(M)")
    }

    @Test func expandedTheKeysReachTheCalculatorFromTheGraphsColumn() {
        let demo = LaunchedDemo(columns: 120, rows: 24)
        demo.host.type("6*7\r")
        #expect(demo.calculator.display.text == "42")
        demo.host.press(.escape)
        #expect(demo.calculator.display.text == "42", "keys the calculator has no button for go on up the chain")
    }
}
