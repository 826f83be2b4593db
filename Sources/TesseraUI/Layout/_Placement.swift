/// What a layout pass collects for one container view: the platform views placed in it, in
/// drawing order (back to front). The hosting view has one; a scroll view's content another.
@MainActor
final class _Placement {
    private(set) var views: [UIView] = []

    /// Places `view` at `frame`. A view placed for the first time goes straight there, also
    /// in an animated layout (which fades it in, see ``arrange(in:)``).
    func add(_ view: UIView, frame: CGRect) {
        if view.superview == nil {
            UIView.performWithoutAnimation { view.frame = frame }
        } else if view.frame != frame {
            view.frame = frame
        }
        views.append(view)
    }

    /// Places `views` again where they are.
    func `repeat`(_ views: ArraySlice<UIView>) {
        self.views.append(contentsOf: views)
    }

    /// Makes the placed views `container`'s subviews, in this order: views no longer placed
    /// leave it.
    func arrange(in container: UIView) {
        let current = container.subviews
        if current.count == views.count, zip(current, views).allSatisfy({ $0 === $1 }) { return }
        let placed = Set(views.map(ObjectIdentifier.init))
        for subview in container.subviews where !placed.contains(ObjectIdentifier(subview)) { subview.removeFromSuperview() }
        let animated = UIView.inheritedAnimationDuration > 0
        for (index, view) in views.enumerated() where index >= container.subviews.count || container.subviews[index] !== view {
            let arrives = view.superview == nil
            container.insertSubview(view, at: index)
            if arrives && animated {
                // SwiftUI's default transition: an inserted view fades in.
                let alpha = view.alpha
                UIView.performWithoutAnimation { view.alpha = 0 }
                view.alpha = alpha
            }
        }
    }
}
