import Foundation
import Tessera

extension GridViewController: UICollectionViewDataSource {
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        contacts.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: ContactCollectionViewCell.reuseIdentifier, for: indexPath) as! ContactCollectionViewCell
        let contact = contacts[indexPath.item]
        cell.nameLabel.text = contact.fullName
        cell.representedIdentifier = contact.identifier
        contact.fetchImageIfNeeded { [weak cell] image in
            // The photo may arrive after the cell was reused for another contact.
            guard let cell, cell.representedIdentifier == contact.identifier else { return }
            cell.contactImage.image = image
        }
        return cell
    }
}
