/// Chooses which elements present before and after an update keep their relative order
/// (they stay) and which are moved, in linear time.
///
/// The elements are numbered by their rank before the update (0, 1, 2, …); ``append(newRank:)``
/// gives, in that order, each one's rank after the update, so the input is a permutation.
/// The elements that stay form an increasing subsequence of it. The fewest moves would be
/// the complement of a longest increasing subsequence, which costs O(m log m); this type
/// answers in O(m) with a greedy walk instead, and then guarantees what matters to a list:
///
/// - An element whose order relative to every other one is unchanged stays.
/// - The result is maximal: every moved element changed its order relative to at least one
///   element that stays, so no single move could be dropped.
///
/// For a rotation by one (`a b c d e` → `b c d e a`, or `e a b c d`) it moves the one rotated
/// element, and for a swap of two elements one of them.
///
/// The walk: two cursors go through the old and the new order, skipping elements already moved. Where both cursors
/// are on the same element, it stays. Otherwise the old cursor is on `x`, which sits further
/// on in the new order, and the new cursor on `y`, which sits further on in the old order;
/// one of the two must move, and the walk moves the one that is displaced further (`x` by
/// `newRank(x) - newCursor`, `y` by `oldRank(y) - oldCursor`). A last pass puts back every
/// moved element that fits between its neighbours that stay.
///
/// One instance serves many sections: ``removeAll()`` keeps the buffers for the next one.
struct _KeptOrder {
    /// By old rank: the new rank (the permutation).
    private var newRanks: [Int32] = []
    /// By new rank: the old rank (the inverse permutation); by old rank in the last pass.
    private var scratch: [Int32] = []
    /// By old rank: whether the element moves, once ``solve()`` ran.
    private(set) var isMoved: [Bool] = []

    /// Reserves room for `capacity` elements.
    init(capacity: Int) {
        newRanks.reserveCapacity(capacity)
        scratch.reserveCapacity(capacity)
        isMoved.reserveCapacity(capacity)
    }

    /// Forgets the elements, keeping the buffers.
    mutating func removeAll() {
        newRanks.removeAll(keepingCapacity: true)
    }

    /// Adds the next element in the old order, with its rank in the new order.
    mutating func append(newRank: Int32) {
        newRanks.append(newRank)
    }

    /// Fills ``isMoved`` for the elements appended since the last ``removeAll()``.
    ///
    /// The appended ranks must be a permutation of `0..<count`.
    /// - Returns: How many elements move.
    /// - Complexity: O(m) for m elements.
    @discardableResult
    mutating func solve() -> Int {
        let count = newRanks.count
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: repeatElement(0, count: count))
        isMoved.removeAll(keepingCapacity: true)
        isMoved.append(contentsOf: repeatElement(false, count: count))
        guard count > 1 else { return 0 }
        var moves = 0
        newRanks.withUnsafeBufferPointer { newRanks in
            scratch.withUnsafeMutableBufferPointer { oldRanks in
                isMoved.withUnsafeMutableBufferPointer { isMoved in
                    for old in 0..<count { oldRanks[Int(newRanks[old])] = Int32(truncatingIfNeeded: old) }

                    // The walk. Every step advances one cursor, so it takes at most 2m steps.
                    var old = 0, new = 0
                    while old < count && new < count {
                        if isMoved[old] { old += 1; continue }
                        let y = Int(oldRanks[new])
                        if isMoved[y] { new += 1; continue }
                        let xTarget = Int(newRanks[old])
                        if xTarget == new {
                            old += 1
                            new += 1
                        } else if xTarget - new > y - old {
                            // Both distances are positive: x is after `new` in the new order (the
                            // elements before it there are consumed), y after `old` in the old one.
                            isMoved[old] = true
                            old += 1
                            moves += 1
                        } else {
                            isMoved[y] = true
                            new += 1
                            moves += 1
                        }
                    }
                    guard moves > 0 else { return }

                    // Put back what fits: by old rank, the new rank of the next element that stays.
                    let nextStaying = oldRanks
                    var next = Int32(count)
                    for old in stride(from: count - 1, through: 0, by: -1) {
                        nextStaying[old] = next
                        if !isMoved[old] { next = newRanks[old] }
                    }
                    var previous: Int32 = -1
                    for old in 0..<count {
                        let target = newRanks[old]
                        if !isMoved[old] {
                            previous = target
                        } else if target > previous && target < nextStaying[old] {
                            isMoved[old] = false
                            previous = target
                            moves -= 1
                        }
                    }
                }
            }
        }
        return moves
    }
}
