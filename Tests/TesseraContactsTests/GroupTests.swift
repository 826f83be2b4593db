import Foundation
import Testing
@testable import TesseraContacts

/// Groups read from vCard group cards (4.0 `KIND:group`, Apple's 3.0
/// `X-ADDRESSBOOKSERVER-KIND:group`).
@Suite("Groups", .authorizedContacts)
struct GroupTests {
    /// A vdir holding the fixtures, a 4.0 group of John and Ada and an Apple group of René.
    func makeVDir() throws -> TemporaryVDir {
        let vdir = try TemporaryVDir()
        try Data(crlf(
            "BEGIN:VCARD", "VERSION:4.0", "KIND:group", "UID:climbers", "FN:Climbers",
            "MEMBER:urn:uuid:5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1", "MEMBER:urn:uuid:ada", "END:VCARD").utf8)
            .write(to: vdir.root.appendingPathComponent("personal/climbers.vcf"))
        try Data(crlf(
            "BEGIN:VCARD", "VERSION:3.0", "X-ADDRESSBOOKSERVER-KIND:group", "N:Bankers", "FN:Bankers",
            "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:rene", "END:VCARD").utf8)
            .write(to: vdir.root.appendingPathComponent("work/bankers.vcf"))
        return vdir
    }

    @Test func listsGroupsByContainerAndIdentifier() throws {
        let vdir = try makeVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let all = try store.groups(matching: nil)
        // The fixture folder already holds one unnamed-UID group card ("group.vcf").
        #expect(all.map(\.name) == ["Climbers", "Climbing", "Bankers"])
        #expect(all.map(\.identifier) == ["climbers", "group", "bankers"])
        #expect(try store.groups(matching: CNGroup.predicateForGroupsInContainer(withIdentifier: "work")).map(\.name) == ["Bankers"])
        #expect(try store.groups(matching: CNGroup.predicateForGroups(withIdentifiers: ["climbers"])).map(\.name) == ["Climbers"])
        #expect(throws: CNError(.predicateInvalid)) {
            try store.groups(matching: CNContact.predicateForContacts(matchingName: "x"))
        }
    }

    @Test func fetchesTheMembersOfAGroup() throws {
        let vdir = try makeVDir()
        try Data(crlf("BEGIN:VCARD", "VERSION:3.0", "UID:ada", "N:Lovelace;Ada;;;", "END:VCARD").utf8)
            .write(to: vdir.root.appendingPathComponent("personal/ada.vcf"))
        let store = CNContactStore(directoryURL: vdir.root)
        let keys = [CNContactGivenNameKey as CNKeyDescriptor]
        let climbers = try store.unifiedContacts(matching: CNContact.predicateForContactsInGroup(withIdentifier: "climbers"), keysToFetch: keys)
        #expect(climbers.map(\.givenName).sorted() == ["Ada", "John"])
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContactsInGroup(withIdentifier: "nobody"), keysToFetch: keys).isEmpty)
    }

    @Test func readsGroupsOfASingleVCFFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-groups-\(UUID().uuidString).vcf")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data((Fixtures.apple + crlf("BEGIN:VCARD", "VERSION:4.0", "KIND:group", "FN:Family", "END:VCARD")).utf8).write(to: file)
        let groups = try CNContactStore(source: .vcf(file)).groups(matching: nil)
        #expect(groups.map(\.name) == ["Family"])
        #expect(groups.first?.identifier == file.deletingPathExtension().lastPathComponent + "-group-1")
    }

    @Test func mutableGroupsCopyAndCompareByValue() {
        let group = CNMutableGroup()
        group.name = "Friends"
        let copy = group.copy() as! CNGroup
        #expect(copy == group && copy.name == "Friends" && copy.identifier == group.identifier)
        #expect(!(copy is CNMutableGroup))
        #expect((copy.mutableCopy() as? CNMutableGroup)?.name == "Friends")
    }
}
