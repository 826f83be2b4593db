import Foundation

/// Told which items will soon be visible, so their data can load ahead of `cellForItemAt`.
///
/// The collection view asks for a screenful of items beyond the visible ones in the direction
/// of scrolling, and cancels those it asked for when the direction reverses before they show.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
