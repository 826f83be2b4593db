import Foundation
import Tessera

extension GridViewController: UICollectionViewDelegate {
    /// Shows the contact's name in an alert; its button deselects the card.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let contact = contacts[indexPath.item]
        let alertController = UIAlertController(
            title: "Contact tapped", message: "You tapped \(contact.fullName)", preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "Ok", style: .default) { _ in
            collectionView.deselectItem(at: indexPath, animated: true)
        })
        present(alertController, animated: true, completion: nil)
    }
}
