import Foundation

/// The computed geometry of one compositional section: its extent down the layout, its
/// groups in order (for binary search), its item frames and its boundary items.
struct _CompositionalSection {
    /// One repetition of the section's group: its first item and its vertical extent.
    struct Group {
        var firstItem: Int
        var start: CGFloat
        var end: CGFloat
    }

    /// A header or footer of the section.
    struct Boundary {
        var kind: String
        var frame: CGRect
        var pinned: Bool
        var zIndex: Int
        var alignment: NSRectAlignment
    }

    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the groups (with insets) end: pinned headers stop here.
    var itemsEnd: CGFloat = 0
    var frames: [CGRect] = []
    var groups: [Group] = []
    var boundaries: [Boundary] = []
    /// Whether the groups run across the layout, scrolled by `orthogonalOffset`.
    var scrollsOrthogonally = false
    /// How far the groups extend across, beyond the section's width.
    var orthogonalOverflow: CGFloat = 0

    /// The first group ending after `offset`. O(log groups).
    func firstGroup(endingAfter offset: CGFloat) -> Int {
        var low = 0
        var high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
