import Foundation

/// The time of one animation block (or one property animator): when it begins, how long it
/// lasts, its curve and repetition, and the property animations that follow it.
///
/// A timeline runs on one window's ``AnimationClock`` (that of the first view it animates,
/// or a real-time clock for views in no window) and ends when its time is up or when its
/// last animation is taken over by another; then `completion` learns whether it finished.
@MainActor
final class _AnimationTimeline {
    let clock: AnimationClock
    /// The clock time at which progress is 0 (after any delay).
    var beginTime: TimeInterval
    let duration: TimeInterval
    let curve: _TimingCurve
    /// How many times the animation plays (`.infinity` with `.repeat`).
    let repeatCount: Double
    let autoreverses: Bool
    /// Whether the animating views still receive touches and clicks.
    let allowsUserInteraction: Bool
    /// Called once when the timeline ends: `true` when it played to its end, `false` when its
    /// animations were removed or replaced first.
    var completion: ((Bool) -> Void)?

    private(set) var members: [_PropertyAnimation] = []
    private var interrupted = false
    private(set) var isDone = false
    /// A paused timeline stays at this linear fraction (property animators pause and scrub).
    var pausedFraction: Double?

    init(
        clock: AnimationClock, delay: TimeInterval, duration: TimeInterval, curve: _TimingCurve,
        repeatCount: Double = 1, autoreverses: Bool = false, allowsUserInteraction: Bool = false
    ) {
        self.clock = clock
        self.beginTime = clock.startTime() + max(0, delay)
        self.duration = max(duration, 0.000_001)
        self.curve = curve
        self.repeatCount = max(repeatCount, 0.000_001)
        self.autoreverses = autoreverses
        self.allowsUserInteraction = allowsUserInteraction
    }

    /// Where in one play the timeline is now, 0…1 (running backwards on an autoreversing leg).
    var linearFraction: Double {
        if let pausedFraction { return pausedFraction }
        let elapsed = (clock.now - beginTime) / duration
        if elapsed <= 0 { return 0 }
        let cycle = autoreverses ? 2.0 : 1.0
        if elapsed >= repeatCount * cycle { return autoreverses ? 0 : 1 }
        let phase = elapsed.truncatingRemainder(dividingBy: cycle)
        return phase <= 1 ? phase : 2 - phase
    }

    /// Whether the time is up.
    var hasElapsed: Bool {
        guard pausedFraction == nil else { return false }
        let cycle = autoreverses ? 2.0 : 1.0
        return clock.now - beginTime >= repeatCount * cycle * duration - 1e-9
    }

    /// Adds an animation; the first one starts the timeline on its clock.
    func add(_ animation: _PropertyAnimation) {
        let wasEmpty = members.isEmpty
        members.append(animation)
        animation.view.activeAnimations.append(animation)
        animation.view.setNeedsDisplay()
        if wasEmpty { clock.run("timeline", for: self) { [unowned self] _ in self.step() } }
    }

    /// Removes one animation before its end (another took its property over, or the layer's
    /// animations were removed): the timeline will report that it did not finish.
    func interrupt(_ animation: _PropertyAnimation) {
        guard let index = members.firstIndex(where: { $0 === animation }) else { return }
        members.remove(at: index)
        animation.view.removeActiveAnimation(animation)
        interrupted = true
        if members.isEmpty { end(finished: false) }
    }

    /// Ends the timeline now: every animation leaves its view (which shows its model values
    /// again) and the completion runs.
    func end(finished: Bool) {
        guard !isDone else { return }
        isDone = true
        clock.cancel("timeline", for: self)
        for member in members { member.view.removeActiveAnimation(member) }
        members.removeAll()
        let completion = self.completion
        self.completion = nil
        completion?(finished && !interrupted)
    }

    /// One clock tick: redraws the animating views, or ends the timeline when its time is up.
    private func step() -> Bool {
        if hasElapsed {
            end(finished: true)
            return false
        }
        for member in members { member.view.setNeedsDisplay() }
        return !isDone
    }
}
