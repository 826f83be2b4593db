import Foundation

extension UICollectionView {
    /// The direction a flow or compositional layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
