import Foundation
import Testing
@testable import TesseraContacts

@Suite("Contact store: files with several cards", .authorizedContacts)
struct ContactStoreMultiCardTests {
    @Test func updatesAndDeletesOneCardOfAFileKeepingTheOthers() throws {
        let vdir = try TemporaryVDir()
        let file = vdir.root.appendingPathComponent("personal/export.vcf")
        let two = crlf("BEGIN:VCARD", "VERSION:3.0", "UID:first", "N:One;First;;;", "END:VCARD",
                       "BEGIN:VCARD", "VERSION:3.0", "UID:second", "N:Two;Second;;;", "NOTE:keep me", "END:VCARD")
        try Data(two.utf8).write(to: file)
        let store = CNContactStore(directoryURL: vdir.root)

        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(forName: .CNContactStoreDidChange, object: store, queue: nil) { _ in
            counter.count += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        let first = try store.unifiedContact(withIdentifier: "first", keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        let edited = first.mutableCopy() as! CNMutableContact
        edited.givenName = "Uno"
        let update = CNSaveRequest()
        update.update(edited)
        try store.execute(update)
        #expect(counter.count == 1)

        var cards = VCardParser.parse(try Data(contentsOf: file)).cards
        #expect(cards.map { $0.first(named: "UID")?.text } == ["first", "second"])
        #expect(cards[0].first(named: "N")?.components.prefix(2) == ["One", "Uno"])
        #expect(cards[1].first(named: "NOTE")?.text == "keep me")

        let second = try store.unifiedContact(withIdentifier: "second", keysToFetch: [])
        let delete = CNSaveRequest()
        delete.delete(second.mutableCopy() as! CNMutableContact)
        try store.execute(delete)
        cards = VCardParser.parse(try Data(contentsOf: file)).cards
        #expect(cards.map { $0.first(named: "UID")?.text } == ["first"])

        let last = CNSaveRequest()
        last.delete(edited)
        try store.execute(last)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(counter.count == 3)
    }
}
