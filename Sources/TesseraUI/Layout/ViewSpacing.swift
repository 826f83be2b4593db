/// A collection of the geometric spacing preferences of a view: how far it likes to be from
/// its neighbours in a stack that does not set its own spacing.
///
/// SwiftUI takes these from the platform (8 points between most views on iOS). On the
/// terminal grid Tessera's platform spacing is one column between neighbours across and
/// nothing between neighbours down: text lines follow each other as in any terminal program,
/// and words keep a space between them. A spacer prefers no spacing at all.
public struct ViewSpacing: Sendable {
    var horizontal: CGFloat
    var vertical: CGFloat

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(horizontal: 0, vertical: 0)

    /// The spacing of a view on the terminal grid: one column across, none down.
    static var `default`: ViewSpacing { ViewSpacing(horizontal: CellGrid.current.cellWidth, vertical: 0) }

    /// Initializes an instance with default spacing values.
    public init() {
        self = .default
    }

    init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The distance to `next` along `axis`: the larger preference of the two.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(horizontal, next.horizontal) : max(vertical, next.vertical)
    }

    /// Merges the spacing preferences of another spacing instance with this instance.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        horizontal = max(horizontal, other.horizontal)
        vertical = max(vertical, other.vertical)
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }
}
