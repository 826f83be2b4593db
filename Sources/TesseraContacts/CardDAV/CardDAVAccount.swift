import Foundation

/// A CardDAV account for ``CNContactStore/Source/carddav(_:)`` (a Tessera addition):
/// a server, credentials from the caller and an optional offline cache.
///
///     let account = CardDAVAccount(
///         serverURL: URL(string: "https://dav.example.com")!, username: "ada", password: secret,
///         cacheURL: cacheFolder.appendingPathComponent("ada.json"))
///     let store = CNContactStore(source: .carddav(account))
///
/// The address books are found from the server URL by RFC 6764 discovery
/// (`/.well-known/carddav`, `current-user-principal`, `addressbook-home-set`).
/// The password is sent only as HTTP basic authentication; it is never logged, and the
/// account's description leaves it out.
public struct CardDAVAccount: Sendable, Hashable, CustomStringConvertible {
    /// The server: its root, or any URL discovery can start from.
    public var serverURL: URL
    /// The user name for basic authentication, or `nil` for none.
    public var username: String?
    /// The password for basic authentication.
    public var password: String?
    /// A file the contacts and sync tokens are kept in between runs, so that the store
    /// works offline and syncs only changes; `nil` keeps them in memory only.
    public var cacheURL: URL?

    /// Creates an account.
    public init(serverURL: URL, username: String? = nil, password: String? = nil, cacheURL: URL? = nil) {
        self.serverURL = serverURL
        self.username = username
        self.password = password
        self.cacheURL = cacheURL
    }

    /// The server and user, never the password.
    public var description: String {
        "CardDAVAccount(\(username.map { "\($0)@" } ?? "")\(serverURL.absoluteString))"
    }
}
