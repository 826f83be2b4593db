/// An opaque collection of the subviews of a layout.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    private let storage: _Storage
    private let range: Range<Int>

    init(elements: [any _LayoutElement]) {
        storage = _Storage(elements: elements)
        range = elements.indices
    }

    private init(storage: _Storage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    /// Where placed subviews go while the layout places them.
    var placement: _Placement? {
        get { storage.placement }
        nonmutating set { storage.placement = newValue }
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(element: storage.elements[index], subviews: self)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.storage === rhs.storage && lhs.range == rhs.range
    }

    private final class _Storage {
        let elements: [any _LayoutElement]
        var placement: _Placement?

        init(elements: [any _LayoutElement]) {
            self.elements = elements
        }
    }
}
