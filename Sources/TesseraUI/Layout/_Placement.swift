/// What a layout pass collects for one container view: the platform views placed in it, in
/// drawing order (back to front). The hosting view has one; a scroll view's content another.
@MainActor
final class _Placement {
    private(set) var views: [UIView] = []

    func add(_ view: UIView, frame: CGRect) {
        if view.frame != frame { view.frame = frame }
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
        for (index, view) in views.enumerated() where index >= container.subviews.count || container.subviews[index] !== view {
            container.insertSubview(view, at: index)
        }
    }
}
