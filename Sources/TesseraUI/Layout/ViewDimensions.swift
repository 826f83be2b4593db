/// A view's size and its alignment guides in its own coordinate space.
///
/// A guide's value is the one `alignmentGuide(_:computeValue:)` set on the view, or the
/// guide's default.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The guides set explicitly on the view.
    private let explicit: (_AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (_AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// The value of a horizontal alignment guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }

    /// The value of a vertical alignment guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }

    /// The explicit value of a horizontal alignment guide, if it was set.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }

    /// The explicit value of a vertical alignment guide, if it was set.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    subscript(key: _AlignmentKey) -> CGFloat {
        explicit(key) ?? key.defaultValue(self)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}
