import Foundation
import Tessera

/// Draws the axes and the graph of a function, in `draw(_:)` with `UIBezierPath`s, as the
/// CS193P graphing calculator does.
///
/// ``scale`` (points per unit) and ``origin`` (where (0, 0) is, in the view's coordinates)
/// say which part of the plane is shown; changing either redraws the view. The gesture
/// handlers change them: a pinch scales, a pan moves the origin, a double tap moves the
/// origin to the tapped point. The view controller installs the recognizers.
public final class GraphView: UIView {
    /// The function drawn; `nil` draws the axes only. A `nil` or non-finite value leaves a gap.
    public var function: ((Double) -> Double?)? { didSet { setNeedsDisplay() } }

    /// Points per unit on both axes, kept between 0.001 and 1 000 000 (beyond that nothing
    /// useful is left to see).
    public var scale: CGFloat = 88 {
        didSet {
            scale = min(max(scale, 0.001), 1_000_000)
            setNeedsDisplay()
        }
    }

    /// Where (0, 0) is, in the view's coordinates; the centre of the view until it is set.
    public var origin: CGPoint {
        get { storedOrigin ?? CGPoint(x: bounds.midX, y: bounds.midY) }
        set {
            storedOrigin = newValue
            setNeedsDisplay()
        }
    }
    private var storedOrigin: CGPoint?

    /// The thickness of the function's curve, in points.
    public var lineWidth: CGFloat = 4 { didSet { setNeedsDisplay() } }
    /// The colour of the function's curve.
    public var color: UIColor = .systemOrange { didSet { setNeedsDisplay() } }
    /// The colour of the axes and their labels.
    public var axesColor: UIColor = .secondaryLabel { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: Gestures

    /// Pinching scales the graph about its origin.
    public func changeScale(byReactingTo pinchRecognizer: UIPinchGestureRecognizer) {
        switch pinchRecognizer.state {
        case .changed, .ended:
            scale *= pinchRecognizer.scale
            pinchRecognizer.scale = 1
        default:
            break
        }
    }

    /// Panning moves the origin with the finger.
    public func moveOrigin(byReactingTo panRecognizer: UIPanGestureRecognizer) {
        switch panRecognizer.state {
        case .changed, .ended:
            let translation = panRecognizer.translation(in: self)
            origin = CGPoint(x: origin.x + translation.x, y: origin.y + translation.y)
            panRecognizer.setTranslation(.zero, in: self)
        default:
            break
        }
    }

    /// A double tap puts the origin where it was tapped.
    public func setOrigin(byReactingTo tapRecognizer: UITapGestureRecognizer) {
        if tapRecognizer.state == .ended { origin = tapRecognizer.location(in: self) }
    }

    // MARK: Drawing

    public override func draw(_ rect: CGRect) {
        drawAxes()
        drawFunction()
    }

    /// The horizontal distance, in points, between two points of the curve: one terminal
    /// pixel, the finest a terminal shows.
    private var sampleStep: CGFloat { CellGrid.current.cellWidth / CGFloat(CellPixelEncoding.current.columns) }

    /// The axes through ``origin``, with a label at every ``tickSpacing``.
    ///
    /// Each line goes through the middle of the terminal pixels the origin is in (a cell holds
    /// `CellPixelEncoding.current` columns × rows of them), so that it is one pixel thick
    /// rather than a faint smear over two; the labels sit in the text row under the x axis and
    /// the column right of the y axis.
    private func drawAxes() {
        let grid = CellGrid.current
        let encoding = CellPixelEncoding.current
        let pixelWidth = grid.cellWidth / CGFloat(encoding.columns)
        let pixelHeight = grid.cellHeight / CGFloat(encoding.rows)
        let axisX = ((origin.x / pixelWidth).rounded(.down) + 0.5) * pixelWidth
        let axisY = ((origin.y / pixelHeight).rounded(.down) + 0.5) * pixelHeight
        let axes = UIBezierPath()
        axes.move(to: CGPoint(x: bounds.minX, y: axisY))
        axes.addLine(to: CGPoint(x: bounds.maxX, y: axisY))
        axes.move(to: CGPoint(x: axisX, y: bounds.minY))
        axes.addLine(to: CGPoint(x: axisX, y: bounds.maxY))
        axes.lineWidth = min(pixelWidth, pixelHeight) * 0.8
        axesColor.setStroke()
        axes.stroke()

        let step = tickSpacing * scale
        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: axesColor, .font: UIFont.systemFont(ofSize: 17)]
        let labelsTop = ((axisY / grid.cellHeight).rounded(.down) + 1) * grid.cellHeight
        // Counted loops: however far the origin was moved, a label is tried only where one fits.
        let firstX = ((bounds.minX - origin.x) / step).rounded(.up)
        for index in 0...Int(bounds.width / step) {
            let unit = firstX + CGFloat(index)
            let label = NSAttributedString(string: Self.label(for: unit * tickSpacing), attributes: attributes)
            let frame = CGRect(origin: CGPoint(x: origin.x + unit * step - label.size().width / 2, y: labelsTop), size: label.size())
            if unit != 0, bounds.contains(frame) { label.draw(at: frame.origin) }
        }
        let firstY = ((origin.y - bounds.maxY) / step).rounded(.up)
        for index in 0...Int(bounds.height / step) {
            let unit = firstY + CGFloat(index)
            let label = NSAttributedString(string: Self.label(for: unit * tickSpacing), attributes: attributes)
            let frame = CGRect(origin: CGPoint(x: axisX + grid.cellWidth, y: origin.y - unit * step - label.size().height / 2), size: label.size())
            if unit != 0, bounds.contains(frame) { label.draw(at: frame.origin) }
        }
    }

    /// The distance, in units, between labelled ticks: 1, 2 or 5 times a power of ten, so that
    /// labels are at least eight columns apart.
    var tickSpacing: CGFloat {
        let minimum = 8 * CellGrid.current.cellWidth / scale
        var power: CGFloat = pow(10, (log10(minimum)).rounded(.down))
        while true {
            for factor: CGFloat in [1, 2, 5] where factor * power >= minimum { return factor * power }
            power *= 10
        }
    }

    private static func label(for value: CGFloat) -> String {
        CalculatorBrain.format(Double(value))
    }

    /// The curve, one segment per pixel column; a gap wherever the function has no finite value
    /// or jumps off the view.
    private func drawFunction() {
        guard let function, bounds.width > 0 else { return }
        let path = UIBezierPath()
        var isDrawing = false
        for column in 0...Int(bounds.width / sampleStep) {
            let x = bounds.minX + CGFloat(column) * sampleStep
            let value = function(Double((x - origin.x) / scale))
            if let value, value.isFinite {
                let y = origin.y - CGFloat(value) * scale
                let isOnScreen = y >= bounds.minY - bounds.height && y <= bounds.maxY + bounds.height
                if isOnScreen {
                    if isDrawing { path.addLine(to: CGPoint(x: x, y: y)) } else { path.move(to: CGPoint(x: x, y: y)) }
                }
                isDrawing = isOnScreen
            } else {
                isDrawing = false
            }
        }
        path.lineWidth = lineWidth
        color.setStroke()
        path.stroke()
    }
}
