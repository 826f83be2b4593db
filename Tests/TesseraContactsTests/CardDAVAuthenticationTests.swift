import TesseraTestSupport
import Foundation
import Testing
@testable import TesseraContacts

/// Basic authentication against Radicale with an htpasswd file: the right credentials
/// work, wrong ones give a clear ``CNError`` that never holds the password.
@Suite("CardDAV authentication against Radicale", .authorizedContacts, .serialized)
struct CardDAVAuthenticationTests {
    static let password = "hunter2-Secret"

    func withServer(_ body: (RadicaleServer) throws -> Void) throws {
        let server = try RadicaleServer(users: ["ada": Self.password])
        defer { server.stop() }
        try server.makeAddressBook("friends", displayName: "Friends")
        try body(server)
    }

    /// Every text of an error the app could log.
    static func texts(of error: any Error) -> [String] {
        var texts = ["\(error)", String(reflecting: error), error.localizedDescription]
        if let error = error as? CNError { texts.append("\(error.userInfo)") }
        return texts
    }

    /// Checks `error` is `.authorizationDenied`, names the user and the server, and holds
    /// neither the password nor the Authorization header made from it.
    static func expectRefusal(_ error: any Error, user: String, password: String) {
        #expect((error as? CNError)?.code == .authorizationDenied)
        let message = "\((error as? CNError)?.userInfo[NSLocalizedDescriptionKey] ?? "")"
        #expect(message.contains("refused") && message.contains("\(user)@") && message.contains("HTTP 401"))
        let header = Data("\(user):\(password)".utf8).base64EncodedString()
        for text in texts(of: error) {
            #expect(!text.contains(password))
            #expect(!text.contains(header))
        }
    }

    @Test func theRightCredentialsReadTheAddressBooks() throws {
        try withServer { (server: RadicaleServer) throws in
            let account = CardDAVAccount(serverURL: server.url, username: "ada", password: Self.password)
            #expect(try CNContactStore(source: .carddav(account)).containers(matching: nil).map(\.name) == ["Friends"])
        }
    }

    @Test(arguments: [("ada", "wrong-password"), ("grace", hunter2Secret)])
    func wrongCredentialsAreRefusedClearly(user: String, password: String) throws {
        try withServer { (server: RadicaleServer) throws in
            let store = CNContactStore(source: .carddav(CardDAVAccount(serverURL: server.url, username: user, password: password)))
            do {
                _ = try store.containers(matching: nil)
                Issue.record("wrong credentials were accepted")
            } catch {
                Self.expectRefusal(error, user: user, password: password)
            }
        }
    }

    /// Regression: FoundationNetworking left a request answered 401 with
    /// `WWW-Authenticate` suspended forever
    /// (<https://github.com/swiftlang/swift-corelibs-foundation/issues/5456>).
    @Test(.timeLimit(.minutes(1))) func noCredentialsAreRefusedWithoutHanging() throws {
        try withServer { (server: RadicaleServer) throws in
            let store = CNContactStore(source: .carddav(CardDAVAccount(serverURL: server.url)))
            #expect(throws: CNError(.authorizationDenied)) { try store.containers(matching: nil) }
        }
    }

    @Test func aRefusalIsNotHiddenByTheOfflineCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-dav-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: cache) }
        try withServer { (server: RadicaleServer) throws in
            var account = CardDAVAccount(serverURL: server.url, username: "ada", password: Self.password, cacheURL: cache)
            _ = try CNContactStore(source: .carddav(account)).containers(matching: nil)
            account.password = "changed-elsewhere"
            let store = CNContactStore(source: .carddav(account))
            do {
                _ = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "x"), keysToFetch: [])
                Issue.record("the cache answered for a refused account")
            } catch {
                Self.expectRefusal(error, user: "ada", password: "changed-elsewhere")
            }
            // Nothing about the password reaches the cache file either.
            let text = try String(contentsOf: cache, encoding: .utf8)
            #expect(!text.contains(Self.password) && !text.contains("changed-elsewhere"))
        }
    }

    @Test(.timeLimit(.minutes(1))) func aDroppedConnectionIsReportedNotAwaited() throws {
        let server = try DroppingServer()
        defer { server.stop() }
        let store = CNContactStore(source: .carddav(CardDAVAccount(serverURL: server.url, username: "ada", password: Self.password)))
        do {
            _ = try store.containers(matching: nil)
            Issue.record("a dropped connection answered")
        } catch let error as CNError {
            #expect(error.code == .communicationError)
            #expect("\(error.userInfo[NSLocalizedDescriptionKey] ?? "")".contains("cannot be reached"))
            for text in Self.texts(of: error) { #expect(!text.contains(Self.password)) }
        }
    }
}

private let hunter2Secret = CardDAVAuthenticationTests.password
