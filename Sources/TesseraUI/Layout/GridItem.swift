/// A description of a row or a column in a lazy grid.
///
/// A grid resolves its items' sizes as SwiftUI does: the spacing between items and the
/// `.fixed` items come off the grid's width first; the rest is shared out in order among the
/// `.flexible` and `.adaptive` items, each taking an equal part of what is left, clamped to
/// its bounds; an `.adaptive` item then fits as many columns of at least its minimum as its
/// part holds.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item sized to its share of the space, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item, each at least `minimum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: GridItem.Size
    /// The spacing to the next item; `nil` uses the default spacing.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view; `nil` uses the grid's.
    public var alignment: Alignment?

    /// Creates a grid item with the specified size, spacing, and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
