import Foundation

/// One push, pop, presentation or dismissal while it runs: the context its animator plays in
/// and the coordinator the controllers involved see as `transitionCoordinator`.
///
/// The owner (a navigation controller, or the presentation machinery) drives it in UIKit's
/// order:
/// 1. ``begin()``: the controllers' `transitionCoordinator` becomes this object, so their
///    `viewWillAppear(_:)` / `viewWillDisappear(_:)` can add alongside animations;
/// 2. the owner puts the arriving view in the container and calls its `viewIsAppearing(_:)`;
/// 3. ``start(whenComplete:)``: the animator's `animateTransition(using:)` and the alongside
///    animations start together, on the container's window clock (all at once, without an
///    animator, when the transition does not animate);
/// 4. the animator calls ``completeTransition(_:)``: the alongside animations' completions
///    run, then `animationEnded(_:)`, then the owner's closing steps (`viewDidAppear(_:)` …).
///
/// UIKit keeps the context and the coordinator as two objects; one object serves both here.
@MainActor
final class _ViewControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let fromViewController: UIViewController
    private let toViewController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    /// Plays the transition; `nil` when it does not animate.
    private let animator: (any UIViewControllerAnimatedTransitioning)?
    /// Drives the animator from a gesture; `nil` for a transition that plays by itself.
    private let interactor: (any UIViewControllerInteractiveTransitioning)?
    /// The timelines an interactive transition holds and steers: its animator's and the
    /// alongside animations'.
    private var heldTimelines: [_AnimationTimeline] = []
    private var interactive = false
    private var cancelled = false
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The controllers whose `transitionCoordinator` is this transition while it runs.
    private let participants: [UIViewController]

    private enum Phase {
        case preparing, running, ended
    }

    private var phase = Phase.preparing
    private var startTime: TimeInterval = 0
    private var pendingAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The timeline alongside animations record into: the transition's start, duration and curve.
    private var alongsideTimeline: _AnimationTimeline?
    private var whenComplete: (() -> Void)?

    /// A transition from one controller to another in `containerView`.
    ///
    /// - Parameters:
    ///   - fromView: The view leaving, when it leaves the screen (see `view(forKey:)`).
    ///   - toView: The view arriving, when it arrives.
    ///   - animator: The animator; ignored when the transition does not animate.
    ///   - participants: The controllers that see this transition as their coordinator.
    init(
        containerView: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        presentationStyle: UIModalPresentationStyle, animated: Bool, animator: (any UIViewControllerAnimatedTransitioning)?,
        interactor: (any UIViewControllerInteractiveTransitioning)? = nil, participants: [UIViewController]
    ) {
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.presentationStyle = presentationStyle
        isAnimated = animated && animator != nil
        self.animator = isAnimated ? animator : nil
        self.interactor = isAnimated ? interactor : nil
        self.participants = participants
    }

    /// Sets where `controller`'s view starts and ends (`.zero`: unknown or off screen).
    func setFrames(for controller: UIViewController, initial: CGRect, final: CGRect) {
        frames[ObjectIdentifier(controller)] = (initial, final)
    }

    // MARK: Driving

    /// Makes this the participants' `transitionCoordinator`.
    func begin() {
        for controller in participants { controller.runningTransition = self }
    }

    /// Starts the animations (or, without animation, runs the alongside blocks and completes at
    /// once); `whenComplete` runs once the transition has completed or was cancelled (see
    /// ``transitionWasCancelled``). With an interactor that wants an interactive start, the
    /// interactor starts it instead, and a gesture steers it until it finishes or cancels.
    func start(whenComplete: @escaping () -> Void) {
        guard phase == .preparing else { return }
        self.whenComplete = whenComplete
        phase = .running
        startTime = clock.startTime()
        if let interactor, interactor.wantsInteractiveStart {
            interactive = true
            interactor.startInteractiveTransition(self)
        } else {
            animator?.animateTransition(using: self)
        }
        let pending = pendingAnimations
        pendingAnimations = []
        heldTimelines += _AnimationTimeline.collect {
            for animation in pending { runAlongside(animation) }
        }
        if interactive { hold(at: heldFraction) }
        if animator == nil { completeTransition(true) }
    }

    /// Runs the animator with its animations held at `fraction` of their duration, for an
    /// interactor to steer (``UIPercentDrivenInteractiveTransition``).
    func playAnimatorHeld(at fraction: CGFloat) {
        guard let animator else { return }
        heldTimelines += _AnimationTimeline.collect { animator.animateTransition(using: self) }
        hold(at: fraction)
    }

    private var heldFraction: CGFloat = 0

    /// Stops the held animations at `fraction` of their duration (their curves still apply).
    private func hold(at fraction: CGFloat) {
        heldFraction = fraction
        for timeline in heldTimelines where !timeline.isDone {
            timeline.pause(at: Double(fraction), scrubbing: false)
        }
    }

    /// Lets the held animations play on from where they are, forwards or back, at the
    /// interactor's completion speed.
    private func release(backwards: Bool) {
        let speed = max(0.01, interactor?.completionSpeed ?? 1)
        for timeline in heldTimelines where !timeline.isDone {
            timeline.duration /= Double(speed)
            timeline.playsBackwards = backwards
            timeline.resume(from: Double(heldFraction))
        }
    }

    /// The interaction stopped: tells those who asked (`notifyWhenInteractionChanges`).
    private func endInteraction() {
        interactive = false
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// Ends a running transition now, as if its time were up: its animations are removed (the
    /// views show their final model values) and it completes. A navigation controller or a
    /// presentation asked for another transition while this one runs calls it.
    func finishNow() {
        guard phase == .running else { return }
        alongsideTimeline?.end(finished: true)
        for view in [containerView] + containerView.subviews { view.layer.removeAllAnimations() }
        // An animator whose completion did not come from those animations.
        completeTransition(true)
    }

    private var clock: AnimationClock { containerView.window?.animationClock ?? AnimationClock.detached }

    // MARK: UIViewControllerContextTransitioning

    var isInteractive: Bool { interactive }
    var transitionWasCancelled: Bool { cancelled }

    /// Moves an interactive transition's held animations to `percentComplete`.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard phase == .running, interactive else { return }
        hold(at: min(1, max(0, percentComplete)))
    }

    /// The gesture let go toward the end: the animations play on and the transition completes.
    func finishInteractiveTransition() {
        guard phase == .running, interactive else { return }
        endInteraction()
        release(backwards: false)
    }

    /// The gesture let go toward the start: the animations play back and the transition is
    /// cancelled (the animator's completion reports it with `completeTransition(false)`).
    func cancelInteractiveTransition() {
        guard phase == .running, interactive else { return }
        cancelled = true
        endInteraction()
        release(backwards: true)
    }

    /// The gesture takes the transition over again where it is.
    func pauseInteractiveTransition() {
        guard phase == .running, !interactive, interactor != nil else { return }
        interactive = true
        cancelled = false
        hold(at: percentComplete)
    }

    /// Ends the transition; `false` after a cancelled interaction restores the old state (the
    /// owner's closing steps read ``transitionWasCancelled``). A transition that was not
    /// cancelled completes whatever the flag, and `animationEnded(_:)` gets it as given.
    func completeTransition(_ didComplete: Bool) {
        guard phase == .running else { return }
        phase = .ended
        interactive = false
        alongsideTimeline?.end(finished: true)
        for completion in completions { completion(self) }
        completions = []
        animator?.animationEnded(didComplete)
        for controller in participants where controller.runningTransition === self { controller.runningTransition = nil }
        let closing = whenComplete
        whenComplete = nil
        closing?()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    var targetTransform: CGAffineTransform { .identity }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var initiallyInteractive: Bool { interactor?.wantsInteractiveStart ?? false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { cancelled }
    var transitionDuration: TimeInterval { animator?.transitionDuration(using: self) ?? 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    var percentComplete: CGFloat {
        switch phase {
        case .preparing: return 0
        case .ended: return cancelled ? 0 : 1
        case .running:
            if let timeline = heldTimelines.first(where: { !$0.isDone }) { return CGFloat(timeline.linearFraction) }
            let duration = transitionDuration
            guard duration > 0 else { return 1 }
            return CGFloat(min(1, max(0, (clock.now - startTime) / duration)))
        }
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard phase != .ended else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if phase == .preparing { pendingAnimations.append(animation) } else { runAlongside(animation) }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard interactive else { return }
        interactionHandlers.append(handler)
    }

    /// Runs an alongside block: recorded into the transition's own timeline (its start,
    /// duration and curve), so a block added once the transition runs stays in step with it.
    private func runAlongside(_ animation: (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard isAnimated else {
            UIView.performWithoutAnimation { animation(self) }
            return
        }
        let transaction = _AnimationTransaction(duration: transitionDuration, curve: _TimingCurve(completionCurve), options: []) {
            [unowned self] clock in self.timeline(on: clock)
        }
        transaction.run { animation(self) }
    }

    private func timeline(on clock: AnimationClock) -> _AnimationTimeline {
        if let alongsideTimeline { return alongsideTimeline }
        let timeline = _AnimationTimeline(
            clock: clock, delay: 0, duration: transitionDuration, curve: _TimingCurve(completionCurve))
        if clock === self.clock { timeline.beginTime = startTime }
        alongsideTimeline = timeline
        if interactive, !heldTimelines.contains(where: { $0 === timeline }) {
            heldTimelines.append(timeline)
            timeline.pause(at: Double(heldFraction), scrubbing: false)
        }
        return timeline
    }
}
