/// Many short growable lists (the rows and the columns of a tableau, one per symbol) kept in
/// one buffer.
///
/// A tableau of a table cell has a few dozen rows and columns of a few entries each; as
/// separate arrays they cost an allocation each (and reallocations as they grow), which
/// dominated adding the constraints of many small solvers. Here each list is a span of one
/// shared buffer: a span grows by moving to a span twice as large, and freed spans are reused
/// by size (each size class is a free list threaded through `nextFree`), so a solver allocates
/// its lists' storage a few times in all.
///
/// The store's memory belongs to its owner, which frees it with `deallocate()`. Reading a list
/// (`store[owner]`) gives a view of that memory: do not keep it across a change to the store;
/// use `count(of:)`, `last(of:)` and `store[owner, slot]` around changes.
struct _ListStore<Element: BitwiseCopyable> {
    private struct Span {
        var start: Int32
        var count: Int32
        /// A power of two times `minimumCapacity`, or 0 for no span yet.
        var capacity: Int32
    }

    /// Every span starts at a multiple of this.
    private static var minimumCapacity: Int32 { 4 }

    private var elements = _Buffer<Element>()
    private var spans = _Buffer<Span>()
    /// The first free span of each size class (capacity `minimumCapacity << class`), or -1.
    private var freeHeads = _Buffer<Int32>()
    /// For a free span starting at `start`, the next free span of its class (or -1), at
    /// `start / minimumCapacity`.
    private var nextFree = _Buffer<Int32>()
    private let filler: Element

    /// - Parameter filler: A value for storage that no list uses yet.
    init(filler: Element) {
        self.filler = filler
    }

    /// The number of lists.
    var listCount: Int { spans.count }

    /// How many elements of storage the lists occupy, free spans included (for tests).
    var storageCount: Int { elements.count }

    mutating func reserveLists(_ count: Int, elements elementCount: Int) {
        spans.reserveCapacity(count)
        elements.reserveCapacity(elementCount)
        nextFree.reserveCapacity(elementCount / Int(Self.minimumCapacity))
    }

    /// Adds an empty list at the end.
    mutating func appendList() {
        spans.append(Span(start: 0, count: 0, capacity: 0))
    }

    /// The list of `owner`, as a view of the store's memory.
    subscript(owner: Int) -> _ListView<Element> {
        let span = spans[owner]
        return _ListView(base: elements.base.map { $0 + Int(span.start) }, count: Int(span.count))
    }

    /// The element at `slot` of the list of `owner`.
    subscript(owner: Int, slot: Int) -> Element {
        get {
            let span = spans[owner]
            precondition(UInt(bitPattern: slot) < UInt(bitPattern: Int(span.count)), "slot out of range")
            return elements[Int(span.start) + slot]
        }
        nonmutating _modify {
            let span = spans[owner]
            precondition(UInt(bitPattern: slot) < UInt(bitPattern: Int(span.count)), "slot out of range")
            yield &elements[Int(span.start) + slot]
        }
    }

    func count(of owner: Int) -> Int { Int(spans[owner].count) }

    /// The last element of the list of `owner`, read without making a view.
    func last(of owner: Int) -> Element? {
        let span = spans[owner]
        return span.count == 0 ? nil : elements[Int(span.start + span.count - 1)]
    }

    mutating func append(_ element: Element, to owner: Int) {
        if spans[owner].count == spans[owner].capacity { reserve(Int(spans[owner].count) + 1, for: owner) }
        let span = spans[owner]
        elements[Int(span.start + span.count)] = element
        spans[owner].count += 1
    }

    mutating func removeLast(from owner: Int) {
        precondition(spans[owner].count > 0)
        spans[owner].count -= 1
    }

    /// Exchanges the lists of two owners (renaming a row in a pivot).
    mutating func swapLists(_ first: Int, _ second: Int) {
        spans.swapAt(first, second)
    }

    /// Makes room for at least `capacity` elements in the list of `owner`.
    mutating func reserve(_ capacity: Int, for owner: Int) {
        let old = spans[owner]
        guard capacity > Int(old.capacity) else { return }
        var sizeClass = 0
        while Int(Self.minimumCapacity << sizeClass) < capacity { sizeClass += 1 }
        let newCapacity = Self.minimumCapacity << sizeClass
        let start: Int32
        if sizeClass < freeHeads.count && freeHeads[sizeClass] >= 0 {
            start = freeHeads[sizeClass]
            freeHeads[sizeClass] = nextFree[Int(start / Self.minimumCapacity)]
        } else {
            start = Int32(elements.count)
            elements.append(repeating: filler, count: Int(newCapacity))
            nextFree.append(repeating: -1, count: Int(newCapacity / Self.minimumCapacity))
        }
        for offset in 0..<Int(old.count) {
            elements[Int(start) + offset] = elements[Int(old.start) + offset]
        }
        if old.capacity > 0 {
            let oldClass = (Int(old.capacity) / Int(Self.minimumCapacity)).trailingZeroBitCount
            if freeHeads.count <= oldClass { freeHeads.append(repeating: -1, count: oldClass + 1 - freeHeads.count) }
            nextFree[Int(old.start / Self.minimumCapacity)] = freeHeads[oldClass]
            freeHeads[oldClass] = old.start
        }
        spans[owner] = Span(start: start, count: old.count, capacity: newCapacity)
    }

    /// A store of its own with the same lists.
    func copy() -> _ListStore {
        var copy = self
        copy.elements = elements.copy()
        copy.spans = spans.copy()
        copy.freeHeads = freeHeads.copy()
        copy.nextFree = nextFree.copy()
        return copy
    }

    /// Frees the store's memory.
    func deallocate() {
        elements.deallocate()
        spans.deallocate()
        freeHeads.deallocate()
        nextFree.deallocate()
    }
}

/// One list of a ``_ListStore``, read-only: a view of the store's memory, valid until the
/// store changes.
struct _ListView<Element: BitwiseCopyable>: RandomAccessCollection {
    /// Nil only for an empty list of a store that has no memory yet.
    let base: UnsafeMutablePointer<Element>?
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "index out of range")
        return base.unsafelyUnwrapped[position]
    }
}
