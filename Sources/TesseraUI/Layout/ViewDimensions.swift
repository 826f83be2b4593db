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
