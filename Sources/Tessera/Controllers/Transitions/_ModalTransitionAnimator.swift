import Foundation

/// A presentation's own animation when no transitioning delegate supplies one.
///
/// - `.slide` (`UIModalTransitionStyle.coverVertical`): the presented view slides up from
///   the bottom edge to its frame, and back down on dismissal; 0.5 s, ease in and out.
/// - `.fade` (`.crossDissolve`, and `.flipHorizontal` / `.partialCurl`, which a grid cannot
///   draw): the presented view fades in, and out on dismissal. Alerts fade in 0.25 s.
///
/// With reduced motion (`UIAccessibility.isReduceMotionEnabled`) a slide becomes a fade.
@MainActor
final class _ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    enum Motion {
        case slide, fade
    }

    static let slideDuration: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.5
    static let alertDuration: TimeInterval = 0.25

    let motion: Motion
    private let isPresenting: Bool
    private let duration: TimeInterval

    init(motion: Motion, isPresenting: Bool, duration: TimeInterval) {
        self.motion = motion
        self.isPresenting = isPresenting
        self.duration = duration
    }

    /// The animation `style` names.
    convenience init(style: UIModalTransitionStyle, isPresenting: Bool, reduceMotion: Bool = UIAccessibility.isReduceMotionEnabled) {
        let motion: Motion = style == .coverVertical && !reduceMotion ? .slide : .fade
        self.init(motion: motion, isPresenting: isPresenting, duration: motion == .slide ? Self.slideDuration : Self.fadeDuration)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(true)
            return
        }
        let height = transitionContext.containerView.bounds.height
        let onScreen = view.frame
        let offScreen = onScreen.offsetBy(dx: 0, dy: height - onScreen.minY)
        if isPresenting {
            UIView.performWithoutAnimation {
                switch motion {
                case .slide: view.frame = offScreen
                case .fade: view.alpha = 0
                }
            }
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseInOut,
            animations: {
                switch self.motion {
                case .slide: view.frame = self.isPresenting ? onScreen : offScreen
                case .fade: view.alpha = self.isPresenting ? 1 : 0
                }
            },
            completion: { _ in
                // A dismissed view leaves as it came, so that presenting it again starts afresh.
                if !self.isPresenting { UIView.performWithoutAnimation { view.alpha = 1 } }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
