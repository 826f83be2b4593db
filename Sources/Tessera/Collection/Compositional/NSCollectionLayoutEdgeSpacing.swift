import Foundation

/// The spacing around an item in its group, one optional spacing per edge.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

extension NSCollectionLayoutEdgeSpacing {
    /// The spacings before and after an item along `axis`: leading and trailing in a
    /// horizontal group, top and bottom in a vertical one.
    func along(_ axis: _Axis) -> (start: NSCollectionLayoutSpacing?, end: NSCollectionLayoutSpacing?) {
        switch axis {
        case .vertical: (top, bottom)
        case .horizontal: (leading, trailing)
        }
    }

    /// The spacings before and after an item across `axis`: top and bottom in a horizontal
    /// group, leading and trailing in a vertical one.
    func across(_ axis: _Axis) -> (start: NSCollectionLayoutSpacing?, end: NSCollectionLayoutSpacing?) {
        along(axis.perpendicular)
    }
}
