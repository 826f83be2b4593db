/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// A change made in `withAnimation` (or a `.animation(_:value:)` whose value changed) lays the
/// views out again inside a UIKit animation block of this duration and curve, so their frames
/// and opacity move on the window's clock like any UIKit animation (see docs/TesseraUI.md).
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

/// Returns the result of recomputing the view's body with the provided animation: the
/// changes `body` makes are laid out inside that animation.
@preconcurrency @MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Executes a closure with the specified transaction and returns the result: the changes it
/// makes are laid out with the transaction's animation (none when it disables animations).
@preconcurrency @MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    _TransactionContext.stack.append(transaction)
    defer { _TransactionContext.stack.removeLast() }
    return try body()
}

/// The transactions whose bodies run now, innermost last: state changed meanwhile takes the
/// innermost one's animation.
@MainActor
enum _TransactionContext {
    static var stack: [Transaction] = []

    /// The animation a change made now asks for; nil when it asks for none.
    static var animation: Animation? {
        guard let transaction = stack.last, !transaction.disablesAnimations else { return nil }
        return transaction.animation
    }
}

extension Animation {
    /// Runs `changes` (a layout pass) inside the UIKit animation this animation describes;
    /// `completion` runs when it ends.
    @MainActor
    func run(_ changes: @escaping () -> Void, completion: (() -> Void)? = nil) {
        let duration = duration / max(speed, 0.000_1)
        var options: UIView.AnimationOptions = [.allowUserInteraction]
        switch curve {
        case .linear: options.insert(.curveLinear)
        case .easeIn: options.insert(.curveEaseIn)
        case .easeOut: options.insert(.curveEaseOut)
        case .easeInOut, .spring: options.insert(.curveEaseInOut)
        }
        let repeated = { [repeatCount, autoreverses] in
            if repeatCount == 1 {
                changes()
            } else {
                UIView.modifyAnimations(withRepeatCount: repeatCount.map { CGFloat($0) } ?? .infinity, autoreverses: autoreverses, animations: changes)
            }
        }
        if case .spring(_, let damping) = curve {
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: CGFloat(damping), initialSpringVelocity: 0,
                options: options, animations: repeated, completion: { _ in completion?() })
        } else {
            UIView.animate(withDuration: duration, delay: delay, options: options, animations: repeated, completion: { _ in completion?() })
        }
    }
}
