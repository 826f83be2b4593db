import Foundation

/// The coordinator of a change a container makes to its own views — a window's change of size,
/// a split view's columns showing or hiding: the container's changes and the alongside
/// animations run in one animation block of ``transitionDuration`` (at once when it is 0, as
/// when a terminal resizes), then the completions.
@MainActor
final class _AlongsideTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let transitionDuration: TimeInterval
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isStarted = false
    private var isFinished = false

    init(containerView: UIView, duration: TimeInterval = 0) {
        self.containerView = containerView
        self.transitionDuration = duration
    }

    /// Runs `changes` and the alongside animations together, then `completion` and the
    /// coordinator's completions once the animation ends (at once without a duration).
    func run(_ changes: @escaping () -> Void = {}, completion: @escaping () -> Void = {}) {
        isStarted = true
        let animations = self.animations
        self.animations = []
        let body = {
            changes()
            for animation in animations { animation(self) }
        }
        guard isAnimated else {
            UIView.performWithoutAnimation(body)
            finish(completion)
            return
        }
        UIView.animate(withDuration: transitionDuration, animations: body) { _ in self.finish(completion) }
    }

    private func finish(_ completion: () -> Void) {
        isFinished = true
        completion()
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { isFinished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if !isStarted {
            animations.append(animation)
        } else if isAnimated {
            // Asked while the transition plays: the animation joins it for its whole length.
            UIView.animate(withDuration: transitionDuration) { animation(self) }
        } else {
            UIView.performWithoutAnimation { animation(self) }
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
}
