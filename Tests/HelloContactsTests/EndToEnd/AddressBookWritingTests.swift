import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// Deleting a row changes the person's address book only with `--write`.
@Suite("Writing the address book", .serialized, .contactsAuthorized)
@MainActor
struct AddressBookWritingTests {
    /// A vdir with one address book of two contacts.
    private final class AddressBook {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-vdir-\(UUID().uuidString)")
        var book: URL { root.appendingPathComponent("personal") }

        init() throws {
            try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
            for (file, name) in [("ada", ("Ada", "Lovelace")), ("alan", ("Alan", "Turing"))] {
                let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(file)\r\nFN:\(name.0) \(name.1)\r\nN:\(name.1);\(name.0);;;\r\nEND:VCARD\r\n"
                try Data(card.utf8).write(to: book.appendingPathComponent("\(file).vcf"))
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: book.path)) ?? []).sorted() }
    }

    private func deleteFirstRow(of app: LaunchedApp) {
        app.viewController.setEditing(true, animated: false)
        app.viewController.tableView(app.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        app.host.press(.enter)
        app.host.settle()  // the alert fades out, then its handler runs
    }

    @Test func withoutWriteOnlyTheListChanges() throws {
        let book = try AddressBook()
        var options = LaunchOptions()
        options.source = .vdir(book.root)
        let app = LaunchedApp(store: options.makeStore(), options: options)
        #expect(app.viewController.contacts.map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
        deleteFirstRow(of: app)
        #expect(app.viewController.contacts.map(\.fullName) == ["Alan Turing"])
        #expect(book.files == ["ada.vcf", "alan.vcf"])
    }

    @Test func withWriteTheContactIsDeletedFromTheAddressBook() throws {
        let book = try AddressBook()
        let options = try LaunchOptions(arguments: ["--vdir", book.root.path, "--write"])
        let app = LaunchedApp(store: options.makeStore(), options: options)
        #expect(app.alert == nil)
        deleteFirstRow(of: app)
        #expect(app.viewController.contacts.map(\.fullName) == ["Alan Turing"])
        #expect(book.files == ["alan.vcf"])
        let reread = try CNContactStore(directoryURL: book.root).unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: "personal"),
            keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        #expect(reread.map(\.givenName) == ["Alan"])
    }

    @Test(arguments: [false, true])
    func aVCFFileIsRewrittenOnlyWithWrite(writes: Bool) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-\(UUID().uuidString).vcf")
        defer { try? FileManager.default.removeItem(at: file) }
        let cards = ["Ada Lovelace", "Alan Turing"].map { name in
            let parts = name.split(separator: " ")
            return "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nN:\(parts[1]);\(parts[0]);;;\r\nEND:VCARD\r\n"
        }
        let original = Data(cards.joined().utf8)
        try original.write(to: file)
        let options = try LaunchOptions(arguments: ["--vcf", file.path] + (writes ? ["--write"] : []))
        let app = LaunchedApp(store: options.makeStore(), options: options)
        #expect(app.viewController.contacts.map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
        deleteFirstRow(of: app)
        #expect(app.viewController.contacts.map(\.fullName) == ["Alan Turing"])
        let now = try Data(contentsOf: file)
        if writes {
            #expect(String(decoding: now, as: UTF8.self) == cards[1], "the other card is kept byte for byte")
        } else {
            #expect(now == original)
        }
    }

    @Test func aDeleteTheAddressBookRefusesKeepsTheRowAndSaysWhy() throws {
        let book = try AddressBook()
        let options = try LaunchOptions(arguments: ["--vdir", book.root.path, "--write"])
        let app = LaunchedApp(store: options.makeStore(), options: options)
        // Another program removed Ada's card meanwhile.
        try FileManager.default.removeItem(at: book.book.appendingPathComponent("ada.vcf"))
        deleteFirstRow(of: app)
        #expect(app.alert?.title == "Not Deleted")
        #expect(app.alert?.message?.hasPrefix("Ada Lovelace could not be deleted") == true)
        #expect(app.viewController.contacts.map(\.fullName) == ["Ada Lovelace", "Alan Turing"], "the row stays")
        app.host.press(.enter)
        app.host.settle()
        #expect(app.alert?.title == nil)
    }
}
