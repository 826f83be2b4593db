import Foundation

/// The geometry of one section of a flow layout, in the layout's own axes: `along` is the
/// scroll direction, `across` the other one.
///
/// Items are grouped in lines, each a run of items across; lines are stored in scroll order,
/// so the lines crossing a range are found by binary search. Frames are stored already mapped
/// to the collection view's axes.
struct _FlowSection {
    /// One line of items across the section.
    struct Line {
        var firstItem: Int
        var itemCount: Int
        var start: CGFloat
        var end: CGFloat
    }

    /// Where the section starts and ends along the scroll direction, headers and footers included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the items' area (with the section insets) ends: pinned headers stop here.
    var itemsEnd: CGFloat = 0
    var header: CGRect?
    var footer: CGRect?
    var frames: [CGRect] = []
    var lines: [Line] = []

    /// The line holding `item`. O(log lines).
    func line(containing item: Int) -> Line? {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].firstItem + lines[middle].itemCount <= item { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? lines[low] : nil
    }

    /// The index of the first line ending after `offset`. O(log lines).
    func firstLine(endingAfter offset: CGFloat) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low
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
