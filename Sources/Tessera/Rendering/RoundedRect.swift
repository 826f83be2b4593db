import Foundation

/// A rectangle with rounded corners in window points: a layer's `cornerRadius`, which rounds
/// a view's background and, with `masksToBounds`, clips what is drawn inside it.
///
/// Drawing tests half-block pixel centres against it, so corners round at pixel resolution
/// (11 × 11 points on the default grid).
struct RoundedRect: Hashable, Sendable {
    var rect: CGRect
    /// The corner radius, at most half the shorter side.
    var radius: CGFloat

    init(rect: CGRect, radius: CGFloat) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    /// The same shape moved by `dx`, `dy`.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> RoundedRect {
        RoundedRect(rect: rect.offsetBy(dx: dx, dy: dy), radius: radius)
    }

    /// Whether `point` is inside the rounded rectangle. O(1).
    func contains(_ point: CGPoint) -> Bool {
        guard rect.contains(point) else { return false }
        // Inside unless in a corner square and beyond the corner's circle.
        let cx = point.x < rect.minX + radius ? rect.minX + radius : point.x > rect.maxX - radius ? rect.maxX - radius : point.x
        let cy = point.y < rect.minY + radius ? rect.minY + radius : point.y > rect.maxY - radius ? rect.maxY - radius : point.y
        let (dx, dy) = (point.x - cx, point.y - cy)
        return dx * dx + dy * dy <= radius * radius
    }

    /// Whether all of `rect` is inside (the shape is convex, so its four corners tell). O(1).
    func contains(_ rect: CGRect) -> Bool {
        contains(CGPoint(x: rect.minX, y: rect.minY)) && contains(CGPoint(x: rect.maxX, y: rect.minY))
            && contains(CGPoint(x: rect.minX, y: rect.maxY)) && contains(CGPoint(x: rect.maxX, y: rect.maxY))
    }
}
