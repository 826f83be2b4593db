/// A proxy that represents one subview of a layout: ask it for sizes, then place it.
///
/// Layouts run on the main actor, during the hosting view's layout pass; the proxies are
/// `Sendable` because ``Layout`` is, and are used only there.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let element: any _LayoutElement
    let subviews: LayoutSubviews

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { element.sizeThatFits(proposal) }
    }

    /// Asks the subview for its dimensions.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// The layout priority of the subview.
    public var priority: Double {
        MainActor.assumeIsolated { element.layoutPriority }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        MainActor.assumeIsolated { element.spacing }
    }

    /// Assigns a position and proposed size to the subview: the subview takes the size it
    /// chooses for `proposal`, with its `anchor` point at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            guard let placement = subviews.placement else { return }
            let size = element.sizeThatFits(proposal)
            let origin = CGPoint(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y)
            element.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
        }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.element === rhs.element
    }
}

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

/// A view's size and its alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// The value of a horizontal alignment guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// The value of a vertical alignment guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        guide.offset(in: CGSize(width: width, height: height))
    }
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() {
        self.init(x: 0, y: 0)
    }

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
