/// How a lazy stack or grid arranges its views: in lines along `axis` (rows of a vertical
/// stack or grid), each line one view per track across (one track for a stack).
struct _LazyLayout {
    /// The axis the lines follow each other along.
    let axis: Axis
    /// The space between lines; `nil` uses the platform's.
    let spacing: CGFloat?
    /// Where a view sits in its cell when its track sets no alignment.
    let alignment: Alignment
    /// A grid's rows or columns; `nil` for a stack.
    let items: [GridItem]?

    var lineSpacing: CGFloat { spacing ?? ViewSpacing.default.distance(to: .default, along: axis) }

    /// The tracks across `cross` (unknown: `nil`). A stack's one track is as long as the
    /// stack is across, or `-1` when that is unknown (its views choose).
    func tracks(across cross: CGFloat?) -> [_GridTrack] {
        guard let items else { return [_GridTrack(start: 0, length: cross ?? -1, alignment: nil)] }
        let spacing = ViewSpacing.default.distance(to: .default, along: axis.other)
        return GridItem._tracks(items, in: cross ?? 0, defaultSpacing: spacing)
    }
}
