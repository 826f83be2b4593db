import Foundation

/// The extents (heights or widths) of a run of items and their running offsets: where item
/// `i` starts, and which item covers an offset.
///
/// Lists keep one per section for rows and one over sections. While every item has the same
/// extent (fixed rows, or rows not yet measured that all share one estimate) the index is just
/// `count` and `extent`: creating it is O(1) whatever the count, and queries are arithmetic.
/// The first item given a different extent turns it into a Fenwick tree, built in O(n) once;
/// from then on reads, writes and searches are O(log n).
struct _ExtentIndex: Sendable {
    /// The number of items.
    private(set) var count: Int
    /// The extent every item has while the index is uniform.
    private var uniformExtent: CGFloat
    /// Each item's extent, once they differ; empty while uniform.
    private var extents: [CGFloat] = []
    /// Fenwick tree over `extents` (1-based): `tree[i]` sums the `i & -i` items ending at `i - 1`.
    private var tree: [CGFloat] = []

    /// `count` items of `extent` each, in O(1).
    init(count: Int, extent: CGFloat) {
        self.count = count
        self.uniformExtent = extent
    }

    /// Items with the given extents, in O(n).
    init(_ extents: [CGFloat]) {
        self.init(count: extents.count, extent: extents.first ?? 0)
        if extents.contains(where: { $0 != uniformExtent }) {
            self.extents = extents
            rebuildTree()
        }
    }

    private var isUniform: Bool { extents.isEmpty }

    /// The extent all items share, or nil once they differ.
    var uniformValue: CGFloat? { isUniform ? uniformExtent : nil }

    /// The extent of item `index`. O(1).
    subscript(index: Int) -> CGFloat {
        get { isUniform ? uniformExtent : extents[index] }
        set {
            let delta = newValue - self[index]
            guard delta != 0 else { return }
            if isUniform {
                extents = Array(repeating: uniformExtent, count: count)
                extents[index] = newValue
                rebuildTree()
                return
            }
            extents[index] = newValue
            var node = index + 1
            while node <= count {
                tree[node] += delta
                node += node & -node
            }
        }
    }

    /// The sum of the extents of the items before `index` (`0...count`). O(log n).
    func offset(of index: Int) -> CGFloat {
        if isUniform { return CGFloat(index) * uniformExtent }
        var sum: CGFloat = 0
        var node = index
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The sum of all extents. O(log n).
    var total: CGFloat { offset(of: count) }

    /// The item whose span `[offset(of: i), offset(of: i + 1))` contains `offset`: 0 before
    /// the start and `count - 1` past the end (or 0 when empty). O(log n).
    func index(containing offset: CGFloat) -> Int {
        guard count > 0, offset > 0 else { return 0 }
        if isUniform {
            guard uniformExtent > 0 else { return 0 }
            return min(count - 1, Int((offset / uniformExtent).rounded(.down)))
        }
        // Descend the tree: the largest prefix whose sum stays ≤ offset.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(count - 1, position)
    }

    /// Inserts `extents` before item `index`. O(n) once the items differ.
    mutating func insert(_ newExtents: [CGFloat], at index: Int) {
        guard !newExtents.isEmpty else { return }
        if isUniform, newExtents.allSatisfy({ $0 == uniformExtent }) || count == 0 {
            if count == 0 { self = _ExtentIndex(newExtents); return }
            count += newExtents.count
            return
        }
        materialize()
        extents.insert(contentsOf: newExtents, at: index)
        count = extents.count
        rebuildTree()
    }

    /// Removes the items in `range`. O(n) once the items differ.
    mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if isUniform {
            count -= range.count
            return
        }
        extents.removeSubrange(range)
        count = extents.count
        rebuildTree()
    }

    private mutating func materialize() {
        if isUniform { extents = Array(repeating: uniformExtent, count: count) }
    }

    /// Builds the Fenwick tree from `extents` in O(n): each node passes its sum to its parent.
    private mutating func rebuildTree() {
        tree = [0] + extents
        for node in stride(from: 1, through: count, by: 1) {
            let parent = node + (node & -node)
            if parent <= count { tree[parent] += tree[node] }
        }
    }
}
