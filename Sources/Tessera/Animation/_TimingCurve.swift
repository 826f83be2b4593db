import Foundation

/// How an animation's progress follows time: a cubic Bézier easing (UIKit's named curves are
/// four of them) or a damped spring, which may overshoot 1 before it settles.
enum _TimingCurve: Equatable, Sendable {
    case cubic(CGPoint, CGPoint)
    case spring(_Spring)

    static let linear = _TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    static let easeIn = _TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    static let easeOut = _TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    static let easeInOut = _TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    /// The curve a `UIView.AnimationCurve` names.
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    /// The progress at `fraction` (0…1) of an animation lasting `duration` seconds. Cubic
    /// curves stay within 0…1 when their control points do; springs may overshoot.
    func progress(_ fraction: Double, duration: TimeInterval) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .cubic(let c1, let c2):
            if c1 == CGPoint(x: 0, y: 0) && c2 == CGPoint(x: 1, y: 1) { return fraction }
            return Self.bezier(fraction, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
        case .spring(let spring):
            return spring.value(at: fraction * duration)
        }
    }

    /// The y of the cubic Bézier (0,0) c1 c2 (1,1) where its x is `x`: Newton's method, falling
    /// back to bisection where the slope is flat.
    private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}

/// A damped harmonic oscillator moving from 0 to 1: unit mass, natural frequency `omega`
/// (radians per second), `dampingRatio` (1 is critical, below 1 bounces), starting with
/// `initialVelocity` in "whole distances per second", as UIKit's springs take it.
struct _Spring: Equatable, Sendable {
    var omega: Double
    var dampingRatio: Double
    var initialVelocity: Double

    /// A spring that settles (within 0.1 % of the distance) in `duration` seconds with
    /// `dampingRatio`: the spring of `UIView.animate(withDuration:…usingSpringWithDamping:…)`.
    init(settlingIn duration: TimeInterval, dampingRatio: Double, initialVelocity: Double) {
        let zeta = max(0.01, dampingRatio)
        let time = max(duration, 0.001)
        let settle = log(1000.0)
        let omega: Double
        if zeta < 1 {
            omega = settle / (zeta * time)
        } else if zeta == 1 {
            omega = 9.233 / time
        } else {
            omega = settle / ((zeta - (zeta * zeta - 1).squareRoot()) * time)
        }
        self.init(omega: omega, dampingRatio: zeta, initialVelocity: initialVelocity)
    }

    /// The spring SwiftUI and iOS 17's `animate(springDuration:bounce:…)` describe: a perceptual
    /// `duration` (the period of the undamped spring) and a `bounce` from −1 to 1.
    init(perceptualDuration duration: TimeInterval, bounce: Double, initialVelocity: Double) {
        let omega = 2 * Double.pi / max(duration, 0.001)
        let ratio = bounce >= 0 ? 1 - min(bounce, 0.99) : 1 / (1 + max(bounce, -0.99))
        self.init(omega: omega, dampingRatio: ratio, initialVelocity: initialVelocity)
    }

    /// A spring from its physical parameters, as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let mass = max(mass, 1e-6), stiffness = max(stiffness, 1e-6)
        self.init(
            omega: (stiffness / mass).squareRoot(), dampingRatio: max(0, damping) / (2 * (stiffness * mass).squareRoot()),
            initialVelocity: initialVelocity)
    }

    init(omega: Double, dampingRatio: Double, initialVelocity: Double) {
        self.omega = omega
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    /// The position at `time` seconds: 0 at the start, 1 at rest.
    func value(at time: Double) -> Double {
        1 - displacement(at: time)
    }

    /// How far from rest at `time` (1 at the start).
    private func displacement(at t: Double) -> Double {
        let w = omega, z = dampingRatio, v = initialVelocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (z * w - v) / wd
            return exp(-z * w * t) * (cos(wd * t) + b * sin(wd * t))
        } else if z == 1 {
            return (1 + (w - v) * t) * exp(-w * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c1 = (-v - r2) / (r1 - r2)
            return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
        }
    }

    /// The time after which the spring stays within 0.1 % of rest, found by stepping at
    /// 1/120 s from the end of the envelope backwards (at most 60 s).
    var settlingDuration: TimeInterval {
        let step = 1.0 / 120
        var last = 0.0
        var t = 0.0
        while t < 60 {
            if abs(displacement(at: t)) > 1e-3 { last = t }
            // Past twice the last excursion with a decayed envelope, the spring has settled.
            if t > last + 1, t > 0.1 { break }
            t += step
        }
        return max(step, last + step)
    }
}
