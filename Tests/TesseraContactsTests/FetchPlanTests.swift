import Foundation
import Testing
@_spi(Testing) @testable import TesseraContacts

/// A fetch reads only the properties its keys need; these tests hold it to the values of
/// a complete read.
@Suite("Fetching only what the keys need", .authorizedContacts)
struct FetchPlanTests {
    static let malformed = crlf(
        "BEGIN:VCARD", "VERSION:3.0", "N:Broken;Card;;;", "X-BAD LINE:x", "END:VCARD",
        "BEGIN:VCARD", "VERSION:3.0", "N:Quoted;Broken;;;", "NOTE;X-A=\"open:x", "END:VCARD",
        "BEGIN:VCARD", "VERSION:2.1", "N:Boss;Big;;;", "AGENT:",
        "BEGIN:VCARD", "VERSION:2.1", "N:Assistant;Able;;;", "END:VCARD", "TEL;CELL:+1 555 0100", "END:VCARD",
        "BEGIN:VCARD", "VERSION:2.1", "N:Agent;Late;;;", "AGENT:", "X-SKIPPED:between", "BEGIN:VCARD", "N:x;y;;;",
        "END:VCARD", "END:VCARD",
        "stray text",
        "BEGIN:VCARD", "VERSION:9.9", "N:Future;Version;;;", "END:VCARD")

    /// Folded lines a filtered parse reads past (the photo, the rest of the note) end in
    /// LF, CRLF and lone CRs; the errors after them must keep their line numbers.
    static let folded = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Folded;Photo;;;\r\n"
        + "PHOTO;ENCODING=b;TYPE=JPEG:AAAA\r\n BBBB\n CCCC\r DDDD\r\n\tEEEE\r\n"
        + "NOTE:a note\r\n folded\r more\n again\r\nX-BAD LINE:x\r\nEND:VCARD\r\n"
        + "BEGIN:VCARD\r\nVERSION:3.0\r\nN:After;Card;;;\r\nPHOTO;ENCODING=b:AA\r BB\rX-ALSO BAD:y\nEND:VCARD\n"
        + "BEGIN:VCARD\nVERSION:3.0\nN:Last;Card;;;\nEND:VCARD\n"

    static let inputs: [[UInt8]] = [
        Array(Fixtures.apple.utf8), Array(Fixtures.google.utf8), Array(Fixtures.android.utf8), Fixtures.outlookBytes,
        Array(Fixtures.nextcloud.utf8), Array(malformed.utf8), Array(folded.utf8),
    ]

    @Test func foldedLinesReadPastKeepTheLineNumbers() {
        let full = VCardParser.parse(Self.folded)
        // Physical lines: 1 BEGIN … 4 PHOTO, 5–8 its folds, 9 NOTE, 10–12 its folds, 13 X-BAD LINE;
        // 15 BEGIN, 18 PHOTO, 19 its fold, 20 X-ALSO BAD; 22 BEGIN.
        #expect(full.errors.map(\.line) == [13, 20])
        #expect(full.cards.map(\.line) == [22])
    }

    @Test(arguments: [["N"], ["TEL", "X-ABLABEL"], ["PHOTO"], []] as [Set<String>])
    func aFilteredParseFindsTheSameCardsAndErrors(kept: Set<String>) {
        let filter = _VCardPropertyFilter(keeping: kept, headOnly: ["NOTE"])
        for input in Self.inputs {
            input.withUnsafeBufferPointer { bytes in
                let full = VCardParser.parse(bytes)
                let filtered = VCardParser._parse(bytes, filter: filter)
                #expect(filtered.errors == full.errors)
                #expect(filtered.cards.map(\.line) == full.cards.map(\.line))
                for (part, whole) in zip(filtered.cards, full.cards) {
                    // Besides `kept`, the properties that shape cards and identify them.
                    let always: Set<String> = ["AGENT", "UID", "KIND", "X-ADDRESSBOOKSERVER-KIND"]
                    let expected = whole.properties.filter { kept.contains($0.name) || always.contains($0.name) }
                    #expect(part.properties.filter { $0.name != "NOTE" } == expected)
                    // A head-only property keeps the start of its value.
                    for (note, wholeNote) in zip(part.properties(named: "NOTE"), whole.properties(named: "NOTE")) {
                        #expect(wholeNote.value.hasPrefix(note.value))
                    }
                }
            }
        }
    }

