import Foundation
import Tessera

/// A bar chart with a trend line, drawn with paths: bars as rounded rects filled with a
/// gradient, the line as a stroked curve, the axis dashed.
final class ChartView: UIView {
    var values: [CGFloat] = [3, 5, 4, 7, 6, 9, 8, 11] { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let top = values.max(), top > 0, !values.isEmpty else { return }
        let plot = bounds.insetBy(dx: 11, dy: 11)
        let slot = plot.width / CGFloat(values.count)
        func y(_ value: CGFloat) -> CGFloat { plot.maxY - value / top * plot.height }
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor],
            locations: [0, 1])!
        for (index, value) in values.enumerated() {
            let bar = CGRect(x: plot.minX + CGFloat(index) * slot + slot * 0.15, y: y(value), width: slot * 0.7, height: plot.maxY - y(value))
            context.saveGState()
            UIBezierPath(roundedRect: bar, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 6, height: 6)).addClip()
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: plot.maxY), options: [])
            context.restoreGState()
        }
        let trend = UIBezierPath()
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: plot.minX + (CGFloat(index) + 0.5) * slot, y: y(value) - 6)
            if index == 0 { trend.move(to: point) } else { trend.addLine(to: point) }
        }
        trend.lineWidth = 3
        trend.lineJoinStyle = .round
        UIColor.systemOrange.setStroke()
        trend.stroke()
        let axis = UIBezierPath()
        axis.move(to: CGPoint(x: plot.minX, y: plot.maxY))
        axis.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
        axis.setLineDash([6, 4], count: 2, phase: 0)
        axis.lineWidth = 2
        UIColor.secondaryLabel.setStroke()
        axis.stroke()
    }
}
