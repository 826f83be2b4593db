import Foundation

/// The coordinator of a window's change of size: a terminal resizes at once, so alongside
/// animations run without animation when the change is applied, then the completions.
@MainActor
final class _SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isFinished = false

    init(containerView: UIView) {
        self.containerView = containerView
    }

    /// Runs the alongside animations, then the completions.
    func finish() {
        let animations = self.animations
        self.animations = []
        UIView.performWithoutAnimation { for animation in animations { animation(self) } }
        isFinished = true
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
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
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
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
