import Foundation

/// A transition playing on one view (`UIView.transition(with:…)`): the picture the view showed
/// before the change, how it turns into the new appearance, and the timeline whose progress
/// drives it.
///
/// The view's model is already in its new state; while the transition runs, the compositor
/// draws the view through it (see `Compositor`), so what is on screen goes from the old
/// picture to the live new one. The timeline is the animation engine's: it runs on the view's
/// window clock, follows the block's curve and reports to the completion whether it finished.
/// A view plays one transition at a time, as a layer holds one animation under Core
/// Animation's `kCATransition` key: a new one ends the running one unfinished.
@MainActor
final class _ViewTransition {
    let view: UIView
    let kind: Kind
    /// The cells the view showed when the transition began.
    let oldPicture: Canvas
    let timeline: _AnimationTimeline

    init(view: UIView, kind: Kind, oldPicture: Canvas, timeline: _AnimationTimeline) {
        self.view = view
        self.kind = kind
        self.oldPicture = oldPicture
        self.timeline = timeline
    }

    /// How far the old picture has turned into the new one, 0…1, along the timeline's curve.
    ///
    /// Rounded to 1e-9: the clock's time is a sum of 1/60 s ticks, which misses round
    /// fractions by a rounding error, and a picture's size or a cell's glyph must not flip on it.
    var progress: Double {
        let eased = timeline.curve.progress(timeline.linearFraction, duration: timeline.duration)
        return min(1, max(0, (eased * 1e9).rounded() / 1e9))
    }

    /// Whether the view receives touches and clicks meanwhile (`.allowUserInteraction`).
    var allowsUserInteraction: Bool { timeline.allowsUserInteraction }

    /// Attaches the transition to its view and starts it on the timeline's clock; `completion`
    /// runs once it ends, after the view shows its new appearance alone.
    func start(completion: ((Bool) -> Void)?) {
        timeline.completion = { [self] finished in
            detach()
            completion?(finished)
        }
        view.activeTransition = self
        view.requestFrame()
        timeline.clock.run("transition", for: self) { [self] _ in step() }
    }

    /// Ends the transition before its time (another took its place): the view shows its new
    /// appearance and the completion learns it did not finish.
    func interrupt() {
        timeline.end(finished: false)
    }

    /// One clock tick: a frame, or the end once the time is up.
    private func step() -> Bool {
        guard !timeline.isDone else { return false }
        if timeline.hasElapsed {
            timeline.end(finished: true)
            return false
        }
        view.requestFrame()
        return true
    }

    private func detach() {
        timeline.clock.cancel("transition", for: self)
        if view.activeTransition === self { view.activeTransition = nil }
        view.requestFrame()
    }
}
