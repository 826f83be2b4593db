/// Many short growable lists (the rows and the columns of a tableau, one per symbol) kept in
/// one array.
///
/// A tableau of a table cell has a few dozen rows and columns of a few entries each; as
/// separate arrays they cost an allocation each (and reallocations as they grow), which
/// dominated adding the constraints of many small solvers. Here each list is a span of one
/// shared array: a span grows by moving to a span twice as large, and freed spans are reused
/// by size, so a solver allocates its lists' storage a few times in all.
///
/// Reading a list (`store[owner]`) gives a collection that shares the storage: do not change
/// the same store while iterating one of its lists (the storage would be copied); use
/// `count(of:)`, `last(of:)` and `store[owner, slot]` around changes.
struct _ListStore<Element> {
    private struct Span {
        var start: Int32
        var count: Int32
        /// A power of two times `minimumCapacity`, or 0 for no span yet.
        var capacity: Int32
    }

    private static var minimumCapacity: Int32 { 4 }

    private(set) var elements: [Element] = []
    private var spans: [Span] = []
    /// Starts of freed spans, by size class (capacity `minimumCapacity << class`).
    private var freeStarts: [[Int32]] = []
    private let filler: Element

    /// - Parameter filler: A value for storage that no list uses yet.
    init(filler: Element) {
        self.filler = filler
    }

    /// The number of lists.
    var listCount: Int { spans.count }

    mutating func reserveLists(_ count: Int, elements elementCount: Int) {
        spans.reserveCapacity(count)
        elements.reserveCapacity(elementCount)
    }

    /// Adds an empty list at the end.
    mutating func appendList() {
        spans.append(Span(start: 0, count: 0, capacity: 0))
    }

    /// The list of `owner`.
    subscript(owner: Int) -> _ListView<Element> {
        let span = spans[owner]
        return _ListView(elements: elements, start: Int(span.start), count: Int(span.count))
    }

    /// The element at `slot` of the list of `owner`.
    subscript(owner: Int, slot: Int) -> Element {
        get {
            precondition(slot < Int(spans[owner].count))
            return elements[Int(spans[owner].start) + slot]
        }
        _modify {
            precondition(slot < Int(spans[owner].count))
            yield &elements[Int(spans[owner].start) + slot]
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
        if sizeClass < freeStarts.count, let reused = freeStarts[sizeClass].popLast() {
            start = reused
        } else {
            start = Int32(elements.count)
            elements.append(contentsOf: repeatElement(filler, count: Int(newCapacity)))
        }
        for offset in 0..<Int(old.count) {
            elements[Int(start) + offset] = elements[Int(old.start) + offset]
        }
        if old.capacity > 0 {
            let oldClass = (Int(old.capacity) / Int(Self.minimumCapacity)).trailingZeroBitCount
            while freeStarts.count <= oldClass { freeStarts.append([]) }
            freeStarts[oldClass].append(old.start)
        }
        spans[owner] = Span(start: start, count: old.count, capacity: newCapacity)
    }
}

/// One list of a ``_ListStore``, read-only.
struct _ListView<Element>: RandomAccessCollection {
    let elements: [Element]
    let start: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        elements[start + position]
    }
}
