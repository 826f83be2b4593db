import Foundation

/// Timing as a cubic Bézier curve from (0, 0) to (1, 1): one of UIKit's named curves or one
/// given by its two control points.
///
///     let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.4, y: 1))
///     let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve (`.easeInOut` for curves given by control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (for a named curve, the one Core Animation uses for it).
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    public let timingCurveType: UITimingCurveType

    /// Core Animation's default timing function: control points (0.25, 0.1) and (0.25, 1).
    public override convenience init() {
        self.init(type: .cubic, curve: .easeInOut, CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
    }

    /// One of UIKit's named curves.
    public convenience init(animationCurve curve: UIView.AnimationCurve) {
        guard case .cubic(let point1, let point2) = _TimingCurve(curve) else { preconditionFailure("named curves are cubic") }
        self.init(type: .builtin, curve: curve, point1, point2)
    }

    /// The curve with control points `point1` and `point2` (their x between 0 and 1).
    public convenience init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        self.init(type: .cubic, curve: .easeInOut, point1, point2)
    }

    private init(type: UITimingCurveType, curve: UIView.AnimationCurve, _ point1: CGPoint, _ point2: CGPoint) {
        timingCurveType = type
        animationCurve = curve
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    public required nonisolated init?(coder: NSCoder) {
        guard let type = UITimingCurveType(rawValue: coder.decodeInteger(forKey: CodingKey.type)),
            let curve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: CodingKey.curve))
        else { return nil }
        timingCurveType = type
        animationCurve = curve
        controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: CodingKey.x1), y: coder.decodeDouble(forKey: CodingKey.y1))
        controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: CodingKey.x2), y: coder.decodeDouble(forKey: CodingKey.y2))
        super.init()
    }

    public nonisolated func encode(with coder: NSCoder) {
        coder.encode(timingCurveType.rawValue, forKey: CodingKey.type)
        coder.encode(animationCurve.rawValue, forKey: CodingKey.curve)
        coder.encode(Double(controlPoint1.x), forKey: CodingKey.x1)
        coder.encode(Double(controlPoint1.y), forKey: CodingKey.y1)
        coder.encode(Double(controlPoint2.x), forKey: CodingKey.x2)
        coder.encode(Double(controlPoint2.y), forKey: CodingKey.y2)
    }

    /// The parameters never change, so a copy is the object itself.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    private enum CodingKey {
        static let type = "UITimingCurveType"
        static let curve = "UIAnimationCurve"
        static let x1 = "UIControlPoint1X"
        static let y1 = "UIControlPoint1Y"
        static let x2 = "UIControlPoint2X"
        static let y2 = "UIControlPoint2Y"
    }
}
