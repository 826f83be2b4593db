import Foundation

/// A navigation controller's own push and pop.
///
/// A push slides the arriving view in from the right edge over the leaving one, which moves
/// 30 % of the width to the left (UIKit's parallax, without its dimming: a terminal cell has
/// no shade to spare); a pop plays it backwards. 0.35 s, ease in and out. With reduced motion
/// (`UIAccessibility.isReduceMotionEnabled`) nothing moves: the two views cross-fade in place.
@MainActor
final class _NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the container's width.
    static let parallax: CGFloat = 0.3

    private let operation: UINavigationController.Operation
    private let crossFades: Bool

    init(operation: UINavigationController.Operation, crossFades: Bool = UIAccessibility.isReduceMotionEnabled) {
        self.operation = operation
        self.crossFades = crossFades
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        if crossFades {
            crossFade(from: fromView, to: toView, in: transitionContext)
            return
        }
        let width = transitionContext.containerView.bounds.width
        let isPush = operation != .pop
        let toFinal = toView.frame
        let fromFinal = fromView.frame.offsetBy(dx: isPush ? -width * Self.parallax : width, dy: 0)
        UIView.performWithoutAnimation {
            toView.frame = toFinal.offsetBy(dx: isPush ? width : -width * Self.parallax, dy: 0)
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveEaseInOut,
            animations: {
                toView.frame = toFinal
                fromView.frame = fromFinal
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    /// Fades the arriving view in over the leaving one, which fades out and gets its alpha
    /// back once it has left.
    private func crossFade(from fromView: UIView, to toView: UIView, in transitionContext: any UIViewControllerContextTransitioning) {
        UIView.performWithoutAnimation { toView.alpha = 0 }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveEaseInOut,
            animations: {
                toView.alpha = 1
                fromView.alpha = 0
            },
            completion: { _ in
                UIView.performWithoutAnimation { fromView.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
