import Foundation

/// The animation of one batch update of a table or collection view, on the window's clock.
///
/// The list applies the update at once (model values: index paths, frames, counts), then
/// describes how its views got there: views that stay move from where they were, views that
/// arrive start from an initial state (a table's row animation, a collection layout's
/// `initialLayoutAttributesForAppearingItem`), views that leave head for a final state and stay
/// alive, out of the reuse queues, until the animation ends; only then does the list end their
/// display. Everything plays in one `UIView` animation block, so nested and outer animation
/// blocks, `performWithoutAnimation` and `areAnimationsEnabled` apply as to any other change.
@MainActor
final class _ListUpdateAnimation {
    /// How long UIKit's list updates take.
    static let standardDuration: TimeInterval = 0.3

    /// What an element shows at one end of the animation. `frame` is the untransformed frame
    /// (centre and size, as a layout attributes' frame); `transform` applies around its centre.
    struct State {
        var frame: CGRect
        var alpha: CGFloat = 1
        var transform: CGAffineTransform = .identity
    }

    private struct Arrival {
        let view: UIView
        let from: State
        let to: State
    }

    private struct Departure {
        let view: UIView
        let to: State
        let finish: () -> Void
    }

    private var arrivals: [Arrival] = []
    private var departures: [Departure] = []
    private var timeline: _AnimationTimeline?
    private var isFinished = false

    /// Whether a list in `window` animates its updates now: only on screen, with animations on.
    static func isEnabled(in window: UIWindow?) -> Bool {
        window != nil && _AnimationsEnabled.value
    }

    /// Whether nothing was described.
    var isEmpty: Bool { arrivals.isEmpty && departures.isEmpty }

    /// `view`, already at its final state, plays from `from`.
    func move(_ view: UIView, from: State) {
        let to = State(frame: Self.untransformedFrame(of: view), alpha: view.alpha, transform: view.transform)
        guard from.frame != to.frame || from.alpha != to.alpha || from.transform != to.transform else { return }
        arrivals.append(Arrival(view: view, from: from, to: to))
    }

    /// `view` plays toward `to` and then `finish` ends its display.
    func remove(_ view: UIView, to: State, finish: @escaping () -> Void) {
        departures.append(Departure(view: view, to: to, finish: finish))
    }

    /// Plays the animation; `completion` gets whether it ran to its end. With nothing to play
    /// the completion still comes on a later turn of the main queue, as UIKit's does.
    func run(completion: ((Bool) -> Void)?) {
        UIView.performWithoutAnimation {
            for arrival in arrivals { Self.apply(arrival.from, to: arrival.view) }
        }
        let transaction = _AnimationTransaction(
            duration: Self.standardDuration, curve: _TimingCurve(UIView.AnimationOptions.curveEaseInOut.curve),
            options: [.curveEaseInOut]
        ) { [self] finished in
            finishDepartures()
            completion?(finished)
        }
        transaction.run {
            for arrival in arrivals { Self.apply(arrival.to, to: arrival.view) }
            for departure in departures { Self.apply(departure.to, to: departure.view) }
        }
        timeline = transaction.timeline
        if timeline == nil { finishDepartures() }
        transaction.commit()
    }

    /// Ends the animation at once (a reload, or a change the list cannot animate over): every
    /// view shows its final state and departing views end their display now.
    func finishNow() {
        guard !isFinished else { return }
        if let timeline {
            timeline.end(finished: false)
        } else {
            finishDepartures()
        }
    }

    private func finishDepartures() {
        guard !isFinished else { return }
        isFinished = true
        for departure in departures {
            // A departing view goes back to its resting state before it can be reused.
            UIView.performWithoutAnimation {
                departure.view.alpha = 1
                departure.view.transform = .identity
            }
            departure.finish()
        }
        departures.removeAll()
        arrivals.removeAll()
    }

    /// `view`'s frame before its transform: its centre and bounds size.
    static func untransformedFrame(of view: UIView) -> CGRect {
        let size = view.bounds.size
        return CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width, height: size.height)
    }

    private static func apply(_ state: State, to view: UIView) {
        if view.transform != state.transform { view.transform = state.transform }
        if view.transform.isIdentity {
            if view.frame != state.frame { view.frame = state.frame }
        } else {
            // A transformed view's frame is its bounding box: place centre and size instead.
            let center = CGPoint(x: state.frame.midX, y: state.frame.midY)
            if view.center != center { view.center = center }
            if view.bounds.size != state.frame.size { view.bounds.size = state.frame.size }
        }
        if view.alpha != state.alpha { view.alpha = state.alpha }
    }
}
