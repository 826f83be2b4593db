import Foundation

/// One animated property of one view: what it animates from and to, and where in its
/// timeline it plays.
///
/// An additive animation (geometry) contributes `(from − to) × (1 − progress)` on top of the
/// model value, so several of them on the same property sum up; any other animation shows
/// `from → to` at its progress and replaces the ones before it.
@MainActor
final class _PropertyAnimation {
    let view: UIView
    let property: _AnimatedProperty
    let timeline: _AnimationTimeline
    var from: _AnimationVector
    var to: _AnimationVector
    let isAdditive: Bool
    /// The part of the timeline this animation plays in (keyframes, delay factors), as
    /// fractions of it; the whole timeline by default.
    let segmentStart: Double
    let segmentDuration: Double
    /// A curve of the segment's own, applied to its linear progress (an animator's delayed
    /// animations); `nil` plays the timeline's curve.
    let segmentCurve: _TimingCurve?
    /// Keyframes in discrete mode jump to their value at their start.
    let isDiscrete: Bool

    init(
        view: UIView, property: _AnimatedProperty, timeline: _AnimationTimeline, from: _AnimationVector, to: _AnimationVector,
        isAdditive: Bool, segmentStart: Double = 0, segmentDuration: Double = 1, segmentCurve: _TimingCurve? = nil,
        isDiscrete: Bool = false
    ) {
        self.view = view
        self.property = property
        self.timeline = timeline
        self.from = from
        self.to = to
        self.isAdditive = isAdditive
        self.segmentStart = segmentStart
        self.segmentDuration = segmentDuration
        self.segmentCurve = segmentCurve
        self.isDiscrete = isDiscrete
    }

    /// The progress now, 0 at `from` and 1 at `to` (beyond for a spring's overshoot). A
    /// timeline a property animator scrubs linearly shows its fraction without the curves.
    var progress: Double {
        let linear = timeline.linearFraction
        if let segmentCurve {
            let local = segmentDuration > 0 ? (linear - segmentStart) / segmentDuration : (linear >= segmentStart ? 1 : 0)
            let clamped = min(1, max(0, local))
            return timeline.isScrubbing ? clamped : segmentCurve.progress(clamped, duration: timeline.duration * segmentDuration)
        }
        let eased = timeline.isScrubbing ? linear : timeline.curve.progress(linear, duration: timeline.duration)
        if segmentStart == 0 && segmentDuration == 1 && !isDiscrete { return eased }
        if isDiscrete { return eased >= segmentStart ? 1 : 0 }
        let local = segmentDuration > 0 ? (eased - segmentStart) / segmentDuration : (eased >= segmentStart ? 1 : 0)
        return min(1, max(0, local))
    }

    /// Whether the segment has begun (a later keyframe of the same property takes over then).
    var hasStarted: Bool {
        let linear = timeline.linearFraction
        // Segments with a curve of their own (and scrubbed timelines) start on the linear fraction.
        if segmentCurve != nil || timeline.isScrubbing { return linear >= segmentStart }
        return timeline.curve.progress(linear, duration: timeline.duration) >= segmentStart
    }

    /// What the animation shows now: an absolute value, or for an additive one the offset
    /// from the model value.
    var currentValue: _AnimationVector { value(at: progress) }

    /// What the animation shows at `progress` (0 at its start, 1 at its end).
    func value(at progress: Double) -> _AnimationVector {
        isAdditive ? (from - to) * (1 - progress) : from.interpolated(to: to, progress)
    }
}
