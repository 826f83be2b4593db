import Foundation
import Testing
import Tessera
@testable import CS193PKit

/// The graph's gestures: pinch scales, pan moves the origin, a double tap puts the origin
/// where it was tapped; each change redraws the graph.
@Suite("GraphView", .serialized)
@MainActor
struct GraphViewTests {
    /// A graph of `function` filling a 60 × 20 window.
    private func makeGraph(_ function: ((Double) -> Double?)? = { $0 }) -> (GraphViewController, HeadlessHost) {
        let graph = GraphViewController()
        graph.function = function
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = graph
        let host = HeadlessHost(window: window, columns: 60, rows: 20)
        window.makeKeyAndVisible()
        _ = host.render()
        return (graph, host)
    }

    @Test func pinchingScalesTheGraph() {
        let (graph, host) = makeGraph()
        let view = graph.graphView!
        #expect(view.scale == 88)
        let before = host.text
        host.pinch(at: host.center(of: view), scales: [1.5, 2])
        #expect(view.scale == 176)
        #expect(host.text != before, "the graph is drawn again at the new scale")
        host.pinch(at: host.center(of: view), scales: [0.5])
        #expect(view.scale == 88)
    }

    @Test func panningMovesTheOrigin() {
        let (graph, host) = makeGraph()
        let view = graph.graphView!
        let start = view.origin
        #expect(start == CGPoint(x: view.bounds.midX, y: view.bounds.midY), "the origin starts in the middle")
        let before = host.text
        host.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 220, y: 176))
        #expect(abs(view.origin.x - (start.x + 110)) < 0.001 && abs(view.origin.y - (start.y + 66)) < 0.001)
        #expect(host.text != before)
    }

    @Test func doubleTappingPutsTheOriginThere() {
        let (graph, host) = makeGraph()
        let view = graph.graphView!
        host.doubleTap(at: CGPoint(x: 55 + 5.5, y: 66 + 11))
        #expect(view.origin == CGPoint(x: 60.5, y: 77))
    }

    @Test func drawsTheAxesWithLabelsAndTheCurve() {
        let (graph, host) = makeGraph(nil)
        let axesOnly = host.text
        // The x axis is in row 10 (y = 220 points), its labels in the row under it.
        let labels = axesOnly.components(separatedBy: "\n")[11]
        #expect(labels.contains("-2") && labels.contains("-1") && labels.contains("1") && labels.contains("2"), "\(labels)")
        graph.function = { sin($0) }
        #expect(host.text != axesOnly, "setting the function draws the curve")
    }

    @Test func ticksAreOneTwoOrFiveTimesAPowerOfTen() {
        let view = GraphView(frame: CGRect(x: 0, y: 0, width: 660, height: 440))
        var spacings: [String] = []
        for scale: CGFloat in [88, 10, 1000, 0.5] {
            view.scale = scale
            spacings.append(CalculatorBrain.format(Double(view.tickSpacing)))
        }
        #expect(spacings == ["1", "10", "0.1", "200"])
    }

    @Test func theScaleStaysWithinItsLimits() {
        let view = GraphView(frame: CGRect(x: 0, y: 0, width: 660, height: 440))
        view.scale = 0
        #expect(view.scale == 0.001)
        view.scale = .infinity
        #expect(view.scale == 1_000_000)
    }
}
