import Foundation
import Tessera

extension GridViewController: UICollectionViewDelegateFlowLayout {
    /// Three cards across, a point apart at least: a third of the width less the two gaps,
    /// rounded down, 90 points tall.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let width = floor((collectionView.bounds.width - 2) / 3)
        return CGSize(width: width, height: 90)
    }

    /// Lines as far apart as the cards in a line are, so that the gaps match both ways: the
    /// width the three cards leave, shared by the two gaps.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        let cardWidth = floor((collectionView.bounds.width - 2) / 3)
        return (collectionView.bounds.width - 3 * cardWidth) / 2
    }
}
