// Binary heaps of symbols, keyed by their position in the external order.

/// A binary min-heap of symbols keyed by their position in the external order.
struct _MinHeap {
    private var inner = _MaxHeap()
    mutating func push(key: Int, symbol: Int) { inner.push(key: -key, symbol: symbol) }
    mutating func pop() -> Int? { inner.pop() }
}

/// A binary max-heap of symbols keyed by their position in the external order.
struct _MaxHeap {
    private var keys: [Int] = []
    private var symbols: [Int] = []

    mutating func push(key: Int, symbol: Int) {
        keys.append(key)
        symbols.append(symbol)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if keys[parent] >= keys[child] { break }
            keys.swapAt(parent, child)
            symbols.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let top = symbols.first else { return nil }
        let last = keys.count - 1
        keys.swapAt(0, last)
        symbols.swapAt(0, last)
        keys.removeLast()
        symbols.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < keys.count && keys[left] > keys[largest] { largest = left }
            if right < keys.count && keys[right] > keys[largest] { largest = right }
            if largest == parent { break }
            keys.swapAt(parent, largest)
            symbols.swapAt(parent, largest)
            parent = largest
        }
        return top
    }
}
