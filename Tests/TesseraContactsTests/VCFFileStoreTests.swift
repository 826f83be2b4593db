import Foundation
import Testing
@testable import TesseraContacts

@Suite("Contact store over one .vcf file", .authorizedContacts)
struct VCFFileStoreTests {
    let all: [CNKeyDescriptor] = [CNContactVCardSerialization.descriptorForRequiredKeys()]

    /// A folder with `book.vcf`: Apple, Outlook 2.1, a malformed card, a group, text
    /// between cards, a Nextcloud 4.0 card with a photo.
    final class Book {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-vcf-\(UUID().uuidString)")
        var file: URL { folder.appendingPathComponent("book.vcf") }
        let apple = Array(Fixtures.apple.utf8)
        let outlook = Fixtures.outlookBytes
        let malformed = Array(crlf("BEGIN:VCARD", "VERSION:3.0", "N:Broken;Bob;;;", "THIS LINE HAS NO COLON", "END:VCARD").utf8)
        let group = Array(crlf("BEGIN:VCARD", "VERSION:4.0", "KIND:group", "FN:Climbing", "MEMBER:urn:uuid:x", "END:VCARD").utf8)
        let between = Array("exported by some tool\n".utf8)
        let nextcloud = Array(Fixtures.nextcloud.utf8)

        var original: [UInt8] { apple + outlook + malformed + group + between + nextcloud }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(original).write(to: file)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        var bytes: [UInt8] { (try? [UInt8](Data(contentsOf: file))) ?? [] }
        var leftovers: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "book.vcf" } }
    }

    @Test func readsTheCardsItUnderstands() throws {
        let book = try Book()
        let store = CNContactStore(source: .vcf(book.file))
        #expect(try store.containers(matching: nil).map(\.identifier) == ["book.vcf"])
        #expect(store.defaultContainerIdentifier() == "book.vcf")
        var names: [String] = []
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: all)) { contact, _ in
            names.append(contact.familyName.isEmpty ? contact.organizationName : contact.familyName)
        }
        #expect(names == ["Appleseed", "Lefèvre", "Nextcloud GmbH"])
        // The Outlook card has no UID: it is named after the file and its position.
        #expect(try store.unifiedContact(withIdentifier: "book-1", keysToFetch: all).givenName == "René")
    }

    @Test func anUpdateRewritesOnlyItsCard() throws {
        let book = try Book()
        let store = CNContactStore(source: .vcf(book.file))
        let rene = try store.unifiedContact(withIdentifier: "book-1", keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        let edited = rene.mutableCopy() as! CNMutableContact
        edited.givenName = "Renée"
        let request = CNSaveRequest()
        request.update(edited)
        try store.execute(request)

        let after = book.bytes
        let head = book.apple
        let tail = book.malformed + book.group + book.between + book.nextcloud
        #expect(Array(after.prefix(head.count)) == head)
        #expect(Array(after.suffix(tail.count)) == tail)
        let middle = Array(after[head.count..<(after.count - tail.count)])
        let card = try #require(VCardParser.parse(Data(middle)).cards.first)
        #expect(card.version == .v3_0)
        #expect(card.first(named: "N")?.components.prefix(2) == ["Lefèvre", "Renée"])
        #expect(book.leftovers.isEmpty)
        // What it fetched afterwards is the edit; the rest of René is kept.
        let reread = try store.unifiedContact(withIdentifier: "book-1", keysToFetch: all)
        #expect(reread.givenName == "Renée")
        #expect(reread.organizationName == "Société Générale")
    }

    @Test func unknownPropertiesSurviveAnUpdate() throws {
        let book = try Book()
        let store = CNContactStore(source: .vcf(book.file))
        let john = try store.unifiedContact(withIdentifier: "5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1", keysToFetch: all)
        let edited = john.mutableCopy() as! CNMutableContact
        edited.note = "Changed."
        let request = CNSaveRequest()
        request.update(edited)
        try store.execute(request)
        let text = String(decoding: book.bytes, as: UTF8.self)
        #expect(text.contains("NOTE:Changed."))
        #expect(text.contains("X-ACTIVITY-ALERT:type=text\\,sound=Note"))
        #expect(text.contains("THIS LINE HAS NO COLON"))
        #expect(text.contains("KIND:group"))
    }

    @Test func addAppendsAndDeleteRemovesOnlyItsCard() throws {
        let book = try Book()
        let store = CNContactStore(source: .vcf(book.file))
        let grace = CNMutableContact()
        grace.givenName = "Grace"
        grace.familyName = "Hopper"
        let add = CNSaveRequest()
        add.add(grace, toContainerWithIdentifier: nil)
        try store.execute(add)
        #expect(Array(book.bytes.prefix(book.original.count)) == book.original)
        #expect(try store.unifiedContact(withIdentifier: grace.identifier, keysToFetch: all).familyName == "Hopper")

        let wrong = CNSaveRequest()
        wrong.add(CNMutableContact(), toContainerWithIdentifier: "elsewhere")
        #expect(throws: CNError(.recordDoesNotExist)) { try store.execute(wrong) }

        let delete = CNSaveRequest()
        delete.delete(grace)
        let apple = try store.unifiedContact(withIdentifier: "5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1", keysToFetch: [])
        delete.delete(apple.mutableCopy() as! CNMutableContact)
        try store.execute(delete)
        #expect(book.bytes == book.outlook + book.malformed + book.group + book.between + book.nextcloud)
        #expect(book.leftovers.isEmpty)
    }

    @Test func aFailingChangeKeepsTheOnesBeforeIt() throws {
        let book = try Book()
        let store = CNContactStore(source: .vcf(book.file))
        let ada = CNMutableContact()
        ada.givenName = "Ada"
        let request = CNSaveRequest()
        request.add(ada, toContainerWithIdentifier: nil)
        request.delete(CNMutableContact())
        #expect(throws: CNError(.recordDoesNotExist)) { try store.execute(request) }
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: all).count == 1)
    }

    @Test func aMissingFileIsAnEmptyBookCreatedOnSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-vcf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("new.vcf")
        let store = CNContactStore(source: .vcf(file))
        var count = 0
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: all)) { _, _ in count += 1 }
        #expect(count == 0)
        let ada = CNMutableContact()
        ada.givenName = "Ada"
        let request = CNSaveRequest()
        request.add(ada, toContainerWithIdentifier: nil)
        try store.execute(request)
        #expect(try CNContactVCardSerialization.contacts(with: Data(contentsOf: file)).map(\.givenName) == ["Ada"])
    }

    @Test func splitsCardsAtBeginAndEndWithAnyLineEnding() {
        let text = "junk\rBEGIN:VCARD\nVERSION:3.0\nAGENT:\nBEGIN:VCARD\nFN:x\nEND:VCARD\nEND:VCARD\r\nbegin:vcard\r\nFN:y\r\nend:VCARD  "
        let bytes = Array(text.utf8)
        let pieces = _CNCardList.split(bytes).map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.isCard, $0.line) }
        #expect(pieces.map(\.0) == ["junk\r", "BEGIN:VCARD\nVERSION:3.0\nAGENT:\nBEGIN:VCARD\nFN:x\nEND:VCARD\nEND:VCARD\r\n", "begin:vcard\r\nFN:y\r\nend:VCARD  "])
        #expect(pieces.map(\.1) == [false, true, true])
        #expect(pieces.map(\.2) == [1, 2, 9])
    }
}
