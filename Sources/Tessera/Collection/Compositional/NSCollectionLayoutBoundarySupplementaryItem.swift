import Foundation

/// A header or footer of a compositional section, placed on one of its edges.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// The edge the item sits on: `.top` for headers, `.bottom` for footers.
    public let alignment: NSRectAlignment
    /// Whether the item stays in sight while its section is (a pinned header).
    open var pinToVisibleBounds = false
    /// The item's z-index.
    open var zIndex = 0

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
