import Foundation

/// A resolution-independent shape for drawing system symbols, described by its
/// signed distance field.
///
/// Coordinates are in the symbol's design space (points, y pointing down, the
/// origin at the top-left of the symbol's box). `distance(to:minimumHalfWidth:strokeScale:)`
/// is negative inside the shape, zero on its edge and positive outside, in the
/// same units, which lets `SystemSymbol` rasterise crisply at any pixel size
/// with one sample per pixel: a pixel's coverage follows from the distance of its
/// centre to the edge.
///
/// Strokes (`ring`, `polyline`, `arc`, `outline`) take a line width; when a symbol
/// is rasterised so small that a stroke would be thinner than a pixel, it is
/// widened to one pixel so the shape stays legible rather than fading out.
indirect enum SymbolShape: Hashable, Sendable {
    /// A filled circle.
    case disc(center: SIMD2<Double>, radius: Double)
    /// The outline of a circle.
    case ring(center: SIMD2<Double>, radius: Double, lineWidth: Double)
    /// A filled rectangle with rounded corners (`cornerRadius` 0 for square corners).
    case roundedRect(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double)
    /// Connected line segments with round caps and joins.
    case polyline([SIMD2<Double>], lineWidth: Double)
    /// A filled polygon (even-odd rule); the last point connects to the first.
    case polygon([SIMD2<Double>])
    /// A circular arc from `start` to `end` degrees, measured clockwise on screen
    /// from the positive x axis (0° right, 90° down), with round caps.
    case arc(center: SIMD2<Double>, radius: Double, start: Double, end: Double, lineWidth: Double)
    /// The edge of another shape, drawn as a stroke centred on it.
    case outline(SymbolShape, lineWidth: Double)
    /// Everything covered by any of the shapes.
    case union([SymbolShape])
    /// The first shape with the second cut out of it. Strokes in the cut keep
    /// their width at small sizes instead of being widened.
    case subtracting(SymbolShape, SymbolShape)
    /// What both shapes cover.
    case intersection(SymbolShape, SymbolShape)

    /// The signed distance from `point` to the shape's edge (negative inside).
    ///
    /// - Parameters:
    ///   - point: A point in design space.
    ///   - minimumHalfWidth: The least half-width of every stroke, so strokes can
    ///     be kept at least a pixel wide.
    ///   - strokeScale: A factor for every stroke's width (the symbol's weight).
    /// - Complexity: O(number of primitives and polygon vertices).
    func distance(to point: SIMD2<Double>, minimumHalfWidth: Double = 0, strokeScale: Double = 1) -> Double {
        func halfWidth(_ lineWidth: Double) -> Double { max(lineWidth / 2 * strokeScale, minimumHalfWidth) }
        func distance(_ shape: SymbolShape, minimumHalfWidth: Double) -> Double {
            shape.distance(to: point, minimumHalfWidth: minimumHalfWidth, strokeScale: strokeScale)
        }
        switch self {
        case let .disc(center, radius):
            return length(point - center) - radius
        case let .ring(center, radius, lineWidth):
            return abs(length(point - center) - radius) - halfWidth(lineWidth)
        case let .roundedRect(x, y, width, height, cornerRadius):
            let half = SIMD2(width / 2, height / 2)
            let radius = min(cornerRadius, half.x, half.y)
            let fromCenter = point - SIMD2(x, y) - half
            let offset = SIMD2(abs(fromCenter.x), abs(fromCenter.y)) - half + SIMD2(radius, radius)
            let outside = length(SIMD2(max(offset.x, 0), max(offset.y, 0)))
            return outside + min(max(offset.x, offset.y), 0) - radius
        case let .polyline(points, lineWidth):
            guard let first = points.first else { return .infinity }
            var nearest = length(point - first)
            for index in points.indices.dropFirst() {
                nearest = min(nearest, segmentDistance(point, points[index - 1], points[index]))
            }
            return nearest - halfWidth(lineWidth)
        case let .polygon(points):
            return polygonDistance(point, points)
        case let .arc(center, radius, start, end, lineWidth):
            let relative = point - center
            var angle = atan2Degrees(relative)
            // Bring the angle into start...start + 360 to test membership.
            while angle < start { angle += 360 }
            while angle >= start + 360 { angle -= 360 }
            let toArc: Double
            if angle <= end {
                toArc = abs(length(relative) - radius)
            } else {
                let startPoint = center + radius * unitVector(degrees: start)
                let endPoint = center + radius * unitVector(degrees: end)
                toArc = min(length(point - startPoint), length(point - endPoint))
            }
            return toArc - halfWidth(lineWidth)
        case let .outline(shape, lineWidth):
            return abs(distance(shape, minimumHalfWidth: minimumHalfWidth)) - halfWidth(lineWidth)
        case let .union(shapes):
            return shapes.reduce(Double.infinity) { min($0, distance($1, minimumHalfWidth: minimumHalfWidth)) }
        case let .subtracting(shape, cut):
            // Strokes are widened so that ink stays visible; a cut is the absence
            // of ink, and widening it would erase small symbols entirely.
            return max(
                distance(shape, minimumHalfWidth: minimumHalfWidth),
                -distance(cut, minimumHalfWidth: 0))
        case let .intersection(first, second):
            return max(
                distance(first, minimumHalfWidth: minimumHalfWidth),
                distance(second, minimumHalfWidth: minimumHalfWidth))
        }
    }
}

// MARK: - Geometry helpers

private func length(_ vector: SIMD2<Double>) -> Double {
    (vector.x * vector.x + vector.y * vector.y).squareRoot()
}

private func unitVector(degrees: Double) -> SIMD2<Double> {
    let radians = degrees * .pi / 180
    return SIMD2(cos(radians), sin(radians))
}

private func atan2Degrees(_ vector: SIMD2<Double>) -> Double {
    atan2(vector.y, vector.x) * 180 / .pi
}

/// Distance from `point` to the segment `a`–`b`.
private func segmentDistance(_ point: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let edge = b - a
    let squared = edge.x * edge.x + edge.y * edge.y
    guard squared > 0 else { return length(point - a) }
    let toPoint = point - a
    let t = min(max((toPoint.x * edge.x + toPoint.y * edge.y) / squared, 0), 1)
    return length(toPoint - t * edge)
}

/// Signed distance to a closed polygon: the distance to the nearest edge,
/// negative when the point is inside by the even-odd rule.
private func polygonDistance(_ point: SIMD2<Double>, _ points: [SIMD2<Double>]) -> Double {
    guard points.count >= 3 else { return .infinity }
    var nearest = Double.infinity
    var inside = false
    var previous = points[points.count - 1]
    for current in points {
        nearest = min(nearest, segmentDistance(point, previous, current))
        // Crossing test on a horizontal ray to the right of the point.
        if (current.y > point.y) != (previous.y > point.y) {
            let crossing = previous.x + (point.y - previous.y) / (current.y - previous.y) * (current.x - previous.x)
            if point.x < crossing { inside.toggle() }
        }
        previous = current
    }
    return inside ? -nearest : nearest
}
