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
        participants: [UIViewController]
    ) {
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.presentationStyle = presentationStyle
        isAnimated = animated && animator != nil
        self.animator = isAnimated ? animator : nil
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
    /// once); `whenComplete` runs once the transition has completed.
    func start(whenComplete: @escaping () -> Void) {
        guard phase == .preparing else { return }
        self.whenComplete = whenComplete
        phase = .running
        startTime = clock.startTime()
        animator?.animateTransition(using: self)
        let pending = pendingAnimations
        pendingAnimations = []
        for animation in pending { runAlongside(animation) }
        if animator == nil { completeTransition(true) }
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

    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    /// Ends the transition. A non-interactive transition cannot be cancelled, so `false` ends it
    /// too (and reaches the animator's `animationEnded(_:)` as given).
    func completeTransition(_ didComplete: Bool) {
        guard phase == .running else { return }
        phase = .ended
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

    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { animator?.transitionDuration(using: self) ?? 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    var percentComplete: CGFloat {
        switch phase {
        case .preparing: return 0
        case .ended: return 1
        case .running:
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

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

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
        return timeline
    }
}
