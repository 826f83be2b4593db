import TesseraTestSupport
import Foundation
import Testing
@testable import TesseraContacts

/// Malformed cards are reported with their file and line and skipped; good cards are
/// never dropped; a save never destroys the bytes of a card it could not read.
@Suite("Malformed cards", .authorizedContacts, .serialized)
struct MalformedCardTests {
    let all: [CNKeyDescriptor] = [CNContactVCardSerialization.descriptorForRequiredKeys()]
    let listKeys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactImageDataAvailableKey] as [CNKeyDescriptor]

    static func card(_ uid: String, _ given: String, _ extra: String...) -> String {
        crlf(["BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "N:Good;\(given);;;", "FN:\(given) Good"] + extra + ["END:VCARD"])
    }

    static func crlf(_ lines: [String]) -> String { lines.joined(separator: "\r\n") + "\r\n" }

    /// A card broken at its fourth line by `line`.
    static func broken(_ line: String) -> String {
        crlf(["BEGIN:VCARD", "VERSION:3.0", "N:Broken;Bob;;;", line, "FN:Bob Broken", "END:VCARD"])
    }

    /// A vdir `contacts/` with one file per kind of error the parser reports, good cards
    /// around them, and the reports expected (file name, line, reason).
    final class Book {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-malformed-\(UUID().uuidString)")
        var folder: URL { root.appendingPathComponent("contacts") }
        let files: [String: String] = [
            "a-good.vcf": MalformedCardTests.card("a", "Ada"),
            "b-colon.vcf": MalformedCardTests.broken("THIS LINE HAS NO COLON"),
            "c-name.vcf": MalformedCardTests.broken("BAD NAME:x"),
            "d-parameter.vcf": MalformedCardTests.broken("TEL;TYPE=\"home:+1 555 0100"),
            "e-version.vcf": MalformedCardTests.crlf(["BEGIN:VCARD", "VERSION:5.0", "N:Broken;Bob;;;", "END:VCARD"]),
            // A good card, one left open, a good one: the open one is reported at its BEGIN.
            "f-several.vcf": MalformedCardTests.card("f1", "Fay") + "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Open;Olly;;;\r\n"
                + MalformedCardTests.card("f2", "Flo", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ", " SkZJRgABAQ=="),
            // Stray lines outside cards around a good one.
            "g-stray.vcf": "END:VCARD\r\n" + MalformedCardTests.card("g", "Gus") + "some tool's footer\r\n",
        ]
        let expected: [(file: String, line: Int, reason: VCardParseError.Reason)] = [
            ("b-colon.vcf", 4, .missingColon),
            ("c-name.vcf", 4, .invalidPropertyName),
            ("d-parameter.vcf", 4, .invalidParameter),
            ("e-version.vcf", 2, .unsupportedVersion("5.0")),
            ("f-several.vcf", 7, .missingEnd),
            ("g-stray.vcf", 1, .unexpectedEnd),
            ("g-stray.vcf", 8, .contentOutsideCard),
        ]

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func bytes(_ name: String) -> String { (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "" }
    }

    @Test(arguments: [false, true])
    func aVDirReportsEachMalformedCardWithItsLine(listKeysOnly: Bool) throws {
        let book = try Book()
        let store = CNContactStore(source: .vdir(book.root))
        let contacts = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "contacts"), keysToFetch: listKeysOnly ? listKeys : all)
        #expect(contacts.map(\.givenName) == ["Ada", "Fay", "Flo", "Gus"])
        #expect(contacts.map(\.imageDataAvailable) == [false, false, true, false])
        let reported = store.malformedCards.map { ($0.url.lastPathComponent, $0.line, $0.error.reason) }
        #expect(reported.map(\.0) == book.expected.map(\.file))
        #expect(reported.map(\.1) == book.expected.map(\.line))
        #expect(reported.map(\.2) == book.expected.map(\.reason))
        #expect(store.malformedCards.allSatisfy { $0.url.deletingLastPathComponent().standardizedFileURL == book.folder.standardizedFileURL })
        #expect(store.malformedCards.first?.description == book.folder.appendingPathComponent("b-colon.vcf").path + ":4: content line has no ':'")
    }

    @Test func eachFetchReplacesTheReport() throws {
        let book = try Book()
        let store = CNContactStore(source: .vdir(book.root))
        _ = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: listKeys)
        #expect(store.malformedCards.count == book.expected.count)
        for name in book.files.keys where name != "a-good.vcf" {
            try FileManager.default.removeItem(at: book.folder.appendingPathComponent(name))
        }
        _ = try store.unifiedContact(withIdentifier: "a", keysToFetch: listKeys)
        #expect(store.malformedCards.isEmpty)
    }

    @Test func savingIntoAVDirFileKeepsItsMalformedCard() throws {
        let book = try Book()
        let store = CNContactStore(source: .vdir(book.root))
        let original = book.bytes("f-several.vcf")
        let openCard = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Open;Olly;;;\r\n"
        let flo = MalformedCardTests.card("f2", "Flo", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ", " SkZJRgABAQ==")
        #expect(original.contains(openCard + flo))

        let fay = try store.unifiedContact(withIdentifier: "f1", keysToFetch: all).mutableCopy() as! CNMutableContact
        fay.givenName = "Faye"
        let update = CNSaveRequest()
        update.update(fay)
        try store.execute(update)
        let afterUpdate = book.bytes("f-several.vcf")
        #expect(afterUpdate.contains("N:Good;Faye;;;"))
        #expect(afterUpdate.hasSuffix(openCard + flo), "the open card and the card after it keep their bytes")

        let delete = CNSaveRequest()
        delete.delete(try store.unifiedContact(withIdentifier: "f1", keysToFetch: all).mutableCopy() as! CNMutableContact)
        delete.delete(try store.unifiedContact(withIdentifier: "f2", keysToFetch: all).mutableCopy() as! CNMutableContact)
        try store.execute(delete)
        // What is left is the card left open, byte for byte.
        #expect(book.bytes("f-several.vcf") == openCard)
    }

    @Test func deletingTheLastGoodCardKeepsAFileWithAMalformedOne() throws {
        let book = try Book()
        let name = "h-pair.vcf"
        let bad = MalformedCardTests.broken("THIS LINE HAS NO COLON")
        try Data((MalformedCardTests.card("h", "Hal") + bad).utf8).write(to: book.folder.appendingPathComponent(name))
        let store = CNContactStore(source: .vdir(book.root))
        let delete = CNSaveRequest()
        delete.delete(try store.unifiedContact(withIdentifier: "h", keysToFetch: all).mutableCopy() as! CNMutableContact)
        try store.execute(delete)
        #expect(book.bytes(name) == bad)
        // The lone good card of a file is deleted with its file.
        let lone = CNSaveRequest()
        lone.delete(try store.unifiedContact(withIdentifier: "a", keysToFetch: all).mutableCopy() as! CNMutableContact)
        try store.execute(lone)
        #expect(!FileManager.default.fileExists(atPath: book.folder.appendingPathComponent("a-good.vcf").path))
    }

    @Test func aVCFFileReportsItsBrokenCardAndKeepsItsBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("book.vcf")
        let bad = MalformedCardTests.broken("THIS LINE HAS NO COLON")
        try Data((MalformedCardTests.card("a", "Ada") + bad + MalformedCardTests.card("c", "Cy")).utf8).write(to: file)
        let store = CNContactStore(source: .vcf(file))
        let contacts = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "book.vcf"), keysToFetch: listKeys)
        #expect(contacts.map(\.givenName) == ["Ada", "Cy"])
        #expect(store.malformedCards.map(\.url) == [file])
        #expect(store.malformedCards.map(\.line) == [10])  // 6 lines of Ada, then the 4th of the broken card.
        #expect(store.malformedCards.map(\.error.reason) == [.missingColon])

        let cy = try store.unifiedContact(withIdentifier: "c", keysToFetch: all).mutableCopy() as! CNMutableContact
        cy.givenName = "Cyd"
        let request = CNSaveRequest()
        request.update(cy)
        try store.execute(request)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix(MalformedCardTests.card("a", "Ada") + bad))
        #expect(text.contains("N:Good;Cyd;;;"))
    }

    @Test func aCardDAVStoreReportsAMalformedResource() throws {
        let server = try RadicaleServer()
        defer { server.stop() }
        try server.makeAddressBook("friends", displayName: "Friends")
        // Radicale accepts VERSION:5.0 (vobject does not check it); Tessera reads 2.1–4.0.
        let bad = Self.crlf(["BEGIN:VCARD", "VERSION:5.0", "UID:bad", "N:Broken;Bob;;;", "FN:Bob Broken", "END:VCARD"])
        for (path, text) in [("/ada/friends/a.vcf", MalformedCardTests.card("a", "Ada")), ("/ada/friends/b.vcf", bad),
                             ("/ada/friends/c.vcf", MalformedCardTests.card("c", "Cy"))] {
            let put = try server.request("PUT", path, body: text, headers: ["Content-Type": "text/vcard"])
            try #require(put.status == 201, "PUT \(path) answered \(put.status) \(put.body)")
        }
        let store = CNContactStore(source: .carddav(CardDAVAccount(serverURL: server.url, username: "ada", password: "secret")))
        let contacts = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "/ada/friends/"), keysToFetch: listKeys)
        #expect(contacts.map(\.givenName) == ["Ada", "Cy"])
        #expect(store.malformedCards.map(\.url.absoluteString) == [server.url.absoluteString + "ada/friends/b.vcf"])
        #expect(store.malformedCards.map(\.line) == [2])
        #expect(store.malformedCards.map(\.error.reason) == [.unsupportedVersion("5.0")])
    }
}
