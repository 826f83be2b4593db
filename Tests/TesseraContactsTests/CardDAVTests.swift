import TesseraTestSupport
import Foundation
import Testing
@testable import TesseraContacts

/// CardDAV against a real Radicale server started by each test.
@Suite("CardDAV against Radicale", .authorizedContacts, .serialized)
struct CardDAVTests {
    let all: [CNKeyDescriptor] = [CNContactVCardSerialization.descriptorForRequiredKeys()]
    let names: [CNKeyDescriptor] = [CNContactGivenNameKey as CNKeyDescriptor, CNContactFamilyNameKey as CNKeyDescriptor]

    static func card(_ uid: String, _ given: String, _ family: String, note: String = "") -> String {
        crlf("BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "N:\(family);\(given);;;", "FN:\(given) \(family)",
             note.isEmpty ? "X-TESSERA-TEST:1" : "NOTE:\(note)", "END:VCARD")
    }

    /// A server with `/ada/friends/` holding John and Ada, and a store on it.
    func withServer(cache: URL? = nil, _ body: (RadicaleServer, CNContactStore) throws -> Void) throws {
        let server = try RadicaleServer()
        defer { server.stop() }
        try server.makeAddressBook("friends", displayName: "Friends")
        let john = try server.request("PUT", "/ada/friends/john.vcf", body: Self.card("john", "John", "Appleseed"), headers: ["Content-Type": "text/vcard"])
        let ada = try server.request("PUT", "/ada/friends/ada.vcf", body: Self.card("ada", "Ada", "Lovelace", note: "Analyst"), headers: ["Content-Type": "text/vcard"])
        try #require(john.status == 201 && ada.status == 201, "PUT answered \(john.status) \(john.body)")
        let account = CardDAVAccount(serverURL: server.url, username: "ada", password: "secret", cacheURL: cache)
        try body(server, CNContactStore(source: .carddav(account)))
    }

    @Test func discoversAndListsTheAddressBooks() throws {
        try withServer { (server: RadicaleServer, store: CNContactStore) throws in
            let containers = try store.containers(matching: nil)
            #expect(containers.map(\.identifier) == ["/ada/friends/"])
            #expect(containers.map(\.name) == ["Friends"])
            #expect(containers.map(\.type) == [.cardDAV])
            #expect(store.defaultContainerIdentifier() == "/ada/friends/")
            let found = try store.unifiedContacts(
                matching: CNContact.predicateForContactsInContainer(withIdentifier: "/ada/friends/"), keysToFetch: all)
            #expect(Set(found.map(\.familyName)) == ["Appleseed", "Lovelace"])
            #expect(found.first { $0.identifier == "ada" }?.note == "Analyst")
        }
    }

