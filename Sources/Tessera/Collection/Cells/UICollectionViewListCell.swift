import Foundation

/// A collection view cell that looks like a table row: list content and background
/// configurations, for layouts made with ``UICollectionLayoutListConfiguration``.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How far the content is indented per `indentationLevel`.
    open var indentationWidth: CGFloat = 10
    /// The indentation of the content, in multiples of `indentationWidth`.
    open var indentationLevel = 0

    /// A list content configuration styled for a cell, ready to fill in.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}
