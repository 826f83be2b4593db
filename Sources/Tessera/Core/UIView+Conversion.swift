import Foundation

extension UIView {
    /// Maps points in this view's bounds coordinates to its superview's bounds coordinates:
    /// `p ↦ center + transform(p − bounds.center)`.
    var transformToSuperview: CGAffineTransform {
        let b = bounds
        let c = center
        if transform.isIdentity {
            return CGAffineTransform(translationX: c.x - b.midX, y: c.y - b.midY)
        }
        return CGAffineTransform(translationX: -b.midX, y: -b.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// Maps this view's coordinates to those of the top of its hierarchy (its window, when it
    /// has one), and returns that top view.
    private var transformToRoot: (transform: CGAffineTransform, root: UIView) {
        var result = CGAffineTransform.identity
        var view: UIView = self
        while let superview = view.superview {
            result = result.concatenating(view.transformToSuperview)
            view = superview
        }
        return (result, view)
    }

    /// Maps this view's coordinates to `view`'s, or to its window's when `view` is `nil`.
    /// Views in different windows meet in screen coordinates (each window's frame).
    func transform(to view: UIView?) -> CGAffineTransform {
        let (fromSelf, selfRoot) = transformToRoot
        guard let view else { return fromSelf }
        let (fromView, viewRoot) = view.transformToRoot
        if selfRoot === viewRoot {
            return fromSelf.concatenating(fromView.inverted())
        }
        let selfToScreen = fromSelf.concatenating(selfRoot.rootToScreen)
        let viewToScreen = fromView.concatenating(viewRoot.rootToScreen)
        return selfToScreen.concatenating(viewToScreen.inverted())
    }

    /// Maps `view`'s coordinates (its window's when `nil`) to this view's.
    func transform(from view: UIView?) -> CGAffineTransform {
        if let view { return view.transform(to: self) }
        return transformToRoot.transform.inverted()
    }

    /// A window's coordinates to the screen's; other roots are their own space.
    private var rootToScreen: CGAffineTransform {
        self is UIWindow ? transformToSuperview : .identity
    }
}
