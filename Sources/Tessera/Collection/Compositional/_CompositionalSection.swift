import Foundation

/// The computed geometry of one compositional section, in the layout's axes: `along` is the
/// scroll direction (y in a vertical layout, x in a horizontal one), `across` the other.
///
/// Item frames are relative to the start of their group along (absolute across), and the
/// groups' lengths live in an `_ExtentIndex`. A section whose group repeats with the same
/// number of items each time keeps one `template` group and, sparsely, the groups that differ
/// from it (measured by self-sizing, or the shorter last one): an item's frame is computed on
/// demand, and memory and `prepare()` do not grow with the item count while the groups are
/// uniform. Groups whose item counts vary (measured widths changing what fits) and
/// orthogonally scrolling sections (one row holding every group) keep every frame instead.
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

    /// The frames and self-sizing dimensions of one group's items.
    struct GroupLayout {
        var frames: [CGRect] = []
        /// The dimensions each item sizes itself in; empty when none does.
        var axes: [_SelfSizingAxes] = []
    }

    /// The number of items laid out.
    var itemCount = 0
    /// Items in each group but perhaps the last, while every group holds that many; 0 when
    /// group sizes vary (then `groupFirstItems` and `allItems` hold the geometry).
    var itemsPerGroup = 0
    /// The layout of a group that nothing has changed, for uniform groups.
    var template = GroupLayout()
    /// Groups laid out differently from `template` (measured, or the shorter last one), by group.
    var laidOutGroups: [Int: GroupLayout] = [:]
    /// With varying groups: the first item of each group, ascending, and every item's layout.
    var groupFirstItems: [Int] = []
    var allItems = GroupLayout()
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
    /// In an orthogonal row: each group's extent across, from the row's start, and its first
    /// item, for snapping the scroll to groups.
    var orthogonalGroups: [(start: CGFloat, length: CGFloat, firstItem: Int)] = []

    /// The length the groups take along, without the spacing after the last.
    var groupsLength: CGFloat { groupExtents.count > 0 ? groupExtents.total - groupSpacing : 0 }

    /// Whether the section's groups all hold `itemsPerGroup` items (the last perhaps fewer).
    var isUniform: Bool { itemsPerGroup > 0 }

    /// The group holding `item`. O(1) for uniform groups, O(log groups) otherwise.
    func group(of item: Int) -> Int {
        if isUniform { return item / itemsPerGroup }
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
        if isUniform { return group * itemsPerGroup..<min(itemCount, (group + 1) * itemsPerGroup) }
        return groupFirstItems[group]..<(group + 1 < groupFirstItems.count ? groupFirstItems[group + 1] : itemCount)
    }

    /// The frame of `item` of group `group`, relative to the group's start along.
    func frame(ofItem item: Int, inGroup group: Int) -> CGRect {
        guard isUniform else { return allItems.frames[item] }
        let layout = laidOutGroups.isEmpty ? template : laidOutGroups[group] ?? template
        return layout.frames[item - group * itemsPerGroup]
    }

    /// The dimensions `item` sizes itself in.
    func axes(ofItem item: Int) -> _SelfSizingAxes {
        guard isUniform else { return allItems.axes.isEmpty ? [] : allItems.axes[item] }
        let group = item / itemsPerGroup
        let axes = (laidOutGroups[group] ?? template).axes
        return axes.isEmpty ? [] : axes[item - group * itemsPerGroup]
    }

    /// Where group `group` starts along. O(log groups).
    func groupStart(_ group: Int) -> CGFloat { groupsStart + groupExtents.offset(of: group) }

    /// Moves everything after `position` along by `delta` (the section's later parts, or a
    /// whole later section).
    mutating func shift(from position: CGFloat, by delta: CGFloat, along axis: _Axis) {
        func moved(_ value: CGFloat) -> CGFloat { value >= position ? value + delta : value }
        if start >= position { start += delta }
        if bodyStart >= position { bodyStart += delta }
        if groupsStart >= position { groupsStart += delta }
        itemsEnd = moved(itemsEnd)
        end = moved(end)
        for index in boundaries.indices {
            let frame = boundaries[index].frame
            if frame.start(along: axis) >= position {
                boundaries[index].frame = frame.offsetBy(axis, along: delta)
            }
        }
    }
}
