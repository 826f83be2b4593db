/// A sorted set of marked integers, answering rank and select questions about the
/// integers *not* marked in O(log u), where u is the number of marked ones.
///
/// A batch update marks the positions that do not keep their order (deleted or moved-out
/// rows before the update; inserted or moved-in rows after it). Every other position keeps
/// its relative order, so the k-th unmarked position before the update maps to the k-th
/// unmarked one after it, without ever visiting the unmarked positions one by one.
struct _MarkedIndexes: Sendable {
    /// The marked integers, ascending and unique.
    private let marked: [Int]

    /// - Complexity: O(u log u).
    init<S: Sequence<Int>>(_ indexes: S) {
        marked = Array(Set(indexes)).sorted()
    }

    /// The number of marked integers.
    var count: Int { marked.count }

    /// Whether `index` is marked. - Complexity: O(log u).
    func contains(_ index: Int) -> Bool {
        let position = countLess(than: index)
        return position < marked.count && marked[position] == index
    }

    /// How many marked integers are less than `index`. - Complexity: O(log u).
    func countLess(than index: Int) -> Int {
        var low = 0
        var high = marked.count
        while low < high {
            let middle = (low + high) / 2
            if marked[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The rank of an unmarked `index` among the unmarked non-negative integers.
    /// - Complexity: O(log u).
    func unmarkedRank(of index: Int) -> Int {
        index - countLess(than: index)
    }

    /// The `rank`-th (from zero) unmarked non-negative integer. - Complexity: O(log u).
    func unmarked(atRank rank: Int) -> Int {
        // marked[i] - i counts the unmarked integers below marked[i]; it never decreases,
        // so the marked integers below the answer are those with marked[i] - i <= rank.
        var low = 0
        var high = marked.count
        while low < high {
            let middle = (low + high) / 2
            if marked[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
