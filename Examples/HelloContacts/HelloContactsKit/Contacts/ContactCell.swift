import Foundation
import Tessera

/// A cell showing one contact — the list's row and the grid's card — with what both need to
/// avoid the book's wrong-image bug.
@MainActor
protocol ContactCell: AnyObject {
    /// The contact's name.
    var nameLabel: UILabel { get }
    /// The contact's photo.
    var contactImage: UIImageView { get }
    /// The contact the cell shows, so that a photo decoded for an earlier contact is not set
    /// on a cell that has been reused since.
    var representedIdentifier: String? { get set }
}

extension ContactCell {
    /// Shows `contact`: its name now, its photo when it is decoded — unless the cell has been
    /// reused for another contact by then.
    func show(_ contact: Contact) {
        nameLabel.text = contact.fullName
        representedIdentifier = contact.identifier
        contact.fetchImageIfNeeded { [weak self] image in
            guard let self, self.representedIdentifier == contact.identifier else { return }
            self.contactImage.image = image
        }
    }

    /// Forgets the contact, so that a reused cell never shows the previous contact's photo
    /// while the next one's is decoding.
    func clearContact() {
        contactImage.image = nil
        representedIdentifier = nil
    }
}
