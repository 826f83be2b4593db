import Foundation
import Testing
@testable import TesseraContacts

@Suite("Contact images")
struct ContactImageTests {
    @Test func photosStayBase64UntilRead() throws {
        let card = try #require(VCardParser.parse(Fixtures.nextcloud).cards.first)
        let contact = CNContact(vCard: card)
        let image = try #require(contact._storage.image)
        // Written back as the same base64 text, without a decode/encode trip.
        #expect(image.base64String == Fixtures.photoBytes.base64EncodedString())
        #expect(contact.imageDataAvailable)
        #expect(contact.imageData == Fixtures.photoBytes)
        // Not a PNG or JPEG that decodes: no thumbnail can be derived (see ThumbnailTests).
        #expect(contact.thumbnailImageData == nil)
        #expect(!image.isPNG)
    }

    @Test func settingImageDataOnAMutableContact() {
        let contact = CNMutableContact()
        #expect(!contact.imageDataAvailable)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        contact.imageData = png
        #expect(contact.imageDataAvailable)
        let card = VCard(contact: contact)
        #expect(card.first(named: "PHOTO")?.types == ["PNG"])
        #expect(card.first(named: "PHOTO")?.binaryData == png)
        contact.imageData = nil
        #expect(!contact.imageDataAvailable)
    }
}
