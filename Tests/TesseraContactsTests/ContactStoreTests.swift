import Foundation
import Testing
@_spi(Testing) @testable import TesseraContacts

@Suite("Contact store over a vdir", .authorizedContacts)
struct ContactStoreTests {
    let names: [CNKeyDescriptor] = [CNContactGivenNameKey as CNKeyDescriptor, CNContactFamilyNameKey as CNKeyDescriptor]

    @Test func listsContainersWithDisplayNames() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let containers = try store.containers(matching: nil)
        #expect(containers.map(\.identifier) == ["personal", "work"])
        #expect(containers.map(\.name) == ["Personal Contacts", "work"])
        #expect(containers.allSatisfy { $0.type == .local })
        #expect(store.defaultContainerIdentifier() == "personal")
        let owner = try store.containers(matching: CNContainer.predicateForContainerOfContact(withIdentifier: "0c9a8f5e-1a1b-4c5d-9e8f-123456789abc"))
        #expect(owner.map(\.identifier) == ["work"])
    }

    @Test func fetchesByNameWithOnlyTheRequestedKeys() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let found = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "rene LEF"), keysToFetch: names)
        #expect(found.map(\.givenName) == ["René"])
        let rene = try #require(found.first)
        #expect(rene.isKeyAvailable(CNContactFamilyNameKey))
        #expect(!rene.isKeyAvailable(CNContactPhoneNumbersKey))
        let raised = failures { _ = rene.phoneNumbers }
        #expect(raised.map(\.reason) == ["A property was not requested when contact was fetched."])

        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "nobody"), keysToFetch: names).isEmpty)
        let byEmail = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingEmailAddress: "ADA@analytical.example"), keysToFetch: names)
        #expect(byEmail.map(\.familyName) == ["Lovelace"])
        let byPhone = try store.unifiedContacts(matching: CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "4085550101")), keysToFetch: names)
        #expect(byPhone.map(\.familyName) == ["Appleseed"])
    }

    @Test func aFetchLeavesTheAccessTimeOfContactFilesAlone() throws {
        let vdir = try TemporaryVDir()
        let file = vdir.root.appendingPathComponent("personal/john.vcf").path
        // Accessed before it was modified: with `relatime`, a plain read would update it.
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 2_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        let store = CNContactStore(directoryURL: vdir.root)
        let found = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "personal"), keysToFetch: names)
        #expect(found.map(\.givenName).contains("John"))
        var status = stat()
        #expect(stat(file, &status) == 0)
        #expect(status.st_atim.tv_sec == 1_000_000)
    }

    @Test func fetchesByIdentifierAndContainer() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let john = try store.unifiedContact(withIdentifier: "5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1", keysToFetch: names)
        #expect(john.givenName == "John")
        // The Outlook card has no UID: its file name is its identifier.
        let rene = try store.unifiedContact(withIdentifier: "rene", keysToFetch: names)
        #expect(rene.familyName == "Lefèvre")
        #expect(throws: CNError(.recordDoesNotExist)) { try store.unifiedContact(withIdentifier: "missing", keysToFetch: names) }
        let work = try store.unifiedContacts(matching: CNContact.predicateForContactsInContainer(withIdentifier: "work"), keysToFetch: [CNContactOrganizationNameKey as CNKeyDescriptor])
        #expect(work.map(\.organizationName) == ["Nextcloud GmbH", "Société Générale"])
        #expect(throws: CNError(.predicateInvalid)) {
            try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: names)
        }
    }

    @Test func enumeratesInOrderAndStops() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let request = CNContactFetchRequest(keysToFetch: names)
        request.sortOrder = .familyName
        var seen: [String] = []
        try store.enumerateContacts(with: request) { contact, _ in seen.append(contact.familyName) }
        #expect(seen == ["", "Appleseed", "Lefèvre", "Lovelace"])
        request.sortOrder = .givenName
        request.mutableObjects = true
        seen = []
        try store.enumerateContacts(with: request) { contact, stop in
            #expect(contact is CNMutableContact)
            seen.append(contact.givenName)
            if seen.count == 2 { stop.pointee = true }
        }
        #expect(seen == ["", "Ada"])
    }

    @Test func savesAddsUpdatesAndDeletesAtomically() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)

        let grace = CNMutableContact()
        grace.givenName = "Grace"
        grace.familyName = "Hopper"
        grace.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: "grace@navy.example" as NSString)]
        let add = CNSaveRequest()
        add.add(grace, toContainerWithIdentifier: "work")
        try store.execute(add)
        #expect(try vdir.files(in: "work").contains("\(grace.identifier).vcf"))
        #expect(try vdir.files(in: "work").filter { $0.hasSuffix(".tmp") && $0.hasPrefix(".") }.isEmpty)
        let again = CNSaveRequest()
        again.add(grace, toContainerWithIdentifier: nil)
        #expect(throws: CNError(.insertedRecordAlreadyExists)) { try store.execute(again) }

        // Update a contact fetched with only its names: the rest of the file is kept.
        let fetched = try store.unifiedContact(withIdentifier: "5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1", keysToFetch: names)
        let edited = fetched.mutableCopy() as! CNMutableContact
        edited.givenName = "Johnny"
        let update = CNSaveRequest()
        update.update(edited)
        try store.execute(update)
        let reread = try store.unifiedContact(withIdentifier: edited.identifier, keysToFetch: [CNContactVCardSerialization.descriptorForRequiredKeys()])
        #expect(reread.givenName == "Johnny")
        #expect(reread.note == "Met at WWDC, 2019.\nLikes apples.")
        #expect(pairs(reread.emailAddresses) == ["_$!<Home>!$_=john@example.com", "Gym=john@climb.example"])
        let text = try String(contentsOf: vdir.root.appendingPathComponent("personal/john.vcf"), encoding: .utf8)
        #expect(text.contains("X-SOCIALPROFILE;TYPE=twitter;X-USER=johnny:https://twitter.com/johnny"))
        #expect(text.contains("X-ACTIVITY-ALERT:type=text\\,sound=Note"))
        #expect(text.contains("UID:5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1"))

        let delete = CNSaveRequest()
        delete.delete(edited)
        try store.execute(delete)
        #expect(try !vdir.files(in: "personal").contains("john.vcf"))
        #expect(throws: CNError(.recordDoesNotExist)) { try store.execute(delete) }
    }

    @Test func defaultsToXDGDataHome() {
        #expect(CNContactStore.defaultDirectoryURL.lastPathComponent == "contacts")
        let home = URL(fileURLWithPath: "/example/ada", isDirectory: true)
        #expect(CNContactStore._directoryURL(environment: ["XDG_DATA_HOME": "/data"], home: home).path == "/data/contacts")
        #expect(CNContactStore._directoryURL(environment: [:], home: home).path == "/example/ada/.local/share/contacts")
        #expect(CNContactStore._directoryURL(environment: ["XDG_DATA_HOME": "relative"], home: home).path
            == "/example/ada/.local/share/contacts")
    }
}