    @Test func syncsOnlyWhatChanged() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-dav-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: cache) }
        try withServer(cache: cache) { (server: RadicaleServer, store: CNContactStore) throws in
            #expect(try store.unifiedContact(withIdentifier: "john", keysToFetch: names).givenName == "John")
            let firstToken = try #require(try _CardDAVCache.read(from: cache)?.books.first?.syncToken)
            // Another client adds, changes and deletes.
            try server.request("PUT", "/ada/friends/grace.vcf", body: Self.card("grace", "Grace", "Hopper"))
            try server.request("PUT", "/ada/friends/john.vcf", body: Self.card("john", "Johnny", "Appleseed"))
            try server.request("DELETE", "/ada/friends/ada.vcf")
            var seen: [String] = []
            try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: names)) { contact, _ in seen.append(contact.givenName) }
            #expect(Set(seen) == ["Grace", "Johnny"])
            let cached = try #require(try _CardDAVCache.read(from: cache)?.books.first)
            #expect(cached.syncToken != firstToken)
            #expect(cached.cards.keys.sorted() == ["/ada/friends/grace.vcf", "/ada/friends/john.vcf"])
        }
    }

    @Test func anExpiredSyncTokenStartsOver() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-dav-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: cache) }
        try withServer(cache: cache) { (server: RadicaleServer, store: CNContactStore) throws in
            _ = try store.containers(matching: nil)
            var state = try #require(try _CardDAVCache.read(from: cache))
            state.books[0].syncToken = "http://radicale.org/ns/sync/expired"
            state.books[0].cards["/ada/friends/gone.vcf"] = _CardDAVCache.Card(etag: "\"x\"", vCard: Self.card("gone", "Gone", "Away"))
            try state.write(to: cache)
            let account = CardDAVAccount(serverURL: server.url, username: "ada", password: "secret", cacheURL: cache)
            var seen: [String] = []
            try CNContactStore(source: .carddav(account)).enumerateContacts(with: CNContactFetchRequest(keysToFetch: names)) { contact, _ in
                seen.append(contact.givenName)
            }
            #expect(seen.sorted() == ["Ada", "John"])
        }
    }

    @Test func addsUpdatesAndDeletesWithPreconditions() throws {
        try withServer { (server: RadicaleServer, store: CNContactStore) throws in
            let grace = CNMutableContact()
            grace.givenName = "Grace"
            grace.familyName = "Hopper"
            grace.imageData = _CNAvatar.png(initials: "GH", seed: "grace")
            let add = CNSaveRequest()
            add.add(grace, toContainerWithIdentifier: nil)
            try store.execute(add)
            let path = "/ada/friends/\(grace.identifier).vcf"
            let stored = try server.request("GET", path)
            #expect(stored.status == 200)
            // Photos over CardDAV are vCard 3.0 ENCODING=b, which Radicale keeps intact.
            #expect(stored.body.contains("PHOTO;ENCODING=b;TYPE=PNG:"))
            let reread = try store.unifiedContact(withIdentifier: grace.identifier, keysToFetch: all)
            #expect(reread.imageData == grace.imageData)

            // Adding the same identifier again is refused.
            let again = CNSaveRequest()
            again.add(grace, toContainerWithIdentifier: nil)
            #expect(throws: CNError(.insertedRecordAlreadyExists)) { try store.execute(again) }

            let edited = try store.unifiedContact(withIdentifier: "ada", keysToFetch: names).mutableCopy() as! CNMutableContact
            edited.givenName = "Augusta Ada"
            let update = CNSaveRequest()
            update.update(edited)
            try store.execute(update)
            let text = try server.request("GET", "/ada/friends/ada.vcf").body
            #expect(text.contains("N:Lovelace;Augusta Ada;;;"))
            #expect(text.contains("NOTE:Analyst"))

            let delete = CNSaveRequest()
            delete.delete(edited)
            try store.execute(delete)
            #expect(try server.request("GET", "/ada/friends/ada.vcf").status == 404)
        }
    }

    @Test func aConflictMergesAndKeepsBothEdits() throws {
        try withServer { (server: RadicaleServer, store: CNContactStore) throws in
            let fetched = try store.unifiedContact(withIdentifier: "ada", keysToFetch: all)
            // Another client changes the note after the app read the card.
            let other = try server.request("PUT", "/ada/friends/ada.vcf", body: Self.card("ada", "Ada", "Lovelace", note: "Poet"))
            #expect(other.status == 201 || other.status == 204)
            let edited = fetched.mutableCopy() as! CNMutableContact
            edited.givenName = "Augusta Ada"
            let update = CNSaveRequest()
            update.update(edited)
            try store.execute(update)
            let text = try server.request("GET", "/ada/friends/ada.vcf").body
            #expect(text.contains("N:Lovelace;Augusta Ada;;;"))
            #expect(text.contains("NOTE:Poet"))
        }
    }

    @Test func aDeleteOfAChangedCardIsReportedNotForced() throws {
        try withServer { (server: RadicaleServer, store: CNContactStore) throws in
            let fetched = try store.unifiedContact(withIdentifier: "john", keysToFetch: names)
            try server.request("PUT", "/ada/friends/john.vcf", body: Self.card("john", "John", "Appleseed", note: "New number"))
            let delete = CNSaveRequest()
            delete.delete(fetched.mutableCopy() as! CNMutableContact)
            // The DELETE names the version the app read: 412, reported, nothing lost.
            #expect(throws: CNError(.communicationError)) { try store.execute(delete) }
            let kept = try server.request("GET", "/ada/friends/john.vcf")
            #expect(kept.status == 200 && kept.body.contains("NOTE:New number"))
        }
    }

    @Test func worksOfflineFromTheCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-dav-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: cache) }
        var account: CardDAVAccount?
        try withServer(cache: cache) { (server: RadicaleServer, store: CNContactStore) throws in
            #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: names).count == 1)
            account = CardDAVAccount(serverURL: server.url, username: "ada", password: "secret", cacheURL: cache)
        }
        // The server is gone: a new store reads the cache.
        let offline = CNContactStore(source: .carddav(try #require(account)))
        let found = try offline.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: names)
        #expect(found.map(\.familyName) == ["Lovelace"])
        // Without a cache there is nothing to work from: saving reports the server.
        var uncached = try #require(account)
        uncached.cacheURL = nil
        let request = CNSaveRequest()
        request.add(CNMutableContact(), toContainerWithIdentifier: nil)
        #expect(throws: CNError(.communicationError)) { try CNContactStore(source: .carddav(uncached)).execute(request) }
    }

    @Test func credentialsAreNeverInMessages() throws {
        let account = CardDAVAccount(serverURL: URL(string: "http://127.0.0.1:9/")!, username: "ada", password: "hunter2")
        #expect(!account.description.contains("hunter2"))
        #expect(!String(describing: account).contains("hunter2"))
        let store = CNContactStore(source: .carddav(account))
        do {
            _ = try store.containers(matching: nil)
            Issue.record("an unreachable server answered")
        } catch let error as CNError {
            #expect(error.code == .communicationError)
            #expect(!"\(error.userInfo)".contains("hunter2"))
        }
    }
}
