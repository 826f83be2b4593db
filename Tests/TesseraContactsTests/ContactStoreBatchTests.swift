import Foundation
import Testing
@testable import TesseraContacts

@Suite("Contact store: batches", .authorizedContacts)
struct ContactStoreBatchTests {
    @Test func oneRequestAddsUpdatesAndDeletesManyContacts() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let request = CNSaveRequest()
        var people: [CNMutableContact] = []
        for i in 0..<200 {
            let c = CNMutableContact()
            c.givenName = "Person \(i)"
            people.append(c)
            request.add(c, toContainerWithIdentifier: "work")
        }
        // Later changes in the same request see the earlier ones.
        people[3].familyName = "Updated"
        request.update(people[3])
        request.delete(people[4])
        try store.execute(request)
        let work = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "work"),
            keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor, CNContactFamilyNameKey as CNKeyDescriptor])
        #expect(work.count == 2 + 199)
        #expect(work.first { $0.identifier == people[3].identifier }?.familyName == "Updated")
        #expect(!work.contains { $0.identifier == people[4].identifier })
    }
}
