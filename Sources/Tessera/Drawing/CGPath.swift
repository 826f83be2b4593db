import CCairo
import Foundation

#if !canImport(CoreGraphics)
/// The kind of one element of a path.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out: its kind and its points
/// (1 for a move or line, 2 for a quadratic curve, 3 for a cubic curve, 0 for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// Which points a filled path covers: the nonzero winding rule or the even-odd rule.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// An immutable graphics path: lines and Bézier curves in subpaths, as Core Graphics' `CGPath`.
///
/// Paths are values in a class, as in Core Graphics: ``CGMutablePath`` builds one, `copy()` freezes it.
public class CGPath: @unchecked Sendable, Hashable {
    /// One stored element.
    enum Element: Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    var elements: [Element]
    /// Where the current subpath started (where `close` returns to).
    var subpathStart: CGPoint?

    init(elements: [Element] = [], subpathStart: CGPoint? = nil) {
        self.elements = elements
        self.subpathStart = subpathStart
    }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    /// A rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, subpathStart: path.subpathStart)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        switch elements.last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .close: return subpathStart ?? .zero
        case nil: return .zero
        }
    }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        return Self.bounds(of: points)
    }

    /// The smallest rectangle containing the path's curves, control points excluded.
    public var boundingBoxOfPath: CGRect {
        guard !isEmpty else { return .null }
        return CairoScratch.shared.withContext { cr in
            append(to: cr)
            var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
            cairo_path_extents(cr, &x0, &y0, &x1, &y1)
            if x0 == 0, y0 == 0, x1 == 0, y1 == 0 { return boundingBox }
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    /// Whether filling the path with `rule` (after `transform`) covers `point`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard !isEmpty else { return false }
        var transform = transform
        let path = transform.isIdentity ? self : copy(using: &transform)!
        return CairoScratch.shared.withContext { cr in
            path.append(to: cr)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cr, point.x, point.y) != 0
        }
    }

    /// An immutable copy.
    public func copy() -> CGPath? {
        CGPath(elements: elements, subpathStart: subpathStart)
    }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) }, subpathStart: subpathStart?.applying(t))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements, subpathStart: subpathStart)
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): (type, points[0]) = (.moveToPoint, p)
            case .line(let p): (type, points[0]) = (.addLineToPoint, p)
            case .quadCurve(let p, let c): (type, points[0], points[1]) = (.addQuadCurveToPoint, c, p)
            case .curve(let p, let c1, let c2): (type, points[0], points[1], points[2]) = (.addCurveToPoint, c1, c2, p)
            case .close: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            block(&element)
        }
    }

    /// Adds the path to a Cairo context's current path, in the context's user space.
    func append(to cr: OpaquePointer) {
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                // A quadratic curve is the cubic with controls two thirds of the way to the control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .close:
                cairo_close_path(cr)
                var (x, y) = (0.0, 0.0)
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> Self {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): .curve(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: .close
        }
    }
}
#endif
