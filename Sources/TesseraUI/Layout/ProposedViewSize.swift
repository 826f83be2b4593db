/// A proposal for the size of a view: in each dimension a size in points, or `nil` to ask for
/// the view's ideal size.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    /// The proposed size with both dimensions left unspecified (ask for the ideal size).
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposed size of zero in both dimensions (ask for the minimum size).
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposed size of infinity in both dimensions (ask for the maximum size).
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal as a size, with `size`'s dimensions for unspecified ones (10 × 10 by
    /// default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
