/// What a layout pass collects: the platform views placed, in drawing order (back to front).
@MainActor
final class _Placement {
    private(set) var views: [UIView] = []

    func add(_ view: UIView, frame: CGRect) {
        view.frame = frame
        views.append(view)
    }
}
