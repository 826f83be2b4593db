import Foundation

#if !canImport(CoreGraphics)
/// A path under construction, as Core Graphics' `CGMutablePath`.
///
/// Points pass through the optional `transform` before they are stored. Arcs and ellipses are
/// stored as cubic Bézier curves (at most a quarter turn each), as Core Graphics stores them.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init()
    }

    override init(elements: [Element], subpathStart: CGPoint?) {
        super.init(elements: elements, subpathStart: subpathStart)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(.move(p))
        subpathStart = p
    }

    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: point.applying(transform))
        elements.append(.line(point.applying(transform)))
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: control.applying(transform))
        elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: control1.applying(transform))
        elements.append(.curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    /// A closed rectangle subpath (left-top, right-top, right-bottom, left-bottom).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// One closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A polyline through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY).concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        appendArc(start: 0, sweep: 2 * .pi, transform: scale)
        closeSubpath()
    }

    /// A closed rectangle whose corners are quarter ellipses `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerWidth), r.width / 2)
        let ry = min(max(0, cornerHeight), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, from start: CGFloat) {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
            appendArc(start: start, sweep: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        corner(r.maxX - rx, r.minY + ry, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        corner(r.maxX - rx, r.maxY - ry, from: 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        corner(r.minX + rx, r.maxY - ry, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        corner(r.minX + rx, r.minY + ry, from: .pi)
        closeSubpath()
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians from the +x
    /// axis towards +y). `clockwise` is in Core Graphics' sense: in UIKit's flipped coordinates
    /// a `clockwise: false` arc turns clockwise on screen. A line joins the current point to
    /// the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
        if sweep >= 2 * .pi {
            sweep = 2 * .pi
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi)
            if sweep < 0 { sweep += 2 * .pi }
        }
        let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(t)
        if elements.isEmpty || elements.last == .close {
            move(to: start)
        } else {
            elements.append(.line(start))
        }
        appendArc(start: startAngle, sweep: clockwise ? -sweep : sweep, transform: t)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, with a line to where it starts.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPointInUserSpace(transform)
        let (p1, p2) = (tangent1End, tangent2End)
        let (v1, v2) = (CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        let (l1, l2) = (hypot(v1.x, v1.y), hypot(v2.x, v2.y))
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { return addLine(to: p1, transform: transform) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius` away from both tangent points.
        let normal = cross > 0 ? CGPoint(x: -v1.y / l1, y: v1.x / l1) : CGPoint(x: v1.y / l1, y: -v1.x / l1)
        let centre = CGPoint(x: t1.x - normal.x * radius, y: t1.y - normal.y * radius)
        let start = atan2(t1.y - centre.y, t1.x - centre.x)
        let end = atan2(t2.y - centre.y, t2.x - centre.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: centre.x, ty: centre.y).concatenating(transform)
        appendArc(start: start, sweep: sweep, transform: circle)
    }

    /// Appends `path`'s elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
        if let start = path.subpathStart { subpathStart = start.applying(transform) }
    }

    // MARK: Internals

    /// Moves to `point` when there is no current point, as Core Graphics does before a segment.
    private func startIfNeeded(at point: CGPoint) {
        if elements.isEmpty { move(to: point) }
    }

    /// The current point mapped back through `transform` (for constructions in user space).
    private func currentPointInUserSpace(_ transform: CGAffineTransform) -> CGPoint {
        transform.isIdentity ? currentPoint : currentPoint.applying(transform.inverted())
    }

    /// Appends Bézier curves along the unit circle from `start` turning `sweep` radians,
    /// mapped by `transform`; the current point is at the arc's start.
    func appendArc(start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            elements.append(
                .curve(
                    CGPoint(x: c1, y: s1).applying(transform),
                    control1: CGPoint(x: c0 - k * s0, y: s0 + k * c0).applying(transform),
                    control2: CGPoint(x: c1 + k * s1, y: s1 - k * c1).applying(transform)))
            angle = next
        }
    }
}
#endif
