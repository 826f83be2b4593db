import Foundation
import Tessera

extension GridViewController: UICollectionViewDataSourcePrefetching {
    /// Decodes the photos of cards about to scroll in.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.item < contacts.count {
            contacts[indexPath.item].fetchImageIfNeeded()
        }
    }

    /// Drops decodes that have not started for cards no longer coming (the scroll turned).
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.item < contacts.count {
            contacts[indexPath.item].cancelImageFetch()
        }
    }
}
