/// A type that defines the geometry of a collection of views.
///
/// Tessera's stacks are layouts too (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``), run
/// through the same calls as yours:
///
///     struct BasicVStack: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
///     }
///
/// (Apple's protocol also refines `Animatable`; that arrives with animation.)
@preconcurrency
public protocol Layout: Sendable {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The preferred spacing for this layout.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    /// Combines the specified views into a single composite view using the layout.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }

    /// The stack axis for the subviews, if this is a stack.
    var _stackAxis: Axis? { (self as? any _StackLayout)?.axis }
}

/// The built-in stacks, which tell their direct subviews their axis.
protocol _StackLayout {
    var axis: Axis { get }
}

/// A view that lays out its content with a ``Layout``.
struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    var body: Never { _primitiveBody() }
}

extension _LayoutView: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        [_ContainerElement(layout: layout, subviews: node.childElements())]
    }
}

/// A container's element: it runs a ``Layout`` over its subviews' elements.
final class _ContainerElement<L: Layout>: _LayoutElement {
    private let layout: L
    private let subviews: LayoutSubviews
    private var cache: L.Cache
    private var sizes = _SizeCache()

    init(layout: L, subviews elements: [any _LayoutElement]) {
        self.layout = layout
        let axis = layout._stackAxis
        for element in elements { element.setContainerAxis(axis) }
        subviews = LayoutSubviews(elements: elements)
        cache = layout.makeCache(subviews: subviews)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizes.size(for: proposal) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        subviews.placement = placement
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        subviews.placement = nil
    }

    var spacing: ViewSpacing { layout.spacing(subviews: subviews, cache: &cache) }
}
