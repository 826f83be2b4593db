/// What a layout pass collects for one container view: the platform views placed in it, in
/// drawing order (back to front). The hosting view has one; a scroll view's content another.
@MainActor
final class _Placement {
    private(set) var views: [UIView] = []
    /// The transitions of views placed for the first time.
    private var arrivals = [ObjectIdentifier: AnyTransition?]()

    /// Places `view` at `frame`. A view placed for the first time goes straight there, also
    /// in an animated layout (which plays its insertion `transition` there, see
    /// ``arrange(in:)``; `nil` is SwiftUI's default, a fade).
    func add(_ view: UIView, frame: CGRect, transition: AnyTransition? = nil) {
        if view.superview == nil {
            UIView.performWithoutAnimation { view.frame = frame }
            // Only an animated layout plays insertion transitions.
            if UIView.inheritedAnimationDuration > 0 { arrivals[ObjectIdentifier(view)] = .some(transition) }
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
    /// leave it (but for views playing their removal transition, which stay behind the others
    /// until it ends). In an animated layout, arriving views play their insertion transition.
    func arrange(in container: UIView) {
        let current = container.subviews
        if current.count == views.count, zip(current, views).allSatisfy({ $0 === $1 }) { return }
        var leaving = 0
        if !current.isEmpty {
            let placed = Set(views.map(ObjectIdentifier.init))
            for subview in current where !placed.contains(ObjectIdentifier(subview)) {
                if _Departure.leaving.contains(ObjectIdentifier(subview)) {
                    container.insertSubview(subview, at: leaving)
                    leaving += 1
                } else {
                    subview.removeFromSuperview()
                }
            }
        }
        let animated = UIView.inheritedAnimationDuration > 0
        for (offset, view) in views.enumerated() {
            let index = leaving + offset
            guard index >= container.subviews.count || container.subviews[index] !== view else { continue }
            let arrives = view.superview == nil
            container.insertSubview(view, at: index)
            if arrives && animated {
                let rest = _TransitionPose(frame: view.frame, alpha: view.alpha, transform: view.transform)
                let transition = arrivals[ObjectIdentifier(view)] ?? nil
                let start = _TransitionPose.pose(
                    of: transition, insertion: true, frame: rest.frame, alpha: rest.alpha, container: container.bounds)
                UIView.performWithoutAnimation { start.apply(to: view) }
                rest.apply(to: view)
            }
        }
    }
}
