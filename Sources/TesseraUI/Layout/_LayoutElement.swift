/// One view as its container lays it out: it answers size proposals and is placed in a
/// rectangle of the hosting view. Elements are made afresh for each layout pass from the
/// graph's nodes: a leaf's element sizes and positions its platform view, a modifier's wraps
/// its content's element, a container's runs its ``Layout``.
@MainActor
protocol _LayoutElement: AnyObject {
    /// The size the view chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Positions the view in `bounds` (in the hosting view), chosen by its container for
    /// `proposal`, appending its platform views to `placement` in drawing order.
    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement)
    /// The view's layout priority (``View/layoutPriority(_:)``).
    var layoutPriority: Double { get }
    /// The spacing the view prefers around it in a stack.
    var spacing: ViewSpacing { get }
    /// Tells the view the axis of the stack it is directly in (`nil` for other containers):
    /// a spacer expands along it, a divider is drawn across it.
    func setContainerAxis(_ axis: Axis?)
}

extension _LayoutElement {
    var layoutPriority: Double { 0 }
    var spacing: ViewSpacing { .default }
    func setContainerAxis(_ axis: Axis?) {}
}

/// What a layout pass collects: the platform views placed, in drawing order (back to front).
@MainActor
final class _Placement {
    private(set) var views: [UIView] = []

    func add(_ view: UIView, frame: CGRect) {
        view.frame = frame
        views.append(view)
    }
}

/// The sizes an element chose in one layout pass, by proposal.
///
/// A stack asks each subview about several proposals (for its minimum, its maximum, its
/// offer) and again to place it; nested stacks would multiply those questions with their
/// depth. Elements live for one pass, so the answers stay valid while they are kept.
struct _SizeCache {
    private var entries: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size for `proposal`, computed by `measure` the first time.
    mutating func size(for proposal: ProposedViewSize, _ measure: () -> CGSize) -> CGSize {
        if let entry = entries.first(where: { $0.proposal == proposal }) { return entry.size }
        let size = measure()
        entries.append((proposal, size))
        return size
    }
}
