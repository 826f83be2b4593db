import Foundation

/// The geometry of one section of a flow layout, in the layout's own axes: `along` is the
/// scroll direction, `across` the other one.
///
/// Items are grouped in lines, each a run of items across, stored in scroll order. Item frames
/// are relative to the start of their line along (absolute across, in the collection view's
/// axes), and the lines' lengths live in an `_ExtentIndex`: a line that a measured item makes
/// longer changes one length in O(log lines), and the lines after it move without being
/// touched. The lines crossing a range are found in O(log lines).
struct _FlowSection {
    /// One line of items across the section.
    struct Line {
        var firstItem: Int
        var itemCount: Int
        /// The space between its items when justified (a full line of several items), which a
        /// last line takes over; nil otherwise.
        var justifiedSpacing: CGFloat?
        var items: Range<Int> { firstItem..<(firstItem + itemCount) }
    }

    /// Where the section starts and ends along the scroll direction, headers and footers included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the items' area (with the section insets) ends: pinned headers stop here.
    var itemsEnd: CGFloat = 0
    var header: CGRect?
    var footer: CGRect?
    /// Each item's frame, along relative to the start of its line.
    var frames: [CGRect] = []
    var lines: [Line] = []
    /// Where the first line starts along.
    var linesStart: CGFloat = 0
    /// Each line's length along plus `lineSpacing`.
    var lineExtents = _ExtentIndex(count: 0, extent: 0)
    /// How items flow: where lines start across, the length they fill, the minimum spacings.
    var leading: CGFloat = 0
    var available: CGFloat = 0
    var interitemSpacing: CGFloat = 0
    var lineSpacing: CGFloat = 0

    /// The length the lines take along, without the spacing after the last.
    var linesLength: CGFloat { lineExtents.count > 0 ? lineExtents.total - lineSpacing : 0 }

    /// Where line `line` starts along. O(log lines).
    func lineStart(_ line: Int) -> CGFloat { linesStart + lineExtents.offset(of: line) }

    /// The index of the line holding `item`. O(log lines).
    func line(containing item: Int) -> Int? {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].firstItem + lines[middle].itemCount <= item { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? low : nil
    }

    /// The index of the first line ending after `offset`. O(log lines).
    func firstLine(endingAfter offset: CGFloat) -> Int {
        guard lineExtents.count > 0 else { return 0 }
        let line = lineExtents.index(containing: offset - linesStart)
        return lineStart(line) + lineExtents[line] - lineSpacing <= offset ? line + 1 : line
    }

    /// Moves everything after `position` along by `delta` (the section's later parts, or a
    /// whole later section).
    mutating func shift(from position: CGFloat, by delta: CGFloat, along axis: _Axis) {
        func moved(_ value: CGFloat) -> CGFloat { value >= position ? value + delta : value }
        func moved(_ frame: CGRect?) -> CGRect? {
            guard let frame, frame.start(along: axis) >= position else { return frame }
            return frame.offsetBy(axis, along: delta)
        }
        if start >= position { start += delta }
        if linesStart >= position { linesStart += delta }
        itemsEnd = moved(itemsEnd)
        end = moved(end)
        header = moved(header)
        footer = moved(footer)
    }
}

/// The sizes of a section's items: one shared size, or one per item.
enum _FlowItemSizes {
    case uniform(CGSize, count: Int)
    case each([CGSize])

    var count: Int {
        switch self {
        case .uniform(_, let count): count
        case .each(let sizes): sizes.count
        }
    }

    subscript(item: Int) -> CGSize {
        switch self {
        case .uniform(let size, _): size
        case .each(let sizes): sizes[item]
        }
    }
}
