/// An element that takes all the space it is offered and shows one platform view there: a
/// list's table, a navigation stack's or a tab view's controller. `didPlace` then lays out
/// what the view hosts (rows, pages), whose views are not in the hosting view's placement.
final class _FillingElement: _LayoutElement {
    private let view: UIView
    private let didPlace: () -> Void

    init(view: UIView, didPlace: @escaping () -> Void) {
        self.view = view
        self.didPlace = didPlace
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        placement.add(view, frame: bounds)
        didPlace()
    }
}
