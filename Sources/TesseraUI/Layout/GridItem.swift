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

/// One resolved row or column of a lazy grid: where it starts across the grid and how long it is.
struct _GridTrack: Equatable {
    var start: CGFloat
    var length: CGFloat
    var alignment: Alignment?
}

extension GridItem {
    /// The tracks `items` make in `length` across the grid, with `defaultSpacing` where an
    /// item sets none.
    static func _tracks(_ items: [GridItem], in length: CGFloat, defaultSpacing: CGFloat) -> [_GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = length - spacings.dropLast().reduce(0, +)
        for item in items { if case .fixed(let size) = item.size { remaining -= size } }
        var sharers = items.filter { if case .fixed = $0.size { false } else { true } }.count
        // Each item's length across, and for adaptive items their columns.
        var lengths: [[CGFloat]] = []
        for (item, spacing) in zip(items, spacings) {
            switch item.size {
            case .fixed(let size):
                lengths.append([size])
            case .flexible(let minimum, let maximum):
                let share = min(max(max(remaining, 0) / CGFloat(sharers), minimum), maximum)
                remaining -= share
                sharers -= 1
                lengths.append([share])
            case .adaptive(let minimum, let maximum):
                let share = max(max(remaining, 0) / CGFloat(sharers), minimum)
                remaining -= share
                sharers -= 1
                let count = max(1, Int(((share + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
                let each = min((share - CGFloat(count - 1) * spacing) / CGFloat(count), maximum)
                lengths.append(Array(repeating: each, count: count))
            }
        }
        var tracks: [_GridTrack] = []
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            for (column, columnLength) in lengths[index].enumerated() {
                tracks.append(_GridTrack(start: position, length: columnLength, alignment: item.alignment))
                let isLast = index == items.count - 1 && column == lengths[index].count - 1
                if !isLast { position += columnLength + spacings[index] }
            }
        }
        return tracks
    }
}
