import TesseraTestSupport
import Foundation
import Tessera
import Testing
import TesseraContacts
@testable import HelloContactsKit

/// `hello-contacts --carddav` against a real Radicale server.
@Suite("Hello-Contacts on a CardDAV server", .serialized, .contactsAuthorized)
@MainActor
struct CardDAVEndToEndTests {
    private static func card(_ uid: String, _ given: String, _ family: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nN:\(family);\(given);;;\r\nFN:\(given) \(family)\r\nEND:VCARD\r\n"
    }

    @Test(arguments: [false, true])
    func listsTheServersContactsAndDeletesThereOnlyWithWrite(writes: Bool) throws {
        let server = try RadicaleServer()
        defer { server.stop() }
        try server.makeAddressBook("friends", cards: [
            "ada.vcf": Self.card("ada", "Ada", "Lovelace"), "alan.vcf": Self.card("alan", "Alan", "Turing"),
        ])
        let arguments = ["--carddav", "http://ada@127.0.0.1:\(server.port)/"] + (writes ? ["--write"] : [])
        let options = try LaunchOptions(arguments: arguments)
        var asked: [String] = []
        let store = options.makeStore(environment: ["XDG_CACHE_HOME": server.folder.appendingPathComponent("cache").path]) {
            asked.append($0)
            return "secret"
        }
        #expect(asked == ["ada"], "the password is asked for, not taken from the command line")

        let app = LaunchedApp(store: store, options: options)
        let names = app.viewController.contacts.map(\.fullName)
        #expect(Set(names) == ["Ada Lovelace", "Alan Turing"])
        #expect(app.host.text.contains("Ada Lovelace") && app.host.text.contains("Alan Turing"))

        let deleted = app.viewController.contacts[0].identifier
        app.viewController.setEditing(true, animated: false)
        app.viewController.tableView(app.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        app.host.press(.enter)
        app.host.settle()  // the alert fades out, then its handler runs
        #expect(app.viewController.contacts.map(\.fullName) == [names[1]])
        let status = try server.request("GET", "/ada/friends/\(deleted).vcf")
        #expect(status == (writes ? 404 : 200), "the server's card is deleted only with --write")
    }
}
