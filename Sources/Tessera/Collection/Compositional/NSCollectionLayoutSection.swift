import Foundation

/// One section of a compositional layout: its group, repeated until the section's items run
/// out, with spacing, insets, headers and footers, and optionally scrolling across the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// How a section scrolls across the layout's direction: not at all (groups stack), or
    /// continuously / by page / by group.
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// The space between repetitions of the group.
    open var interGroupSpacing: CGFloat = 0
    /// The space around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets()

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`, which
    /// dresses its list cells (separators, backgrounds).
    var _listConfiguration: UICollectionLayoutListConfiguration?
    /// Whether and how the section scrolls across the layout's direction.
    open var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers and footers on the section's edges.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset like the groups by `contentInsets` (across the
    /// scroll direction); `false` lets them span the whole width. `true` by default.
    open var supplementariesFollowContentInsets = true
    /// Views drawn with the section, such as `NSCollectionLayoutDecorationItem.background(elementKind:)`.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// Called on each layout pass with the section's visible items, to fade, scale or move
    /// them as the section scrolls (a carousel's focus effect, say).
    @preconcurrency open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
