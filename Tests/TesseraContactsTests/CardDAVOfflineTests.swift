import TesseraTestSupport
import Foundation
import Testing
@testable import TesseraContacts

/// Edits made while the CardDAV server is out of reach: kept in the cache, replayed on
/// the next sync, merged on conflict; against a real Radicale server taken off the
/// network and back.
@Suite("CardDAV offline edits against Radicale", .authorizedContacts, .serialized)
struct CardDAVOfflineTests {
    let names: [CNKeyDescriptor] = [CNContactGivenNameKey as CNKeyDescriptor, CNContactFamilyNameKey as CNKeyDescriptor]
    let all: [CNKeyDescriptor] = [CNContactVCardSerialization.descriptorForRequiredKeys()]

    /// A server with John and Ada in `/ada/friends/`, an account with a cache file, and a
    /// store that has synced once.
    func withSyncedStore(_ body: (RadicaleServer, CardDAVAccount, CNContactStore) throws -> Void) throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-dav-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try RadicaleServer()
        defer { server.stop() }
        try server.makeAddressBook("friends", displayName: "Friends")
        try server.request("PUT", "/ada/friends/john.vcf", body: CardDAVTests.card("john", "John", "Appleseed"))
        try server.request("PUT", "/ada/friends/ada.vcf", body: CardDAVTests.card("ada", "Ada", "Lovelace", note: "Analyst"))
        let account = CardDAVAccount(serverURL: server.url, username: "ada", password: "secret", cacheURL: cache)
        let store = CNContactStore(source: .carddav(account))
        #expect(try store.containers(matching: nil).count == 1)
        try body(server, account, store)
    }

    func givenNames(_ store: CNContactStore) throws -> [String] {
        var seen: [String] = []
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: names)) { contact, _ in seen.append(contact.givenName) }
        return seen.sorted()
    }

    @Test func editsMadeOfflineAreKeptAndSentOnTheNextSync() throws {
        try withSyncedStore { server, account, store in
            let ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: names).mutableCopy() as! CNMutableContact
            let john = try store.unifiedContact(withIdentifier: "john", keysToFetch: names).mutableCopy() as! CNMutableContact
            server.interrupt()

            ada.givenName = "Augusta Ada"
            let grace = CNMutableContact()
            grace.givenName = "Grace"
            grace.familyName = "Hopper"
            let request = CNSaveRequest()
            request.update(ada)
            request.add(grace, toContainerWithIdentifier: nil)
            request.delete(john)
            try store.execute(request)

            // The store shows the edits at once, and so does a new run from the cache file.
            #expect(try givenNames(store) == ["Augusta Ada", "Grace"])
            let queued = try #require(try _CardDAVCache.read(from: account.cacheURL)).pending
            #expect(queued.map(\.kind) == [.update, .add, .delete])
            #expect(try givenNames(CNContactStore(source: .carddav(account))) == ["Augusta Ada", "Grace"])

            try server.resume()
            #expect(try givenNames(CNContactStore(source: .carddav(account))) == ["Augusta Ada", "Grace"])
            let text = try server.request("GET", "/ada/friends/ada.vcf").body
            #expect(text.contains("N:Lovelace;Augusta Ada;;;"))
            #expect(text.contains("NOTE:Analyst"))
            #expect(try server.request("GET", "/ada/friends/\(grace.identifier).vcf").status == 200)
            #expect(try server.request("GET", "/ada/friends/john.vcf").status == 404)
            #expect(try #require(try _CardDAVCache.read(from: account.cacheURL)).pending.isEmpty)
        }
    }

    @Test func aConflictOnReplayMergesAndKeepsBothEdits() throws {
        try withSyncedStore { server, account, store in
            let ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: all).mutableCopy() as! CNMutableContact
            server.interrupt()
            ada.givenName = "Augusta Ada"
            let request = CNSaveRequest()
            request.update(ada)
            try store.execute(request)
            try server.resume()
            // Meanwhile another client changed the note: the replayed PUT answers 412.
            try server.request("PUT", "/ada/friends/ada.vcf", body: CardDAVTests.card("ada", "Ada", "Lovelace", note: "Poet"))

            _ = try store.containers(matching: nil)
            let text = try server.request("GET", "/ada/friends/ada.vcf").body
            #expect(text.contains("N:Lovelace;Augusta Ada;;;"))
            #expect(text.contains("NOTE:Poet"))
            let merged = try store.unifiedContact(withIdentifier: "ada", keysToFetch: all)
            #expect(merged.givenName == "Augusta Ada" && merged.note == "Poet")
            #expect(try #require(try _CardDAVCache.read(from: account.cacheURL)).pending.isEmpty)
        }
    }

    @Test func aCardDeletedOnTheServerComesBackWithTheOfflineEdit() throws {
        try withSyncedStore { server, account, store in
            let john = try store.unifiedContact(withIdentifier: "john", keysToFetch: names).mutableCopy() as! CNMutableContact
            server.interrupt()
            john.givenName = "Johnny"
            let request = CNSaveRequest()
            request.update(john)
            try store.execute(request)
            try server.resume()
            try server.request("DELETE", "/ada/friends/john.vcf")

            #expect(try givenNames(store) == ["Ada", "Johnny"])
            #expect(try server.request("GET", "/ada/friends/john.vcf").body.contains("N:Appleseed;Johnny;;;"))
        }
    }

    @Test func repeatedOfflineEditsOfOneCardAreSentAsOne() throws {
        try withSyncedStore { server, account, store in
            server.interrupt()
            for name in ["Ad", "Ada L.", "Countess"] {
                let ada = try store.unifiedContact(withIdentifier: "ada", keysToFetch: names).mutableCopy() as! CNMutableContact
                ada.givenName = name
                let request = CNSaveRequest()
                request.update(ada)
                try store.execute(request)
            }
            let added = CNMutableContact()
            added.givenName = "Temporary"
            let add = CNSaveRequest()
            add.add(added, toContainerWithIdentifier: nil)
            try store.execute(add)
            let remove = CNSaveRequest()
            remove.delete(added)
            try store.execute(remove)
            let queued = try #require(try _CardDAVCache.read(from: account.cacheURL)).pending
            #expect(queued.map(\.kind) == [.update])
            #expect(queued.first?.changedKeys == [CNContactGivenNameKey])

            try server.resume()
            #expect(try givenNames(store) == ["Countess", "John"])
        }
    }

    @Test func aCorruptCacheIsReportedAndKeptAside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-dav-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cache = folder.appendingPathComponent("ada.json")
        try Data("{\"books\": [truncated".utf8).write(to: cache)
        let server = try RadicaleServer()
        defer { server.stop() }
        try server.makeAddressBook("friends", displayName: "Friends")
        let store = CNContactStore(source: .carddav(CardDAVAccount(serverURL: server.url, username: "ada", password: "secret", cacheURL: cache)))
        do {
            _ = try store.containers(matching: nil)
            Issue.record("a corrupt cache was read silently")
        } catch let error as CNError {
            #expect(error.code == .dataAccessError)
            #expect("\(error.userInfo[NSLocalizedDescriptionKey] ?? "")".contains("ada.json.corrupt"))
        }
        // The unreadable file is kept for recovery; the store syncs again from the server.
        #expect(try String(contentsOf: cache.appendingPathExtension("corrupt"), encoding: .utf8).hasPrefix("{\"books\""))
        #expect(try store.containers(matching: nil).map(\.name) == ["Friends"])
        #expect(try _CardDAVCache.read(from: cache)?.books.count == 1)
    }
}
