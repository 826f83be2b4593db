import Foundation

/// Timing as the motion of a damped spring, which may overshoot its target before it settles.
///
/// Described by a damping ratio, the spring settles within the animator's duration. Described
/// by its physics (mass, stiffness, damping) or, since iOS 17, by a perceptual duration and a
/// bounce, it sets the animator's duration itself: the time it takes to settle, as in UIKit.
///
///     let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.4))
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// How the spring was described.
    private enum Model: Equatable, Sendable {
        case dampingRatio(Double)
        case physics(mass: Double, stiffness: Double, damping: Double)
        case perceptual(duration: TimeInterval, bounce: Double)
    }

    private let model: Model

    /// The starting speed, in whole distances per second (0.5 for a view moving 200 points at
    /// 100 points per second). Tessera's springs move every component alike, at `dx`, the
    /// speed UIKit uses for one-dimensional properties.
    public let initialVelocity: CGVector

    /// UIKit's default system spring: no initial velocity and a damping ratio of 4.56, which
    /// glides to rest without bouncing.
    public override convenience init() {
        self.init(model: .dampingRatio(4.56), velocity: .zero)
    }

    /// A spring with `ratio` (1 stops without overshooting, lower values bounce) that starts
    /// at `velocity`.
    public convenience init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        self.init(model: .dampingRatio(Double(ratio)), velocity: velocity)
    }

    /// A spring with `ratio` that starts at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring from its physics; its damping ratio is `damping / (2 √(stiffness × mass))`.
    /// The animator lasts until it settles, whatever duration it was given.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.init(model: .physics(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)), velocity: velocity)
    }

    /// A spring described as in SwiftUI (iOS 17): `duration` is its perceived pace, `bounce` 0
    /// settles smoothly, values toward 1 bounce more and negative ones are overdamped. The
    /// animator lasts until it settles.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        self.init(model: .perceptual(duration: duration, bounce: Double(bounce)), velocity: velocity)
    }

    /// A spring with a perceived `duration` and a `bounce`, starting at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    private init(model: Model, velocity: CGVector) {
        self.model = model
        initialVelocity = velocity
        super.init()
    }

    public required nonisolated init?(coder: NSCoder) {
        let first = coder.decodeDouble(forKey: CodingKey.first)
        let second = coder.decodeDouble(forKey: CodingKey.second)
        switch coder.decodeInteger(forKey: CodingKey.kind) {
        case 0: model = .dampingRatio(first)
        case 1: model = .physics(mass: first, stiffness: second, damping: coder.decodeDouble(forKey: CodingKey.third))
        case 2: model = .perceptual(duration: first, bounce: second)
        default: return nil
        }
        initialVelocity = CGVector(dx: coder.decodeDouble(forKey: CodingKey.dx), dy: coder.decodeDouble(forKey: CodingKey.dy))
        super.init()
    }

    public nonisolated func encode(with coder: NSCoder) {
        let numbers: (kind: Int, Double, Double, Double)
        switch model {
        case .dampingRatio(let ratio): numbers = (0, ratio, 0, 0)
        case .physics(let mass, let stiffness, let damping): numbers = (1, mass, stiffness, damping)
        case .perceptual(let duration, let bounce): numbers = (2, duration, bounce, 0)
        }
        coder.encode(numbers.kind, forKey: CodingKey.kind)
        coder.encode(numbers.1, forKey: CodingKey.first)
        coder.encode(numbers.2, forKey: CodingKey.second)
        coder.encode(numbers.3, forKey: CodingKey.third)
        coder.encode(Double(initialVelocity.dx), forKey: CodingKey.dx)
        coder.encode(Double(initialVelocity.dy), forKey: CodingKey.dy)
    }

    /// The parameters never change, so a copy is the object itself.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// Whether the spring sets the animator's duration (the time it takes to settle).
    var hasImplicitDuration: Bool {
        if case .dampingRatio = model { return false }
        return true
    }

    /// The engine's spring for an animator lasting `duration` seconds: a damping-ratio spring
    /// settles (within 0.1 %) by then; the others keep their own pace.
    func spring(forDuration duration: TimeInterval) -> _Spring {
        let velocity = Double(initialVelocity.dx)
        switch model {
        case .dampingRatio(let ratio):
            return _Spring(settlingIn: duration, dampingRatio: ratio, initialVelocity: velocity)
        case .physics(let mass, let stiffness, let damping):
            return _Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .perceptual(let perceived, let bounce):
            return _Spring(perceptualDuration: perceived, bounce: bounce, initialVelocity: velocity)
        }
    }

    private enum CodingKey {
        static let kind = "UISpringModel"
        static let first = "UISpringFirst"
        static let second = "UISpringSecond"
        static let third = "UISpringThird"
        static let dx = "UIInitialVelocityDX"
        static let dy = "UIInitialVelocityDY"
    }
}
