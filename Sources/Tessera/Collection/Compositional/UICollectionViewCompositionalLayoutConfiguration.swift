import Foundation

/// Settings of a compositional layout as a whole.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow one another. Tessera lays out `.vertical` only.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0

    public init() {}
}
