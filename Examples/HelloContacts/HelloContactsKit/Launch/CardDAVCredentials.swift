import Foundation
import TesseraContacts

/// Who signs in to a CardDAV server, gathered without the password ever touching the
/// command line (where the process list and shell history would show it).
///
/// The user name comes from the URL (`https://ada@dav.example.com/`), else
/// `CARDDAV_USERNAME`; the password from `CARDDAV_PASSWORD`, else a prompt on the
/// terminal. Without a user name, the server is asked without authentication.
public struct CardDAVCredentials: Equatable, Sendable {
    public var username: String?
    public var password: String?

    /// Credentials given as they are.
    public init(username: String?, password: String?) {
        self.username = username
        self.password = password
    }

    /// Resolves the credentials for `url`.
    ///
    /// - Parameters:
    ///   - url: The server URL given to `--carddav`.
    ///   - environment: The process environment.
    ///   - askPassword: Asks for the password of the given user; `nil` when nobody could answer.
    public init(url: URL, environment: [String: String], askPassword: (_ username: String) -> String?) {
        let fromURL = url.user.flatMap { $0.removingPercentEncoding ?? $0 }
        username = fromURL ?? environment["CARDDAV_USERNAME"].flatMap { $0.isEmpty ? nil : $0 }
        password = environment["CARDDAV_PASSWORD"]
        if password == nil, let username { password = askPassword(username) }
    }

    /// The account for the server at `url`, without the user name in its URL, with its
    /// offline cache in `$XDG_CACHE_HOME/hello-contacts` (`~/.cache/hello-contacts`).
    public func account(for url: URL, environment: [String: String]) -> CardDAVAccount {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.user = nil
        let server = components?.url ?? url
        let cacheRoot: URL
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            cacheRoot = URL(fileURLWithPath: cache, isDirectory: true)
        } else {
            cacheRoot = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache", isDirectory: true)
        }
        let name = "\(username ?? "anonymous")@\(server.host ?? "server").json"
        return CardDAVAccount(
            serverURL: server, username: username, password: password,
            cacheURL: cacheRoot.appendingPathComponent("hello-contacts", isDirectory: true).appendingPathComponent(name))
    }
}
