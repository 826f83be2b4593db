import Foundation

/// An animation block being run: while its closure runs, every animatable property a view
/// sets becomes a ``_PropertyAnimation`` on the block's timeline instead of changing on screen
/// at once (the model value still changes at once).
///
/// Blocks nest: an inner `UIView.animate` inherits the outer duration and curve unless told
/// to override them; `addKeyframe` opens a scope that plays in part of its keyframe block.
@MainActor
final class _AnimationTransaction {
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: _TimingCurve
    let options: UIView.AnimationOptions
    let repeatCount: Double
    let autoreverses: Bool
    /// Called with whether the block's animations all finished.
    let completion: ((Bool) -> Void)?
    /// The keyframe block a keyframe scope belongs to: it owns the timeline.
    let parent: _AnimationTransaction?
    let segmentStart: Double
    let segmentDuration: Double
    let segmentCurve: _TimingCurve?
    let isKeyframes: Bool
    let isDiscrete: Bool
    /// Makes the timeline when the first view changes (an animator supplies its own).
    private let makeTimeline: ((AnimationClock) -> _AnimationTimeline)?
    private var ownTimeline: _AnimationTimeline?
    /// The views changed in this block, for `.layoutSubviews`.
    private(set) var animatedViews: [UIView] = []

    init(
        duration: TimeInterval, delay: TimeInterval = 0, curve: _TimingCurve, options: UIView.AnimationOptions = [],
        repeatCount: Double? = nil, isKeyframes: Bool = false, isDiscrete: Bool = false,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options
        self.repeatCount = repeatCount ?? (options.contains(.repeat) ? .infinity : 1)
        autoreverses = options.contains(.autoreverse)
        self.completion = completion
        parent = nil
        segmentStart = 0
        segmentDuration = 1
        segmentCurve = nil
        self.isKeyframes = isKeyframes
        self.isDiscrete = isDiscrete
        makeTimeline = nil
    }

    /// A scope that records into a timeline someone else makes (a property animator), from
    /// `segmentStart` to its end, with a curve of its own when given; blocks nested in it
    /// inherit `duration` and `curve`.
    init(
        duration: TimeInterval, curve: _TimingCurve, options: UIView.AnimationOptions, segmentStart: Double = 0,
        segmentCurve: _TimingCurve? = nil, timeline: @escaping (AnimationClock) -> _AnimationTimeline
    ) {
        self.duration = duration
        delay = 0
        self.curve = curve
        self.options = options
        repeatCount = 1
        autoreverses = false
        completion = nil
        parent = nil
        self.segmentStart = segmentStart
        segmentDuration = 1 - segmentStart
        self.segmentCurve = segmentCurve
        isKeyframes = false
        isDiscrete = false
        makeTimeline = timeline
    }

    /// A keyframe scope of `parent`, from `start` for `length` (fractions of its duration).
    init(keyframeOf parent: _AnimationTransaction, start: Double, length: Double) {
        duration = parent.duration
        delay = parent.delay
        curve = parent.curve
        options = parent.options
        repeatCount = parent.repeatCount
        autoreverses = parent.autoreverses
        completion = nil
        self.parent = parent
        segmentStart = min(1, max(0, start))
        segmentDuration = min(1 - segmentStart, max(0, length))
        segmentCurve = nil
        isKeyframes = true
        isDiscrete = parent.isDiscrete
        makeTimeline = nil
    }

    /// The timeline the block's animations follow, made on `view`'s window's clock when the
    /// first property changes.
    func timeline(for view: UIView) -> _AnimationTimeline {
        if let parent { return parent.timeline(for: view) }
        if let ownTimeline { return ownTimeline }
        let clock = view.window?.animationClock ?? AnimationClock.detached
        let timeline =
            makeTimeline?(clock)
            ?? _AnimationTimeline(
                clock: clock, delay: delay, duration: duration, curve: curve, repeatCount: repeatCount,
                autoreverses: autoreverses, allowsUserInteraction: options.contains(.allowUserInteraction))
        if makeTimeline == nil { timeline.completion = completion }
        ownTimeline = timeline
        return timeline
    }

    /// The timeline, if any property changed.
    var timeline: _AnimationTimeline? { parent?.timeline ?? ownTimeline }

    /// Records that `view`'s `property` changed from `old` to `new` inside this block.
    func record(_ view: UIView, _ property: _AnimatedProperty, from old: _AnimationVector, to new: _AnimationVector) {
        let timeline = timeline(for: view)
        (parent ?? self).noteAnimated(view)
        // Set twice in one block (or one keyframe): the animation heads for the latest value.
        if let same = view.activeAnimations.last(where: {
            $0.property == property && $0.timeline === timeline && $0.segmentStart == segmentStart
        }) {
            same.to = new
            return
        }
        let fromCurrentState = options.contains(.beginFromCurrentState)
        let additive = property.isAdditive && !fromCurrentState && !isKeyframes
        let from = fromCurrentState ? view.presentedVector(for: property, model: old) : old
        if !additive {
            // This animation takes the property over from other blocks' animations.
            for other in view.activeAnimations where other.property == property && other.timeline !== timeline {
                other.timeline.interrupt(other)
            }
        }
        timeline.add(
            _PropertyAnimation(
                view: view, property: property, timeline: timeline, from: from, to: new, isAdditive: additive,
                segmentStart: segmentStart, segmentDuration: segmentDuration, segmentCurve: segmentCurve,
                isDiscrete: isDiscrete))
    }

    private func noteAnimated(_ view: UIView) {
        if !animatedViews.contains(where: { $0 === view }) { animatedViews.append(view) }
    }

    /// Runs `body` with this block recording changes, then (for `.layoutSubviews`) lays out the
    /// changed views inside it too.
    func run(_ body: () -> Void) {
        _AnimationContext.stack.append(self)
        defer { _AnimationContext.stack.removeLast() }
        body()
        if options.contains(.layoutSubviews) {
            for view in animatedViews { view.layoutIfNeeded() }
        }
    }

    /// Ends the block: a block that animated nothing completes on the next turn of the main
    /// queue, finished, as in UIKit.
    func commit() {
        guard parent == nil, makeTimeline == nil, ownTimeline == nil, let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(true) } }
    }
}

/// The animation blocks running now, innermost last.
@MainActor
enum _AnimationContext {
    static var stack: [_AnimationTransaction] = []

    /// The block recording changes now, unless animations are off.
    static var current: _AnimationTransaction? {
        guard let last = stack.last, _AnimationsEnabled.value else { return nil }
        return last
    }
}
