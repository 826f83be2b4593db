import Foundation

/// The kinds of timing curve a ``UITimingCurveProvider`` describes, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve given by its control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A spring and a cubic curve together; Tessera plays the spring.
    case composed = 3
}

/// What tells an animator (``UIViewPropertyAnimator``) how its progress follows time: a
/// cubic curve (``UICubicTimingParameters``), a spring (``UISpringTimingParameters``), or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for `.builtin`, `.cubic` and `.composed` curves.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for `.spring` and `.composed` curves.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The engine's curve for an animator lasting `duration` seconds, and how long the
    /// animator then lasts: a spring given by its physics (or iOS 17's perceptual duration)
    /// sets its own duration, the time it takes to settle, as in UIKit.
    func timing(forDuration duration: TimeInterval) -> (curve: _TimingCurve, duration: TimeInterval) {
        if timingCurveType != .builtin, timingCurveType != .cubic, let spring = springTimingParameters {
            let curve = spring.spring(forDuration: duration)
            return (.spring(curve), spring.hasImplicitDuration ? curve.settlingDuration : duration)
        }
        guard let cubic = cubicTimingParameters else { return (.easeInOut, duration) }
        return (.cubic(cubic.controlPoint1, cubic.controlPoint2), duration)
    }
}
