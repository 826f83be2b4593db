import Foundation

extension UIView {
    /// Animations UIKit provides ready-made.
    public enum SystemAnimation: UInt, Sendable {
        /// Fades the views out, shrinking them a little, and removes them from the view hierarchy
        /// when the animation is complete.
        case delete = 0
    }

    /// Performs `animation` on `views`, with `parallelAnimations` alongside it in the same block.
    /// For ``SystemAnimation/delete`` the views leave their superviews at the end with their own
    /// alpha and transform unchanged, as the system animation never touches the model.
    public class func perform(
        _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let originals = views.map { (alpha: $0.alpha, transform: $0.transform) }
        animate(
            withDuration: systemAnimationDuration, delay: 0, options: options,
            animations: {
                for view in views {
                    view.alpha = 0
                    view.transform = view.transform.scaledBy(x: 0.8, y: 0.8)
                }
                parallelAnimations?()
            },
            completion: { finished in
                for (view, original) in zip(views, originals) {
                    view.removeFromSuperview()
                    performWithoutAnimation {
                        view.alpha = original.alpha
                        view.transform = original.transform
                    }
                }
                completion?(finished)
            })
    }

    /// The duration of UIKit's system animations.
    static let systemAnimationDuration: TimeInterval = 0.3
}
