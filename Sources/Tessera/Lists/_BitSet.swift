import Foundation

/// A fixed-size set of flags, one bit per row, that starts all-set or all-clear in O(1) and
/// allocates its words only when a bit first changes.
struct _BitSet: Sendable {
    private var count: Int
    private var fill: Bool
    private var words: [UInt64] = []

    /// `count` bits, all equal to `fill`, in O(1).
    init(count: Int, fill: Bool) {
        self.count = count
        self.fill = fill
    }

    /// The value every bit has while none has changed, or nil once they differ.
    var uniformValue: Bool? { words.isEmpty ? fill : nil }

    subscript(index: Int) -> Bool {
        get {
            guard index < count else { return false }
            if words.isEmpty { return fill }
            return words[index >> 6] & (1 << UInt64(index & 63)) != 0
        }
        set {
            guard index < count, newValue != self[index] else { return }
            if words.isEmpty {
                words = Array(repeating: fill ? ~0 : 0, count: (count + 63) >> 6)
            }
            if newValue {
                words[index >> 6] |= 1 << UInt64(index & 63)
            } else {
                words[index >> 6] &= ~(1 << UInt64(index & 63))
            }
        }
    }

    /// The indexes whose bit is `value`, in order.
    ///
    /// - Complexity: O(count / 64 + k) for k indexes found.
    func indexes(of value: Bool) -> [Int] {
        if words.isEmpty { return fill == value ? Array(0..<count) : [] }
        var found: [Int] = []
        for (wordIndex, word) in words.enumerated() {
            var bits = value ? word : ~word
            while bits != 0 {
                let index = wordIndex << 6 + bits.trailingZeroBitCount
                guard index < count else { break }
                found.append(index)
                bits &= bits - 1
            }
        }
        return found
    }
}
