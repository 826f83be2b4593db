/// Content a lazy stack or grid reads one element at a time: how many views there are, each
/// one's identity, and each one's view, without making the others. ``ForEach`` is one, so a
/// `LazyVStack` over a million elements makes only the views it shows.
@MainActor
protocol _LazyRowSource {
    /// The number of views.
    var _lazyCount: Int { get }
    /// The identity of the view at `index`.
    func _lazyKey(at index: Int) -> AnyHashable
    /// The view at `index` (its content closure runs).
    func _lazyView(at index: Int) -> any View
}
