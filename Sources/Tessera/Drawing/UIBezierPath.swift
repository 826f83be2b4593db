import Foundation

/// A path of lines and curves with the attributes to draw it, as UIKit's `UIBezierPath`.
///
/// Build one in a view's coordinates, then `fill()`, `stroke()` or `addClip()` into the current
/// graphics context (inside `draw(_:)` or an image renderer). Angles are in radians from the
/// +x axis; in UIKit's coordinates (y down) `clockwise: true` turns clockwise on screen.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path: CGMutablePath

    /// The width of stroked lines, in points (1 by default).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// How far a mitered join may reach, as a multiple of the line width (10 by default).
    open var miterLimit: CGFloat = 10
    /// Accepted for compatibility: Cairo flattens curves to its own tolerance.
    open var flatness: CGFloat = 0.6
    /// Whether filling, clipping and `contains(_:)` use the even-odd rule instead of nonzero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        path = CGMutablePath()
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with elliptical corners of `cornerRadii` at `corners` only.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width), r.width / 2)
        let ry = min(max(0, cornerRadii.height), r.height / 2)
        func corner(_ corner: UIRectCorner, _ cx: CGFloat, _ cy: CGFloat, from start: CGFloat, point: CGPoint) {
            if corners.contains(corner), rx > 0, ry > 0 {
                path.appendArc(start: start, sweep: .pi / 2, transform: CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy))
            } else {
                path.addLine(to: point)
            }
        }
        let tl = corners.contains(.topLeft) ? rx : 0
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - (corners.contains(.topRight) ? rx : 0), y: r.minY))
        corner(.topRight, r.maxX - rx, r.minY + ry, from: -.pi / 2, point: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - (corners.contains(.bottomRight) ? ry : 0)))
        corner(.bottomRight, r.maxX - rx, r.maxY - ry, from: 0, point: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + (corners.contains(.bottomLeft) ? rx : 0), y: r.maxY))
        corner(.bottomLeft, r.minX + rx, r.maxY - ry, from: .pi / 2, point: CGPoint(x: r.minX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + (corners.contains(.topLeft) ? ry : 0)))
        corner(.topLeft, r.minX + rx, r.minY + ry, from: .pi, point: CGPoint(x: r.minX, y: r.minY))
        path.closeSubpath()
    }

    /// An open arc of the circle at `center`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy()!
    }

    /// The path's elements as a Core Graphics path.
    open var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy()! }
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc from the current point's line to the arc's start; `clockwise` as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' sense of clockwise is for y up: on UIKit's y-down screen it is reversed.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }

    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s elements after this path's.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// The same shape traced in the opposite direction, subpath by subpath.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        reversed.path = CGMutablePath(elements: path.reversedElements(), subpathStart: nil)
        return reversed
    }

    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) }, subpathStart: path.subpathStart?.applying(transform))
    }

    // MARK: Queries

    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle containing every point, control points included.
    open var bounds: CGRect { path.boundingBox }

    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether filling the path (with its fill rule) covers `point`.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Dashes strokes: `count` lengths from `pattern` alternate painted and unpainted, starting
    /// `phase` into the pattern; `nil` draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (when given) and reports its count and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the enclosed area with the current context's fill colour.
    open func fill() {
        draw { context in context.rasterise(pathInBase(of: context), fillRule: fillRule, stroke: false) }
    }

    /// Fills with `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(context.opacity * alpha)
            context.rasterise(pathInBase(of: context), fillRule: fillRule, stroke: false)
        }
    }

    /// Draws the outline with the current context's stroke colour and this path's line attributes.
    open func stroke() {
        draw { context in context.rasterise(pathInBase(of: context), fillRule: fillRule, stroke: true) }
    }

    /// Strokes with `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(context.opacity * alpha)
            context.rasterise(pathInBase(of: context), fillRule: fillRule, stroke: true)
        }
    }

    /// Narrows the current context's clip to the enclosed area; `restoreGState` undoes it.
    open func addClip() {
        MainActor.assumeIsolated {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.state.clipPaths.append((pathInBase(of: context), fillRule))
        }
    }

    // MARK: Internals

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    @MainActor
    private func pathInBase(of context: CGContext) -> CGPath {
        var transform = context.ctm
        return path.copy(using: &transform)!
    }

    /// Runs `body` on the current context with this path's line attributes, in a saved state.
    private func draw(_ body: @MainActor (CGContext) -> Void) {
        MainActor.assumeIsolated {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: dashPhase, lengths: dashPattern)
            body(context)
            context.restoreGState()
        }
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension CGPath {
    /// The elements traced backwards, subpath by subpath (closed subpaths stay closed).
    func reversedElements() -> [Element] {
        var result: [Element] = []
        var start = CGPoint.zero
        var segments: [(from: CGPoint, element: Element)] = []
        var current = CGPoint.zero
        var closed = false
        func flush() {
            guard !segments.isEmpty || closed else { return }
            result.append(.move(current))
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case .quadCurve(_, let c): result.append(.quadCurve(from, control: c))
                case .curve(_, let c1, let c2): result.append(.curve(from, control1: c2, control2: c1))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
            segments = []
            closed = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, element))
                current = p
            case .close:
                closed = true
                flush()
                current = start
            }
        }
        if !segments.isEmpty { flush() }
        return result
    }
}