    @Test func aFetchOfOneKeyGivesTheValueOfACompleteFetch() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let complete = try Self.everyone(in: store, keys: [CNContactVCardSerialization.descriptorForRequiredKeys()])
        #expect(complete.count == 4)
        for key in _allContactKeys.sorted() {
            let partial = try Self.everyone(in: store, keys: [key as CNKeyDescriptor])
            #expect(partial.map(\.identifier) == complete.map(\.identifier), "\(key)")
            for (part, whole) in zip(partial, complete) {
                var restricted = whole._restricted(to: [key])._storage
                restricted.unmappedProperties = []
                let expected = _ContactToVCard.properties(from: CNContact(_storage: restricted), version: .v3_0)
                #expect(_ContactToVCard.properties(from: part, version: .v3_0) == expected, "\(key) of \(whole.identifier)")
            }
        }
        let available = try Self.everyone(in: store, keys: [CNContactImageDataAvailableKey as CNKeyDescriptor])
        #expect(available.map(\.imageDataAvailable) == complete.map(\.imageDataAvailable))
        #expect(available.contains { $0.imageDataAvailable })
    }

    /// Every contact of the store, with `keys`.
    static func everyone(in store: CNContactStore, keys: [CNKeyDescriptor]) throws -> [CNContact] {
        var contacts: [CNContact] = []
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { contact, _ in contacts.append(contact) }
        return contacts
    }

    @Test func predicatesAndSortingSeeThePropertiesTheyNeed() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let keys = [CNContactIdentifierKey as CNKeyDescriptor]
        let byName = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "johnny"), keysToFetch: keys)
        #expect(byName.map(\.identifier) == ["5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1"])
        let byEmail = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(matchingEmailAddress: "ada@analytical.example"), keysToFetch: keys)
        #expect(byEmail.count == 1)
        let byPhone = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "+33 6 12 34 56 78")), keysToFetch: keys)
        #expect(byPhone.count == 1)
        let request = CNContactFetchRequest(keysToFetch: keys)
        request.sortOrder = .familyName
        var order: [String] = []
        try store.enumerateContacts(with: request) { contact, _ in order.append(contact.identifier) }
        let complete = CNContactFetchRequest(keysToFetch: [CNContactVCardSerialization.descriptorForRequiredKeys()])
        complete.sortOrder = .familyName
        var expected: [String] = []
        try store.enumerateContacts(with: complete) { contact, _ in expected.append(contact.identifier) }
        #expect(order == expected)
    }

    @Test func savingAPartlyFetchedContactKeepsWhatItDidNotFetch() throws {
        let vdir = try TemporaryVDir()
        let store = CNContactStore(directoryURL: vdir.root)
        let john = try store.unifiedContact(
            withIdentifier: "5F2A6B62-8F7A-4C0B-9C62-3D0AD7F0B6A1", keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        let edited = john.mutableCopy() as! CNMutableContact
        edited.givenName = "Jonathan"
        let request = CNSaveRequest()
        request.update(edited)
        try store.execute(request)
        let text = try String(contentsOf: vdir.root.appendingPathComponent("personal/john.vcf"), encoding: .utf8)
        #expect(text.contains("N:Appleseed;Jonathan;Quincy;Dr.;Jr."))
        #expect(text.contains("X-ACTIVITY-ALERT:type=text\\,sound=Note"))
        #expect(text.contains("TEL;type=WORK;type=FAX:+1 408 555 0103") || text.contains("+1 408 555 0103"))
    }

    @Test func filesAreReadAcrossCoresInNameOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("book")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // 300 files: several runs of files, read on as many threads as there are cores.
        var expected: [String] = []
        for i in (0..<300).reversed() {
            let name = String(format: "%04d", i)
            try Data(crlf("BEGIN:VCARD", "VERSION:3.0", "N:Person;\(name);;;", "END:VCARD").utf8)
                .write(to: folder.appendingPathComponent("\(name).vcf"))
            expected.insert(name, at: 0)
        }
        try Data("not a card".utf8).write(to: folder.appendingPathComponent("0150-notes.txt"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.vcf"), withIntermediateDirectories: true)
        let store = CNContactStore(directoryURL: root)
        let contacts = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "book"),
            keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        #expect(contacts.map(\.givenName) == expected)
        #expect(contacts.map(\.identifier) == expected)
    }
}
