import Foundation
import Tessera

/// Shows a ``GraphView`` of ``function``; the calculator sets the function in
/// `prepare(for:sender:)` before the graph segue shows this controller.
///
/// The controller is the graph view's controller in CS193P's sense: it owns the recognizers
/// and hands the gestures to the view's handlers (pinch to scale, pan to move, double tap to
/// put the origin where tapped).
public final class GraphViewController: UIViewController {
    /// The function graphed, with x as the variable; `nil` shows the axes only.
    public var function: ((Double) -> Double?)? {
        didSet { graphView?.function = function }
    }

    /// The thickness of the curve, in points.
    public var lineWidth: CGFloat = 4 {
        didSet { graphView?.lineWidth = lineWidth }
    }

    /// The graph (the book's `@IBOutlet weak var graphView: GraphView!`).
    public private(set) var graphView: GraphView!

    public override func loadView() {
        let graphView = GraphView(frame: UIScreen.main.bounds)
        graphView.function = function
        graphView.lineWidth = lineWidth
        graphView.addGestureRecognizer(UIPinchGestureRecognizer { [unowned graphView] recognizer in
            graphView.changeScale(byReactingTo: recognizer as! UIPinchGestureRecognizer)
        })
        graphView.addGestureRecognizer(UIPanGestureRecognizer { [unowned graphView] recognizer in
            graphView.moveOrigin(byReactingTo: recognizer as! UIPanGestureRecognizer)
        })
        let doubleTap = UITapGestureRecognizer { [unowned graphView] recognizer in
            graphView.setOrigin(byReactingTo: recognizer as! UITapGestureRecognizer)
        }
        doubleTap.numberOfTapsRequired = 2
        graphView.addGestureRecognizer(doubleTap)
        self.graphView = graphView
        view = graphView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if title == nil { title = "Graph" }
    }
}
