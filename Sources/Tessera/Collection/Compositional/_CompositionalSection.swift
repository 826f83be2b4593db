import Foundation

/// The computed geometry of one compositional section, in the layout's axes: `along` is the
/// scroll direction (y in a vertical layout, x in a horizontal one), `across` the other.
///
/// Item frames are stored relative to the start of their group along the scroll direction
/// (absolute across), and the groups' lengths in an `_ExtentIndex`: a group re-measured by
/// self-sizing changes one length in O(log groups), and the groups after it move without
/// being touched. An orthogonally scrolling section is one row holding every group.
struct _CompositionalSection {
    /// A header or footer of the section, at an absolute frame.
    struct Boundary {
        var kind: String
        var frame: CGRect
        var pinned: Bool
        var zIndex: Int
        var alignment: NSRectAlignment
        /// The estimated dimensions its view measures, until it has.
        var axes: _SelfSizingAxes
    }

    /// A decoration item of the section, covering its body less `insets`.
    struct Decoration {
        var kind: String
        var insets: NSDirectionalEdgeInsets
        var zIndex: Int
    }

    /// The section as described, to lay out a group again after a measurement.
    var description: NSCollectionLayoutSection?
    /// The container its groups are sized against, and where they start across.
    var container: CGSize = .zero
    var acrossOrigin: CGFloat = 0
    /// The section's body across: from the container's leading edge over its whole width.
    var bodyAcrossStart: CGFloat = 0
    var bodyAcrossLength: CGFloat = 0

    /// Where the section starts and ends along, headers and footers included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// The body: after the headers, content insets included, up to the footers (pinned headers
    /// stop at its end).
    var bodyStart: CGFloat = 0
    var itemsEnd: CGFloat = 0
    /// Where the first group starts along.
    var groupsStart: CGFloat = 0

    var frames: [CGRect] = []
    /// The dimensions each item sizes itself in; empty when none does.
    var axes: [_SelfSizingAxes] = []
    /// The first item of each group, ascending.
    var groupFirstItems: [Int] = []
    /// Each group's length along, plus the spacing after it.
    var groupExtents = _ExtentIndex(count: 0, extent: 0)
    /// The spacing between groups along (zero for an orthogonal row).
    var groupSpacing: CGFloat = 0

    var boundaries: [Boundary] = []
    var decorations: [Decoration] = []
    /// Whether the groups run across the layout, scrolled by the layout's orthogonal offset.
    var scrollsOrthogonally = false
    /// How far the groups extend across, beyond the section's width.
    var orthogonalOverflow: CGFloat = 0

    /// The length the groups take along, without the spacing after the last.
    var groupsLength: CGFloat { groupExtents.count > 0 ? groupExtents.total - groupSpacing : 0 }

    /// The group holding `item`. O(log groups).
    func group(of item: Int) -> Int {
        var low = 0
        var high = groupFirstItems.count
        while low < high {
            let middle = (low + high) / 2
            if groupFirstItems[middle] <= item { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The items of group `group`.
    func items(ofGroup group: Int) -> Range<Int> {
        groupFirstItems[group]..<(group + 1 < groupFirstItems.count ? groupFirstItems[group + 1] : frames.count)
    }

    /// Where group `group` starts along. O(log groups).
    func groupStart(_ group: Int) -> CGFloat { groupsStart + groupExtents.offset(of: group) }

    /// Moves everything after `position` along by `delta` (the section's later parts, or a
    /// whole later section).
    mutating func shift(from position: CGFloat, by delta: CGFloat, vertical: Bool) {
        func moved(_ value: CGFloat) -> CGFloat { value >= position ? value + delta : value }
        if start >= position { start += delta }
        if bodyStart >= position { bodyStart += delta }
        if groupsStart >= position { groupsStart += delta }
        itemsEnd = moved(itemsEnd)
        end = moved(end)
        for index in boundaries.indices {
            let frame = boundaries[index].frame
            if (vertical ? frame.minY : frame.minX) >= position {
                boundaries[index].frame = vertical ? frame.offsetBy(dx: 0, dy: delta) : frame.offsetBy(dx: delta, dy: 0)
            }
        }
    }
}
