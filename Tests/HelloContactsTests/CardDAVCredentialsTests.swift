import Foundation
import Testing
@testable import HelloContactsKit

@Suite("CardDAV credentials")
struct CardDAVCredentialsTests {
    private let server = URL(string: "https://ada@dav.example.com/dav/")!

    @Test func theUserComesFromTheURLAndThePasswordFromTheEnvironment() {
        let credentials = CardDAVCredentials(url: server, environment: ["CARDDAV_PASSWORD": "s3cret", "CARDDAV_USERNAME": "bob"]) { _ in
            Issue.record("asked for a password the environment holds")
            return nil
        }
        #expect(credentials == CardDAVCredentials(username: "ada", password: "s3cret"))
    }

    @Test func withoutAPasswordThePersonIsAskedForTheUsersPassword() {
        var asked: [String] = []
        let credentials = CardDAVCredentials(url: URL(string: "https://dav.example.com/")!, environment: ["CARDDAV_USERNAME": "bob"]) {
            asked.append($0)
            return "typed"
        }
        #expect(asked == ["bob"])
        #expect(credentials == CardDAVCredentials(username: "bob", password: "typed"))
    }

    @Test func withoutAUserNobodyIsAsked() {
        let credentials = CardDAVCredentials(url: URL(string: "https://dav.example.com/")!, environment: [:]) { _ in
            Issue.record("asked without a user")
            return nil
        }
        #expect(credentials == CardDAVCredentials(username: nil, password: nil))
    }

    @Test func theAccountDropsTheUserFromTheURLAndCachesInTheXDGCacheFolder() {
        let credentials = CardDAVCredentials(username: "ada", password: "s3cret")
        let account = credentials.account(for: server, environment: ["XDG_CACHE_HOME": "/example/cache"])
        #expect(account.serverURL.absoluteString == "https://dav.example.com/dav/")
        #expect(account.username == "ada" && account.password == "s3cret")
        #expect(account.cacheURL?.path == "/example/cache/hello-contacts/ada@dav.example.com.json")
        #expect(!account.description.contains("s3cret"))
    }
}
