import Foundation
import Tessera

/// The calculator beside its graph: the calculator in the primary column and a
/// ``GraphViewController`` in the secondary one, which the calculator's graph segue replaces.
///
/// In a narrow terminal the split view controller collapses to one navigation stack, and the
/// graph segue pushes the graph onto it. An empty graph (nothing graphed yet) stays out of
/// the collapsed stack, so the calculator is on top, as CS193P's split view delegate does.
public final class CalculatorSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    /// The calculator, in the primary column.
    public let calculator = CalculatorViewController()

    public init() {
        super.init(style: .doubleColumn)
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        setViewController(calculator, for: .primary)
        setViewController(GraphViewController(), for: .secondary)
        title = "Calculator"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The graph shown now: in the secondary column, or on top of the collapsed stack.
    public var graphViewController: GraphViewController? {
        let stack = isCollapsed ? calculator.navigationController : viewController(for: .secondary)?.navigationController
        return stack?.topViewController as? GraphViewController
    }

    /// Whether graphs are drawn with a thick curve: the one shown now and those to come.
    public var usesBoldGraph = false {
        didSet {
            calculator.graphLineWidth = usesBoldGraph ? 8 : 4
            graphViewController?.lineWidth = calculator.graphLineWidth
        }
    }

    /// Expanded, the calculator's keys reach it from the graph's column too: a key the graph
    /// leaves comes up the responder chain to here.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !isCollapsed, let key = presses.first?.key, let symbol = CalculatorViewController.button(for: key) {
            calculator.press(symbol)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// Collapsing keeps the calculator on top while the graph has nothing to draw.
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        (viewController(for: .secondary) as? GraphViewController)?.function == nil ? .primary : proposedTopColumn
    }
}
