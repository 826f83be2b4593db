import Foundation

/// Settings of a compositional layout as a whole.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow one another and the content scrolls: `.vertical` stacks
    /// them, `.horizontal` puts them side by side (each group then runs along the x axis).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0

    public init() {}
}
