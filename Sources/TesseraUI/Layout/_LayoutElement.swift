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
    /// The value of an alignment guide set on the view (`alignmentGuide(_:computeValue:)`)
    /// when it has `size`; `nil` when the guide has its default value.
    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize) -> CGFloat?
}

extension _LayoutElement {
    var layoutPriority: Double { 0 }
    var spacing: ViewSpacing { .default }
    func setContainerAxis(_ axis: Axis?) {}
    func explicitAlignment(_ key: _AlignmentKey, in size: CGSize) -> CGFloat? { nil }
}
