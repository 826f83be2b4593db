import Foundation

/// The time of one animation block (or one property animator): when it begins, how long it
/// lasts, its curve and repetition, and the property animations that follow it.
///
/// A timeline runs on one window's ``AnimationClock`` (that of the first view it animates,
/// or a real-time clock for views in no window) and ends when its time is up or when its
/// last animation is taken over by another; then `completion` learns whether it finished.
///
/// A property animator also pauses it (off the clock, at a fraction it may scrub), plays it
/// backwards, and resumes it with a new curve and duration.
@MainActor
final class _AnimationTimeline {
    let clock: AnimationClock
    /// The clock time at which progress is 0 (after any delay).
    var beginTime: TimeInterval
    /// How long one play lasts (a property animator continuing with a duration factor changes it).
    var duration: TimeInterval
    var curve: _TimingCurve
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
    private(set) var pausedFraction: Double?
    /// Whether a paused timeline shows progress equal to its fraction, ignoring the curves (a
    /// property animator that scrubs linearly).
    private(set) var isScrubbing = false
    /// Whether time runs from the end back to the start (a reversed property animator).
    var playsBackwards = false
    /// Called instead of ending when the time is up, so that a property animator decides
    /// whether to end the timeline or to pause it at its end.
    var onElapsed: (() -> Void)?

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
        Self.creationObserver?(self)
    }

    /// Told of every timeline made while ``collect(_:)`` runs.
    private static var creationObserver: ((_AnimationTimeline) -> Void)?

    /// Runs `body` and returns the timelines its animations made: an interactive transition
    /// holds and steers the ones its animator started.
    static func collect(_ body: () -> Void) -> [_AnimationTimeline] {
        var made: [_AnimationTimeline] = []
        let outer = creationObserver
        creationObserver = { timeline in
            made.append(timeline)
            outer?(timeline)
        }
        defer { creationObserver = outer }
        body()
        return made
    }

    /// Where in one play the timeline is now, 0…1 (running backwards on an autoreversing leg
    /// or when it plays backwards).
    var linearFraction: Double {
        if let pausedFraction { return pausedFraction }
        let elapsed = (clock.now - beginTime) / duration
        let cycle = autoreverses ? 2.0 : 1.0
        let forward: Double
        if elapsed <= 0 {
            forward = 0
        } else if elapsed >= repeatCount * cycle {
            forward = autoreverses ? 0 : 1
        } else {
            let phase = elapsed.truncatingRemainder(dividingBy: cycle)
            forward = phase <= 1 ? phase : 2 - phase
        }
        return playsBackwards ? 1 - forward : forward
    }

    /// The linear fraction at which the curve first shows `progress`: where a resumed
    /// animation continues so that nothing jumps. O(1): at most 256 + 40 curve evaluations.
    func fraction(showing progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        let steps = 256
        var previous = 0.0
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            if curve.progress(fraction, duration: duration) >= progress {
                // Bisect the first step that crosses `progress` (a spring crosses it again later).
                var low = previous, high = fraction
                for _ in 0..<40 {
                    let middle = (low + high) / 2
                    if curve.progress(middle, duration: duration) >= progress { high = middle } else { low = middle }
                }
                return high
            }
            previous = fraction
        }
        return 1
    }

    /// Whether the time is up.
    var hasElapsed: Bool {
        guard pausedFraction == nil else { return false }
        let cycle = autoreverses ? 2.0 : 1.0
        return clock.now - beginTime >= repeatCount * cycle * duration - 1e-9
    }

    /// Adds an animation; the first one starts the timeline on its clock (unless it is paused).
    func add(_ animation: _PropertyAnimation) {
        let wasEmpty = members.isEmpty
        members.append(animation)
        animation.view.activeAnimations.append(animation)
        animation.view.requestFrame()
        if wasEmpty, pausedFraction == nil { schedule() }
    }

    /// Stops the time at `fraction`, or moves a paused timeline there; `scrubbing` shows
    /// progress equal to the fraction. A paused timeline is off the clock: nothing redraws
    /// until it moves again.
    func pause(at fraction: Double, scrubbing: Bool) {
        pausedFraction = fraction
        isScrubbing = scrubbing
        clock.cancel("timeline", for: self)
        for member in members { member.view.requestFrame() }
    }

    /// Lets time run again from the linear fraction `fraction`, forwards or backwards.
    func resume(from fraction: Double) {
        pausedFraction = nil
        isScrubbing = false
        let elapsed = playsBackwards ? 1 - fraction : fraction
        beginTime = clock.startTime() - elapsed * duration
        if !members.isEmpty, !isDone { schedule() }
    }

    /// Puts the timeline on its clock; a delay is slept through (the views show their start
    /// values until it ends).
    private func schedule() {
        clock.run("timeline", for: self, wakeTime: beginTime) { [unowned self] _ in self.step() }
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
            guard let onElapsed else {
                end(finished: true)
                return false
            }
            onElapsed()
            return !isDone && pausedFraction == nil
        }
        for member in members { member.view.requestFrame() }
        return !isDone
    }
}
