/// A growable array of plain values in memory that its owner frees with `deallocate()`.
///
/// The tableau keeps all of its storage in these. A table cell's solver has a few dozen
/// symbols, and as Swift arrays each of its two dozen per-solver lists was a reference-counted
/// object whose every write checked uniqueness (a call into the runtime): that overhead, not
/// the simplex arithmetic, dominated adding the constraints of many small solvers. A buffer is
/// a plain pointer: copying it shares the memory, so exactly one owner (the tableau of one
/// solver) frees it, and nothing may keep a copy across a change that can grow it.
/// Indices are checked.
struct _Buffer<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
    private(set) var base: UnsafeMutablePointer<Element>?
    /// 32-bit counts keep a buffer to 16 bytes: a solver holds a few dozen of them.
    private var storedCount: Int32 = 0
    private var storedCapacity: Int32 = 0

    var count: Int { Int(storedCount) }
    var capacity: Int { Int(storedCapacity) }

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating _modify {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            yield &base.unsafelyUnwrapped[index]
        }
    }

    /// Makes room for at least `minimumCapacity` elements.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        precondition(minimumCapacity <= Int(Int32.max), "buffer too large")
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: minimumCapacity)
        if let base {
            grown.update(from: base, count: count)
            base.deallocate()
        }
        base = grown
        storedCapacity = Int32(minimumCapacity)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { reserveCapacity(Swift.max(4, capacity * 2)) }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        storedCount += 1
    }

    /// Appends `count` copies of `element`.
    mutating func append(repeating element: Element, count added: Int) {
        if count + added > capacity { reserveCapacity(Swift.max(count + added, capacity * 2)) }
        (base.unsafelyUnwrapped + count).initialize(repeating: element, count: added)
        storedCount += Int32(added)
    }

    mutating func removeLast() {
        precondition(count > 0, "removeLast from an empty buffer")
        storedCount -= 1
    }

    /// Removes the last `k` elements.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removeLast beyond the buffer")
        storedCount -= Int32(k)
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        storedCount -= 1
        return base.unsafelyUnwrapped[count]
    }

    /// Empties the buffer, keeping its memory.
    mutating func removeAll() {
        storedCount = 0
    }

    /// A buffer of its own with the same elements and capacity.
    func copy() -> _Buffer {
        var copy = _Buffer()
        copy.reserveCapacity(capacity)
        if let base { copy.base.unsafelyUnwrapped.update(from: base, count: count) }
        copy.storedCount = storedCount
        return copy
    }

    /// Frees the memory. Neither this buffer nor any copy of it may be used afterwards.
    func deallocate() {
        base?.deallocate()
    }
}
