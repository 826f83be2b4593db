import Foundation

/// Animates view changes that can be paused, scrubbed, reversed, stopped part-way and
/// continued with new timing.
///
/// Animation blocks given to an inactive animator wait until it starts; then, as in
/// `UIView.animate`, the model values they set change at once while the views' presentation
/// follows the window's animation clock. Blocks added to an active animator play over the
/// remaining time.
///
///     let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { card.center.x += 200 }
///     animator.addCompletion { position in print(position == .end) }
///     animator.startAnimation()
///     animator.pauseAnimation()
///     animator.fractionComplete = 0.25       // scrubs (linearly, by default)
///     animator.isReversed = true
///     animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
///
/// The states follow UIKit's: `.inactive` → `.active` (running or paused) → `.inactive` when
/// the animations end, or `.stopped` after `stopAnimation(false)` until
/// `finishAnimation(at:)`. Invalid changes raise UIKit's `NSInternalInconsistencyException`
/// (and `NSGenericException` for settings changed while active) with its messages, through
/// ``UIKitException``; so does releasing a paused or stopped animator.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// UIKit's internal states: `ready` is inactive with blocks waiting to start; `completing`
    /// is active while the completions of animations that ended run.
    private enum Phase {
        case inactive, ready, running, paused, stopped, completing
    }

    /// The values one animated view property shows at the animator's start, now, and at its end.
    private struct Settlement {
        let view: UIView
        let property: _AnimatedProperty
        let start: _AnimationVector
        let current: _AnimationVector
        let end: _AnimationVector
    }

    /// The animators running now: UIKit keeps them alive until they pause or end.
    private static var runningAnimators: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// The timing given at creation (a later `continueAnimation` does not change it).
    public var timingParameters: (any UITimingCurveProvider)? { originalTiming }
    /// The duration of the animations; a spring given by its physics sets it (the time it
    /// takes to settle).
    public let duration: TimeInterval
    /// The delay before the animations, set by `startAnimation(afterDelay:)`; 0 by default.
    public private(set) var delay: TimeInterval = 0

    /// Whether the animating views receive touches; true by default. Setting it on an active
    /// animator raises.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionEnabled }
        set {
            guard !isActive else {
                return UIKitException(
                    name: "NSGenericException",
                    reason: "It is not allowed to set the userInteractionEnabled property of an active animator (\(stateDescription))"
                ).raise()
            }
            userInteractionEnabled = newValue
        }
    }

    /// Whether the app hit-tests animating views itself; false by default (Tessera hit-tests
    /// model values either way).
    open var isManualHitTestingEnabled = false

    /// Whether the animator can be paused, stopped, scrubbed, reversed and continued; true
    /// by default. A non-interruptible animator runs to its end. Setting it on an active
    /// animator raises.
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard !isActive else {
                return UIKitException(
                    name: "NSGenericException",
                    reason: "It is not allowed to set the interruptible property of an active animator (\(stateDescription))"
                ).raise()
            }
            interruptible = newValue
        }
    }

    /// Whether a paused animator shows progress equal to `fractionComplete` (true, the
    /// default) or follows its timing curve. Pausing with it keeps what is on screen: the
    /// fraction becomes the progress shown. Setting it on a paused animator raises.
    open var scrubsLinearly: Bool {
        get { scrubs }
        set {
            guard phase != .paused else { return raise("Cannot modify scrubsLinearly while animation is already paused") }
            scrubs = newValue
        }
    }

    /// Whether the animator pauses at its end, still active and without running its
    /// completions, so that it can be reversed; false by default.
    open var pausesOnCompletion = false

    private var userInteractionEnabled = true
    private var interruptible = true
    private var scrubs = true
    /// The options `runningPropertyAnimator` was given; they set user interaction and how the
    /// blocks record (otherwise they lay out and begin from the current state, as in UIKit).
    private var explicitOptions: UIView.AnimationOptions?

    private var phase = Phase.inactive
    /// Paused without having run a block (started empty): the next block starts it running.
    private var isStarting = false
    private var pausedOnCompletion = false
    /// Whether the completions have begun (a stopped animator may then be released).
    private var hasFinalized = false
    private var running = false
    private var reversed = false
    /// The fraction of a paused or stopped animator, in the direction it plays.
    private var storedFraction = 0.0
    private var pendingAnimations: [(animation: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Where each animated property started and was heading, kept from `stopAnimation(false)`
    /// for `finishAnimation(at:)`.
    private var settlements: [Settlement] = []

    private let originalTiming: any UITimingCurveProvider
    /// The timing in effect: the original, or what `continueAnimation` gave.
    private var timing: any UITimingCurveProvider
    /// The time the animations play in (UIKit runs an animator given no duration over 0.2 s).
    private var playDuration: TimeInterval
    private var curve: _TimingCurve
    private var timeline: _AnimationTimeline?

    // MARK: Creating an animator

    /// An inactive animator with `parameters` for its timing; add animations, then start it.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        originalTiming = parameters
        timing = parameters
        self.duration = parameters.timing(forDuration: duration).duration
        playDuration = self.duration > 0 ? self.duration : 0.2
        curve = parameters.timing(forDuration: playDuration).curve
        super.init()
    }

    /// An inactive animator with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bézier curve given by its control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring that settles within `duration`: `ratio` 1 stops
    /// without overshooting, lower values bounce.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with no duration (it plays over 0.2 s) and Core Animation's default curve.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// Starts `animations` at once (after `delay`), as `UIView.animate` does, with the curve
    /// and the options given (`.allowUserInteraction` lets the views receive touches;
    /// repetition and transitions are ignored). The model values change at once.
    ///
    /// The animator is interruptible unless it is created inside another animation block.
    /// `completion` learns where the animations ended:
    ///
    ///     UIViewPropertyAnimator.runningPropertyAnimator(
    ///         withDuration: 3, delay: 2, options: [.allowUserInteraction],
    ///         animations: { myView.alpha = 0 },
    ///         completion: { if $0 == .end { myView.removeFromSuperview() } })
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        animator.interruptible = _AnimationContext.current == nil
        animator.isManualHitTestingEnabled = true
        // The options UIKit keeps: layout, interaction, current state, inheritance, curve, frame rate.
        animator.explicitOptions = options.intersection(UIView.AnimationOptions(rawValue: 0x1F0F_0267))
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    open var state: UIViewAnimatingState {
        switch phase {
        case .inactive, .ready: .inactive
        case .running, .paused, .completing: .active
        case .stopped: .stopped
        }
    }

    /// Whether the animations play. A running animator that is not interruptible (one made
    /// by `runningPropertyAnimator` inside another animation block) reports false, as in UIKit.
    open var isRunning: Bool { running }

    /// Whether the animations play back toward their start values; the completions then get
    /// `.start` and the model values return to the start values. Reversing a running animator
    /// turns it around where it is; `fractionComplete` then counts in the new direction
    /// (1 − what it was), as since iOS 11. Ignored while inactive without animations or stopped.
    open var isReversed: Bool {
        get { reversed }
        set {
            let wasRunning = phase == .running
            guard newValue != reversed, phase == .ready || phase == .paused || (wasRunning && interruptible) else { return }
            // A running animator pauses for the turn, as UIKit does.
            if wasRunning { freeze() }
            reversed = newValue
            timeline?.playsBackwards = newValue
            fractionComplete = 1 - fractionComplete
            if wasRunning { resume(with: nil, durationFactor: 0) }
        }
    }

    /// The progress, from 0 to 1 in the direction the animator plays: of time while it runs,
    /// of what is shown once it is paused with `scrubsLinearly`. Setting it scrubs a paused
    /// animator; it starts an inactive one paused, and moves a running one, which runs on from
    /// there. UIKit keeps a set value within 0.00001…0.99999 so that it never ends.
    open var fractionComplete: CGFloat {
        get {
            let fraction: Double
            switch phase {
            case .running:
                guard let timeline else { return 0 }
                fraction = reversed ? 1 - timeline.linearFraction : timeline.linearFraction
            case .paused, .stopped:
                fraction = storedFraction
            default:
                return 0
            }
            if fraction == 0.999_99 { return 1 }
            if fraction == 0.000_01 { return 0 }
            return CGFloat(min(1, max(0, fraction)))
        }
        set {
            let fraction = min(0.999_99, max(0.000_01, Double(newValue)))
            switch phase {
            case .paused:
                scrub(to: fraction)
            case .ready:
                begin(paused: true)
                if phase == .paused { scrub(to: fraction) }
            case .running where interruptible:
                freeze()
                scrub(to: fraction)
                resume(with: nil, durationFactor: 0)
            default:
                break
            }
        }
    }

    /// The animator as UIKit's description (and its exception messages) show it:
    /// `<UIViewPropertyAnimator(0x…) [active] running interruptible>`.
    private var stateDescription: String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        let stateName =
            switch phase {
            case .inactive, .ready: "inactive"
            case .running, .paused: "active"
            case .stopped: "stopped"
            case .completing: "unknown"
            }
        return "<\(type(of: self))(0x\(address)) [\(stateName)]\(running ? " running" : "")"
            + "\(reversed ? " reversed" : "")\(interruptible ? " interruptible" : "")>"
    }

    // MARK: Adding animations and completions

    /// Adds animations that play alongside the others, from `delayFactor` of the remaining
    /// duration to the end (a factor outside 0 < f < 1 adds them without delay, as in UIKit).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        switch phase {
        case .stopped:
            raise("Attempt to add an animation to an animator \(stateDescription) that is in a stopped state")
        case .completing:
            raise("Attempt to add an animation to an animator \(stateDescription) as it is completing")
        case .inactive, .ready:
            pendingAnimations.append((animation, Double(delayFactor)))
            phase = .ready
        case .running, .paused:
            let now = timeline?.linearFraction ?? 0
            let factor = Double(delayFactor)
            let start = factor > 0 && factor < 1 ? now + factor * (1 - now) : now
            run(animation, from: start)
            // Started empty: the first block starts the animator running.
            if phase == .paused, isStarting { resume(with: nil, durationFactor: 0) }
        }
    }

    /// Adds animations that play alongside the others: over the whole duration when the
    /// animator is inactive, over the remaining time when it is active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block to run when the animations end, after the ones added before it; it
    /// learns where they ended: `.end`, `.start` (reversed) or `.current` (finished there).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Flow control

    /// Starts the animations (running their blocks: the model values change now), or resumes
    /// paused ones. An animator with no animations starts paused, until a block is added.
    open func startAnimation() {
        switch phase {
        case .paused: resume(with: nil, durationFactor: 0)
        case .ready: begin(paused: false)
        case .inactive: begin(paused: interruptible)
        default: break
        }
    }

    /// Starts the animations after `delay` seconds (the model values change now).
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard phase != .paused else { return raise("A paused animator (\(stateDescription)) cannot be started with a delay!") }
        guard delay >= 0 else {
            return UIKitException.invalidArgument("The delay should be greater than or equal to zero.").raise()
        }
        self.delay = delay
        startAnimation()
    }

    /// Pauses running animations where they are; an inactive animator with animations starts
    /// paused at its beginning.
    open func pauseAnimation() {
        guard interruptible else { return raise("An animator \(stateDescription) that is not interruptible cannot be paused!") }
        if phase == .ready {
            begin(paused: true)
        } else if phase == .running {
            freeze()
            setRunning(false)
        }
    }

    /// Stops the animations where they are: what the views show becomes their model values.
    /// With `withoutFinishing` the animator becomes inactive at once and runs no completions;
    /// otherwise it is `.stopped` until ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard interruptible else { return raise("An animator \(stateDescription) that is not interruptible cannot be stopped!") }
        guard phase != .stopped else { return raise("Animator \(stateDescription) is already stopped!") }
        guard phase == .running || phase == .paused else { return }
        let fraction = Double(fractionComplete)
        if let timeline {
            settlements = Self.settlements(of: timeline)
            timeline.completion = nil
            timeline.end(finished: false)
            for settlement in settlements {
                settlement.view.setModelVector(settlement.current, for: settlement.property)
            }
        }
        phase = .stopped
        storedFraction = fraction
        setRunning(false)
        reversed = false
        if withoutFinishing {
            completions = []
            runCompletions(at: .current)
        }
    }

    /// Finishes a stopped animator: the views jump to `finalPosition` (`.current` leaves them
    /// where they stopped), the completions run with it, and the animator becomes inactive.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard phase == .stopped || phase == .inactive else {
            return raise("finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        guard phase == .stopped, !hasFinalized else { return }
        for settlement in settlements {
            switch finalPosition {
            case .end: settlement.view.setModelVector(settlement.end, for: settlement.property)
            case .start: settlement.view.setModelVector(settlement.start, for: settlement.property)
            case .current: break
            }
        }
        runCompletions(at: finalPosition)
    }

    /// Resumes a paused animator with `parameters` (nil keeps its timing) so that it takes
    /// `durationFactor` times its duration to finish (0 keeps its pace). What the views show
    /// does not jump: the new curve picks up at the progress shown.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard interruptible else {
            return raise("An animator \(stateDescription) that is not interruptible cannot be continued or reversed!")
        }
        guard phase == .paused else { return }
        resume(with: parameters, durationFactor: Double(durationFactor))
    }

    // MARK: Implementation

    /// Whether the animator is active or stopped (UIKit's `_isActive`).
    private var isActive: Bool { phase != .inactive && phase != .ready }

    /// A directional fraction as the timeline's forward one.
    private func forward(_ fraction: Double) -> Double { reversed ? 1 - fraction : fraction }

    private func raise(_ reason: String) {
        UIKitException.internalInconsistency(reason).raise()
    }

    /// Starts or stops running; only an interruptible animator reports it, as in UIKit.
    private func setRunning(_ playing: Bool) {
        running = playing && interruptible
        Self.runningAnimators[ObjectIdentifier(self)] = playing ? self : nil
    }

    /// Runs the waiting blocks, paused or running (UIKit's `startAnimationAsPaused:`).
    private func begin(paused: Bool) {
        if paused, !interruptible {
            return raise("An animator (\(stateDescription)) can be only started in the paused state if it is interruptible!")
        }
        if let explicitOptions { userInteractionEnabled = explicitOptions.contains(.allowUserInteraction) }
        let blocks = pendingAnimations
        pendingAnimations = []
        phase = paused ? .paused : .running
        storedFraction = 0
        isStarting = paused && blocks.isEmpty
        setRunning(!paused)
        for block in blocks {
            let factor = block.delayFactor
            run(block.animation, from: factor > 0 && factor < 1 ? factor : 0)
        }
        if !paused, timeline == nil { endWhenIdle() }
    }

    /// Runs one block, recording its changes on the animator's timeline from the linear
    /// fraction `start` to the end (with the animator's curve over that part when it is late).
    private func run(_ animation: () -> Void, from start: Double) {
        // UIKit's animators lay out and begin from the current state unless given options.
        let transaction = _AnimationTransaction(
            duration: playDuration, curve: curve, options: explicitOptions ?? [.layoutSubviews, .beginFromCurrentState],
            segmentStart: start, segmentCurve: start > 0 ? curve : nil,
            timeline: { [unowned self] clock in self.makeTimeline(on: clock) })
        transaction.run(animation)
    }

    /// The timeline the blocks record into, made on the clock of the first view they change.
    private func makeTimeline(on clock: AnimationClock) -> _AnimationTimeline {
        if let timeline { return timeline }
        let timeline = _AnimationTimeline(
            clock: clock, delay: phase == .running ? delay : 0, duration: playDuration, curve: curve,
            allowsUserInteraction: userInteractionEnabled)
        timeline.playsBackwards = reversed
        if phase == .paused { timeline.pause(at: forward(storedFraction), scrubbing: scrubs) }
        timeline.onElapsed = { [weak self] in self?.reachEnd() }
        timeline.completion = { [weak self] _ in self?.timelineDidEnd() }
        self.timeline = timeline
        return timeline
    }

    /// Moves a paused animator to `fraction` (in the direction it plays).
    private func scrub(to fraction: Double) {
        guard fraction != storedFraction else { return }
        storedFraction = fraction
        timeline?.pause(at: forward(fraction), scrubbing: scrubs)
    }

    /// Pauses where the views are (UIKit's transient pause): with `scrubsLinearly` the
    /// fraction becomes the progress shown, so that scrubbing from there never jumps.
    private func freeze() {
        phase = .paused
        guard let timeline else { return }
        let linear = timeline.linearFraction
        let shown = scrubs ? timeline.curve.progress(linear, duration: timeline.duration) : linear
        storedFraction = min(0.999_99, max(0, reversed ? 1 - shown : shown))
        timeline.pause(at: forward(storedFraction), scrubbing: scrubs)
    }

    /// Runs a paused animator again, with new timing and pace when given.
    private func resume(with parameters: (any UITimingCurveProvider)?, durationFactor: Double) {
        phase = .running
        isStarting = false
        pausedOnCompletion = false
        setRunning(true)
        if durationFactor > 0 {
            let unit = duration > 0 ? duration : 0.2
            playDuration = durationFactor * unit / max(1 - storedFraction, 0.000_01)
        }
        if let parameters { timing = parameters }
        curve = timing.timing(forDuration: playDuration).curve
        guard let timeline else { return endWhenIdle() }
        let position = forward(storedFraction)
        let shown = timeline.isScrubbing ? position : timeline.curve.progress(position, duration: timeline.duration)
        let isSameTiming = !timeline.isScrubbing && timeline.curve == curve && timeline.duration == playDuration
        timeline.curve = curve
        timeline.duration = playDuration
        timeline.playsBackwards = reversed
        // The new curve continues from the progress shown, so nothing jumps.
        timeline.resume(from: isSameTiming ? position : timeline.fraction(showing: shown))
    }

    /// The time is up: pause at the end (`pausesOnCompletion`), or end and run the completions.
    private func reachEnd() {
        if pausesOnCompletion {
            pausedOnCompletion = true
            freeze()
            if timeline == nil { storedFraction = 0.999_99 }
            setRunning(false)
            return
        }
        if let timeline {
            if reversed {
                for settlement in Self.settlements(of: timeline) {
                    settlement.view.setModelVector(settlement.start, for: settlement.property)
                }
            }
            timeline.completion = nil
            timeline.end(finished: true)
        }
        runCompletions(at: reversed ? .start : .end)
    }

    /// The animations were all taken over or removed before the end: the animator completes.
    private func timelineDidEnd() {
        guard phase == .running || phase == .paused else { return }
        runCompletions(at: reversed ? .start : .end)
    }

    /// Running blocks that animated nothing end on the next turn of the main queue, as an
    /// empty `UIView.animate` block does.
    private func endWhenIdle() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.phase == .running, self.timeline == nil else { return }
                self.reachEnd()
            }
        }
    }

    private func runCompletions(at position: UIViewAnimatingPosition) {
        if phase != .stopped { phase = .completing }
        hasFinalized = true
        Self.runningAnimators[ObjectIdentifier(self)] = nil
        for completion in completions { completion(position) }
        clear()
    }

    /// Back to inactive, ready to be given new animations (UIKit's `_clearAnimationState`).
    private func clear() {
        phase = .inactive
        running = false
        reversed = false
        storedFraction = 0
        isStarting = false
        pausedOnCompletion = false
        hasFinalized = false
        completions = []
        pendingAnimations = []
        settlements = []
        timeline = nil
        timing = originalTiming
        playDuration = duration > 0 ? duration : 0.2
        curve = timing.timing(forDuration: playDuration).curve
    }

    /// Where each property `timeline` animates started, is now and is heading, on top of the
    /// other animations of the same property.
    private static func settlements(of timeline: _AnimationTimeline) -> [Settlement] {
        var result: [Settlement] = []
        for member in timeline.members
        where !result.contains(where: { $0.view === member.view && $0.property == member.property }) {
            let mine = timeline.members.filter { $0.view === member.view && $0.property == member.property }
            let additive = mine.filter(\.isAdditive)
            let absolute = mine.filter { !$0.isAdditive }
            let model = member.view.modelVector(for: member.property)
            let shown = absolute.last(where: \.hasStarted) ?? absolute.first
            func offset(_ value: (_PropertyAnimation) -> _AnimationVector) -> _AnimationVector {
                additive.reduce(.zero) { $0 + value($1) }
            }
            result.append(
                Settlement(
                    view: member.view, property: member.property,
                    start: (absolute.first?.from ?? model) + offset { $0.value(at: 0) },
                    current: (shown?.currentValue ?? model) + offset(\.currentValue),
                    end: absolute.last?.to ?? model))
        }
        return result
    }

    deinit {
        // UIKit raises when a paused or stopped animator is released (its views would be left
        // mid-animation); one paused because it started empty is fine.
        let phase = phase, isStarting = isStarting, hasFinalized = hasFinalized
        let pausedOnCompletion = pausedOnCompletion, timeline = timeline
        let isPaused = phase == .paused && !isStarting
        let isStopped = phase == .stopped && !hasFinalized
        guard isPaused || isStopped else { return }
        let reason =
            pausedOnCompletion
            ? "It is an error to release a property animator that has paused on completion. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
            : "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
        UIKitException.internalInconsistency(reason).raise()
        // Raised to a handler: take the animations off the views.
        MainActor.assumeIsolated { [timeline] in
            timeline?.completion = nil
            timeline?.end(finished: false)
        }
    }
}
