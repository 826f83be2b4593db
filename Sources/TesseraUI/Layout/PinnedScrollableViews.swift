/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// A `LazyVStack` in a `ScrollView` pins the headers (and footers) of the sections directly in
/// it: the current section's header stays at the top edge while its rows scroll under it,
/// until the section's end pushes it up. `LazyHStack` and the lazy grids accept the set and
/// do not pin yet.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header view of each section pins to the scroll view's edge.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each section pins to the scroll view's edge.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
