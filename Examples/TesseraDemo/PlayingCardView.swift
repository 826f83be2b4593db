import Foundation
import Tessera

/// A playing card drawn as in the CS193P notes: a rounded rect clipped with `addClip()`, corner
/// text as attributed strings, pips drawn with Bézier paths, and a patterned back.
///
/// Setting ``rank``, ``suit`` or ``isFaceUp`` calls `setNeedsDisplay()`, so `draw(_:)` runs
/// again on the next frame; the flip itself is animated by whoever turns the card (see
/// `AnimationViewController.flipCard()`).
final class PlayingCardView: UIView {
    var rank = "A" { didSet { setNeedsDisplay() } }
    var suit = "♠" { didSet { setNeedsDisplay() } }
    var isFaceUp = false { didSet { setNeedsDisplay() } }
    /// How large the pips are against the card's face; a pinch changes it (0.5…1.5).
    var pipScale: CGFloat = 1 { didSet { setNeedsDisplay() } }

    /// The notes' pinch handler: scales the pips by the pinch and starts the next change from 1.
    func adjustPipScale(byHandlingGestureRecognizedBy recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .changed, .ended:
            pipScale = min(1.5, max(0.5, pipScale * recognizer.scale))
            recognizer.scale = 1
        default: break
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private var suitColor: UIColor { suit == "♥" || suit == "♦" ? .systemRed : .black }

    override func draw(_ rect: CGRect) {
        let card = UIBezierPath(roundedRect: bounds, cornerRadius: min(bounds.width, bounds.height) * 0.12)
        card.addClip()
        (isFaceUp ? UIColor.white : UIColor.systemBlue).setFill()
        card.fill()
        if isFaceUp {
            drawCorners()
            drawPips()
        } else {
            drawBack()
        }
        UIColor.systemGray.setStroke()
        card.lineWidth = 2
        card.stroke()
    }

    private func drawCorners() {
        let corner = NSAttributedString(
            string: rank + suit, attributes: [.foregroundColor: suitColor, .font: UIFont.boldSystemFont(ofSize: 17)])
        let size = corner.size()
        corner.draw(at: CGPoint(x: 11, y: 0))
        corner.draw(at: CGPoint(x: bounds.maxX - 11 - size.width, y: bounds.maxY - size.height))
    }

    /// Pips in two columns (one for odd counts' middle), or one large pip for aces and faces.
    private func drawPips() {
        suitColor.setFill()
        let count = Int(rank) ?? 1
        let full = bounds.insetBy(dx: bounds.width * 0.22, dy: bounds.height * 0.18)
        let face = full.insetBy(dx: full.width * (1 - pipScale) / 2, dy: full.height * (1 - pipScale) / 2)
        if count <= 1 {
            let side = min(face.width, face.height) * (rank == "A" ? 0.8 : 1)
            pip(in: CGRect(x: face.midX - side / 2, y: face.midY - side / 2, width: side, height: side)).fill()
            return
        }
        let side = min(face.width / 2.5, face.height / 5)
        let rows = (count + 1) / 2
        for index in 0..<count {
            let isMiddle = count % 2 == 1 && index == count - 1
            let column = isMiddle ? 0.5 : CGFloat(index % 2)
            let row = isMiddle ? CGFloat(rows - 1) / 2 : CGFloat(index / 2) * CGFloat(rows - 1) / CGFloat(max(1, rows - 1))
            let x = face.minX + column * (face.width - side)
            let y = face.minY + (rows > 1 ? row / CGFloat(rows - 1) : 0.5) * (face.height - side)
            pip(in: CGRect(x: x, y: y, width: side, height: side)).fill()
        }
    }

    /// The suit's shape inscribed in `rect`, from lines, arcs and curves.
    private func pip(in rect: CGRect) -> UIBezierPath {
        let (w, h) = (rect.width, rect.height)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x * w, y: rect.minY + y * h) }
        let path = UIBezierPath()
        switch suit {
        case "♦":
            path.move(to: point(0.5, 0))
            path.addLine(to: point(0.9, 0.5))
            path.addLine(to: point(0.5, 1))
            path.addLine(to: point(0.1, 0.5))
            path.close()
        case "♥":
            path.move(to: point(0.5, 1))
            path.addCurve(to: point(0, 0.3), controlPoint1: point(0.2, 0.75), controlPoint2: point(0, 0.55))
            path.addArc(withCenter: point(0.25, 0.3), radius: w * 0.25, startAngle: .pi, endAngle: 0, clockwise: true)
            path.addArc(withCenter: point(0.75, 0.3), radius: w * 0.25, startAngle: .pi, endAngle: 0, clockwise: true)
            path.addCurve(to: point(0.5, 1), controlPoint1: point(1, 0.55), controlPoint2: point(0.8, 0.75))
            path.close()
        case "♣":
            for (x, y) in [(0.5, 0.25), (0.25, 0.55), (0.75, 0.55)] {
                path.append(UIBezierPath(ovalIn: CGRect(x: rect.minX + (x - 0.22) * w, y: rect.minY + (y - 0.22) * h, width: 0.44 * w, height: 0.44 * h)))
            }
            path.append(stem(point))
        default:  // ♠
            path.move(to: point(0.5, 0))
            path.addCurve(to: point(1, 0.6), controlPoint1: point(0.8, 0.25), controlPoint2: point(1, 0.4))
            path.addArc(withCenter: point(0.75, 0.6), radius: w * 0.25, startAngle: 0, endAngle: .pi, clockwise: true)
            path.addArc(withCenter: point(0.25, 0.6), radius: w * 0.25, startAngle: 0, endAngle: .pi, clockwise: true)
            path.addCurve(to: point(0.5, 0), controlPoint1: point(0, 0.4), controlPoint2: point(0.2, 0.25))
            path.close()
            path.append(stem(point))
        }
        return path
    }

    private func stem(_ point: (CGFloat, CGFloat) -> CGPoint) -> UIBezierPath {
        let stem = UIBezierPath()
        stem.move(to: point(0.45, 0.6))
        stem.addLine(to: point(0.55, 0.6))
        stem.addLine(to: point(0.7, 1))
        stem.addLine(to: point(0.3, 1))
        stem.close()
        return stem
    }

    /// Diagonal stripes inside a margin, clipped to an inner rounded rect.
    private func drawBack() {
        let inner = bounds.insetBy(dx: 11, dy: 11)
        UIBezierPath(roundedRect: inner, cornerRadius: 8).addClip()
        UIColor.white.withAlphaComponent(0.6).setStroke()
        let stripes = UIBezierPath()
        var x = inner.minX - inner.height
        while x < inner.maxX {
            stripes.move(to: CGPoint(x: x, y: inner.maxY))
            stripes.addLine(to: CGPoint(x: x + inner.height, y: inner.minY))
            x += 14
        }
        stripes.lineWidth = 3
        stripes.stroke()
    }
}
