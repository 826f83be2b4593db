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
