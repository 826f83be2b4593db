import Foundation
import Testing
import TesseraContacts
@testable import HelloContactsKit

@Suite("Generated contacts")
struct GeneratedContactStoreTests {
    private let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactImageDataAvailableKey, CNContactImageDataKey]
        .map { $0 as CNKeyDescriptor }

    @Test(.contactsAuthorized) func everyFourthContactHasNoPhoto() throws {
        let store = GeneratedContactStore(count: 10_000)
        let predicate = CNContact.predicateForContactsInContainer(withIdentifier: store.defaultContainerIdentifier())
        let contacts = try store.unifiedContacts(matching: predicate, keysToFetch: keys)
        #expect(contacts.count == 10_000)
        #expect(Set(contacts.map(\.identifier)).count == 10_000, "identifiers are unique")
        #expect(contacts.enumerated().allSatisfy { index, contact in contact.imageDataAvailable == (index % 4 != 3) })
        #expect(contacts[0].givenName == "Ada" && contacts[0].familyName == "Lovelace")
        #expect(contacts.last?.givenName == GeneratedContactStore.contact(at: 9_999).givenName)
    }

    @Test(.contactsDenied) func nothingIsReadBeforeTheAppIsAuthorized() {
        let store = GeneratedContactStore(count: 3)
        #expect(store.defaultContainerIdentifier() == "")
        #expect(throws: CNError.self) {
            try store.unifiedContacts(matching: CNContact.predicateForContactsInContainer(withIdentifier: ""), keysToFetch: keys)
        }
    }

    @Test func avatarsAreDiscsOnTransparentSquares() throws {
        let data = GeneratedAvatar.png(colorIndex: 0)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(GeneratedAvatar.png(colorIndex: 8) == data, "colours cycle through the palette")
        #expect(GeneratedAvatar.png(colorIndex: 1) != data)
    }
}
