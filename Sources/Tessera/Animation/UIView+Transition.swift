import Foundation

/// UIKit's view transitions: a change to a view's content that shows as one picture turning
/// into another instead of property by property.
///
/// The model changes at once, as in UIKit (the code reads the new subviews, text and flags
/// right after the call); on screen, the picture the view showed before the change turns into
/// its new appearance over `duration` on the window's animation clock:
///
/// - `.transitionCrossDissolve`: the old picture fades out over the new one, each cell's
///   colours mixing as the compositor blends alpha.
/// - `.transitionFlipFromLeft` / `Right`: the old picture narrows to its vertical centre line
///   over the first half of the time, then the new one widens from it; `FromTop` / `Bottom`
///   do the same across the rows. A grid has no perspective, so both directions of an axis
///   look alike.
/// - `.transitionCurlUp` / `Down`: the old picture is wiped away row by row from the bottom
///   edge upwards (from the top downwards), revealing the new one.
/// - `.transitionNone` (no transition bits): no transition; the block runs as it would in
///   `animate(withDuration:delay:options:animations:completion:)` with `.allowAnimatedContent`,
///   and otherwise applies at once (the completion comes on the next turn of the main queue).
///
/// When `UIAccessibility.isReduceMotionEnabled`, flips and curls play as a cross-dissolve.
/// While the transition runs the view draws only within its bounds, and it ignores touches and
/// clicks unless the options include `.allowUserInteraction`. The curve options apply as for
/// `animate(withDuration:delay:options:animations:completion:)` (ease-in-out by default).
extension UIView {
    /// Changes `view` in `animations` and shows the change with the transition the options
    /// name.
    ///
    /// Use the block to add, remove, show or hide subviews of `view` or to change what it
    /// draws. Changes to animatable properties (frame, alpha, colours…) made in it apply at
    /// once too, without an animation of their own, unless the options include
    /// `.allowAnimatedContent`: then they animate along with the transition, as in an
    /// animation block. A transition started on a view that is already in one ends that one
    /// (its completion gets `false`), as a layer holds one transition at a time.
    ///
    /// - Parameters:
    ///   - view: The view whose appearance changes.
    ///   - duration: The length of the transition in seconds; 0 or less (or animations turned
    ///     off) applies the change without a transition.
    ///   - options: A transition kind, a curve and other options.
    ///   - animations: The changes to make.
    ///   - completion: Called when the transition ends, with whether it played to its end; on
    ///     the next turn of the main queue when nothing animates.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard duration > 0, _AnimationsEnabled.value else {
            performWithoutAnimation { animations?() }
            // Completes finished on the next turn of the main queue, as a block that animates nothing.
            _AnimationTransaction(duration: 0, curve: .linear, completion: completion).commit()
            return
        }
        guard let kind = _ViewTransition.Kind(options, reduceMotion: UIAccessibility.isReduceMotionEnabled) else {
            // No transition is added to the layer: the block is a plain animation block, whose
            // property changes animate only with `.allowAnimatedContent`.
            let changes = animations ?? {}
            let block = options.contains(.allowAnimatedContent) ? changes : { performWithoutAnimation(changes) }
            animate(withDuration: duration, delay: 0, options: options, animations: block, completion: completion)
            return
        }
        view.activeTransition?.interrupt()
        let oldPicture = view.picture(afterScreenUpdates: true)
        let timeline = _AnimationTimeline(
            clock: view.window?.animationClock ?? AnimationClock.detached, delay: 0, duration: duration,
            curve: _TimingCurve(options.curve), repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse), allowsUserInteraction: options.contains(.allowUserInteraction))
        if options.contains(.allowAnimatedContent) {
            _AnimationTransaction(duration: duration, curve: timeline.curve, options: options, timeline: { _ in timeline }).run { animations?() }
        } else {
            performWithoutAnimation { animations?() }
        }
        _ViewTransition(view: view, kind: kind, oldPicture: oldPicture, timeline: timeline).start(completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, showing the change with
    /// the transition the options name.
    ///
    /// As in UIKit, the transition plays on the superview (the whole superview flips or
    /// curls): put the two views in a container of their own to transition only them. The
    /// hierarchy changes at once: `toView` takes `fromView`'s place among the subviews and
    /// `fromView` leaves the superview. With `.showHideTransitionViews` both views stay (both
    /// must already be subviews) and `fromView` is hidden while `toView` is shown.
    ///
    /// - Parameters:
    ///   - fromView: The view to replace or hide.
    ///   - toView: The view to add or show.
    ///   - duration: The length of the transition in seconds; 0 or less changes the views at once.
    ///   - options: A transition kind, a curve, `.showHideTransitionViews` and other options.
    ///   - completion: Called when the transition ends, with whether it played to its end.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let replace = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            replace()
            _AnimationTransaction(duration: 0, curve: .linear, completion: completion).commit()
            return
        }
        transition(with: container, duration: duration, options: options, animations: replace, completion: completion)
    }
}
