import Foundation

/// A layout whose sections scroll across the main axis on their own, as a compositional
/// layout's sections with an `orthogonalScrollingBehavior` do: what the collection view asks
/// when the focus moves to an item or the wheel turns sideways over a section.
///
/// The collection view knows layouts only through `UICollectionViewLayout` and this protocol,
/// so a user's layout could scroll its sections too by conforming.
@MainActor
protocol _OrthogonalScrolling: AnyObject {
    /// Scrolls the item's section across just enough to show the item.
    func revealItem(at indexPath: IndexPath)
    /// The section whose extent along the layout contains `position`.
    func section(at position: CGFloat) -> Int?
    /// Scrolls `section` across by `delta` points; whether it moved.
    @discardableResult
    func scrollSection(_ section: Int, by delta: CGFloat) -> Bool
}

extension UICollectionViewCompositionalLayout: _OrthogonalScrolling {}
