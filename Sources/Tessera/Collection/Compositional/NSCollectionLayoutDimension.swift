import Foundation

/// One dimension of a compositional layout element: a fraction of its container's width or
/// height, an absolute length, or an estimate.
///
/// An estimate is the length until the cell is displayed and measured
/// (`preferredLayoutAttributesFitting(_:)`); then the measured length replaces it.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    let value: CGFloat

    private init(_ kind: Kind, _ value: CGFloat) {
        self.kind = kind
        self.value = value
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// An estimated length in points.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var dimension: CGFloat { value }

    /// The length in a container of `container`.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * value
        case .fractionalHeight: container.height * value
        case .absolute, .estimated: value
        }
    }
}

/// The width and height of a compositional layout element.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The dimension along `axis`: the height for vertical, the width for horizontal.
    func dimension(along axis: _Axis) -> NSCollectionLayoutDimension {
        switch axis {
        case .vertical: heightDimension
        case .horizontal: widthDimension
        }
    }

    /// The dimension across `axis`: the width for vertical, the height for horizontal.
    func dimension(across axis: _Axis) -> NSCollectionLayoutDimension { dimension(along: axis.perpendicular) }
}

/// The spacing between the items of a group: fixed, or at least a length with the rest shared out.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    let value: CGFloat
    let isFlexible: Bool

    private init(_ value: CGFloat, flexible: Bool) {
        self.value = value
        isFlexible = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }

    public var spacing: CGFloat { value }
    public var isFixedSpacing: Bool { !isFlexible }
    public var isFlexibleSpacing: Bool { isFlexible }
}

/// Where a supplementary item sits on the edge of its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
