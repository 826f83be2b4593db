import Foundation

/// Where an animator is in its life, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or done: the initial state, and the state after the completions ran.
    case inactive = 0
    /// Started: running or paused.
    case active = 1
    /// Stopped part-way: the views keep the values they showed, and the animator waits for
    /// `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's views ended up, as its completions learn it (UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values the animation blocks set.
    case end = 0
    /// Back at the values from before the animation blocks (a reversed animator).
    case start = 1
    /// Wherever the animation was when it was stopped.
    case current = 2
}

/// The flow control of an animator: start, pause, stop and finish; its state, direction and
/// progress. ``UIViewPropertyAnimator`` adopts it.
///
/// An animator begins `.inactive`; `startAnimation()` or `pauseAnimation()` make it `.active`;
/// it goes back to `.inactive` when its animations end, or through `.stopped` when
/// `stopAnimation(false)` stops it part-way and `finishAnimation(at:)` finishes it.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    /// Whether the animations are playing (forwards or backwards); a running animator is
    /// always `.active`.
    var isRunning: Bool { get }
    /// Whether the animations play back toward their start values.
    var isReversed: Bool { get set }
    /// The progress, 0 at the start and 1 at the end (in the direction it plays); setting it
    /// scrubs a paused animator.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes paused ones.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses running animations where they are, or starts inactive ones paused.
    func pauseAnimation()
    /// Stops the animations where they are: their current values become the model values.
    /// `true` makes the animator inactive at once, without completions; `false` leaves it
    /// `.stopped` until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator: moves the views to `finalPosition` and runs completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added as it goes, and which can
/// continue with new timing. UIKit declares these methods optional; the defaults here do
/// nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start `delayFactor` of the remaining duration from now.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that play over the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run when the animations end, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing; the remaining time is `durationFactor`
    /// times the original duration (0 keeps the pace).
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
