import Foundation

/// The smallest element of a compositional layout: one cell, sized against its group.
@MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken from the item's frame on each side.
    open var contentInsets = NSDirectionalEdgeInsets()

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// How many cells the item stands for: one; groups count their subitems.
    package var _leafCount: Int { 1 }

    /// Frames for the cells of one repetition of this element at `origin`, in a container of
    /// `container`, taking at most `limit` cells. Returns the frames and the element's size.
    package func _layout(at origin: CGPoint, in container: CGSize, limit: Int) -> (frames: [CGRect], size: CGSize) {
        let size = layoutSize.resolved(in: container)
        let frame = CGRect(origin: origin, size: size)
        let inset = CGRect(
            x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
            width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        return (limit > 0 ? [inset] : [], size)
    }
}
