/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// TesseraUI keeps the animation a change asks for in its ``Transaction`` but does not play
/// it yet: the change shows at once, as with animations disabled. Book code that animates
/// compiles and behaves correctly, without the motion; playing animations on the window's
/// clock is the next step.
public struct Animation: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case spring(response: Double, dampingFraction: Double)
    }

    let curve: Curve
    let duration: Double
    var delay: Double = 0
    var speed: Double = 1
    var repeatCount: Int? = 1
    var autoreverses = false

    /// A default animation instance (an ease-in-out of 0.35 s, as SwiftUI's).
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    /// A persistent spring animation.
    public static let spring = Animation.spring()
    /// A spring animation with a lower response value, for interactive changes.
    public static let interactiveSpring = Animation.interactiveSpring()

    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// A persistent spring animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }

    /// A convenience for a spring animation with a lower response value.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay = delay
        return animation
    }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speed = speed
        return animation
    }

    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        return animation
    }

    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = nil
        animation.autoreverses = autoreverses
        return animation
    }
}

/// Returns the result of recomputing the view's body with the provided animation: runs
/// `body`, whose changes show at once today (see ``Animation``).
@preconcurrency @MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Executes a closure with the specified transaction and returns the result (its animation is
/// not played yet; see ``Animation``).
@preconcurrency @MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
