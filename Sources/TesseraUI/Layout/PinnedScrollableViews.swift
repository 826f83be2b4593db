/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// Tessera accepts the set and does not pin yet: section headers and footers scroll with
/// their sections.
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
