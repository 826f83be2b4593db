import Foundation
import Testing
@testable import TesseraContacts

/// The Contacts code of "Mastering iOS 12 Programming", ch. 1 (Hello-Contacts), typed as
/// in the book with `import Contacts` replaced by `import TesseraContacts`.
@Suite("Book flow: Hello-Contacts", .authorizedContacts)
struct BookFlowTests {
    @Test func retrieveContactsAsTheBookDoes() async throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)

        let containerId = store.defaultContainerIdentifier()
        let predicate = CNContact.predicateForContactsInContainer(withIdentifier: containerId)
        let keysToFetch = [CNContactGivenNameKey as CNKeyDescriptor,
                           CNContactFamilyNameKey as CNKeyDescriptor,
                           CNContactImageDataAvailableKey as CNKeyDescriptor,
                           CNContactImageDataKey as CNKeyDescriptor]
        let contacts = try store.unifiedContacts(matching: predicate, keysToFetch: keysToFetch)
        #expect(contacts.map { "\($0.givenName) \($0.familyName)" } == ["Ada Lovelace", "John Appleseed"])  // file-name order
        #expect(contacts.map(\.imageDataAvailable) == [false, false])

        // The book decodes images off the main thread while prefetching; contacts are Sendable.
        let work = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "work"), keysToFetch: keysToFetch)
        let photos = await withTaskGroup(of: Data?.self) { group in
            for contact in work {
                group.addTask { contact.imageDataAvailable ? contact.imageData : nil }
            }
            return await group.reduce(into: [Data]()) { if let data = $1 { $0.append(data) } }
        }
        #expect(photos == [Fixtures.photoBytes])
    }
}
