// Binary heaps of symbols, keyed by their position in the external order.

/// A binary min-heap of symbols keyed by their position in the external order.
struct _MinHeap {
    private var inner = _MaxHeap()
    mutating func push(key: Int, symbol: Int) { inner.push(key: -key, symbol: symbol) }
    mutating func pop() -> Int? { inner.pop() }
    /// Frees the heap's memory (the heap lives in a `_Buffer`).
    func deallocate() { inner.deallocate() }
}

/// A binary max-heap of symbols keyed by their position in the external order.
///
/// Popping keeps the storage, so a heap kept in the tableau allocates once. Its memory is a
/// `_Buffer`, freed by the owner with `deallocate()`.
struct _MaxHeap {
    private struct Entry {
        var key: Int
        var symbol: Int
    }

    private var entries = _Buffer<Entry>()

    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    mutating func push(key: Int, symbol: Int) {
        entries.append(Entry(key: key, symbol: symbol))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if entries[parent].key >= entries[child].key { break }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let top = entries.first?.symbol else { return nil }
        entries.swapAt(0, entries.count - 1)
        entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < entries.count && entries[left].key > entries[largest].key { largest = left }
            if right < entries.count && entries[right].key > entries[largest].key { largest = right }
            if largest == parent { break }
            entries.swapAt(parent, largest)
            parent = largest
        }
        return top
    }

    func deallocate() { entries.deallocate() }
}
