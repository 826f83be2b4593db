import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The HTTP side of CardDAV (RFC 6352): discovery, listing, sync-collection (RFC 6578),
/// addressbook-multiget, PUT and DELETE with preconditions.
///
/// Calls block until the server answers, as `CNContactStore`'s API is synchronous.
/// Redirects are followed by hand, keeping the method (PROPFIND stays PROPFIND).
final class _CardDAVClient: @unchecked Sendable {
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data
        var url: URL

        /// A header by case-insensitive name.
        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// An address book found on the server.
    struct AddressBook: Sendable, Hashable {
        var url: URL
        var name: String
    }

    let account: CardDAVAccount
    private let session: URLSession
    private let redirects = _NoRedirects()

    init(account: CardDAVAccount) {
        self.account = account
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        session = URLSession(configuration: configuration, delegate: redirects, delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    // MARK: Requests

    /// Sends one request and waits for the answer, following up to five redirects.
    ///
    /// - Throws: ``_CardDAVUnreachable`` when no answer came (no connection, a dropped
    ///   connection, a timeout); ``CNError`` `.authorizationDenied` when the server
    ///   refuses the credentials.
    func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil) throws -> Reply {
        var target = url
        for _ in 0..<5 {
            var request = URLRequest(url: target)
            request.httpMethod = method
            request.httpBody = body
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            if let username = account.username {
                let token = Data("\(username):\(account.password ?? "")".utf8).base64EncodedString()
                request.setValue("Basic \(token)", forHTTPHeaderField: "Authorization")
            }
            let reply = try perform(request)
            if (300..<400).contains(reply.status) && reply.status != 304, let location = reply.header("Location"),
                let next = URL(string: location, relativeTo: target)?.absoluteURL
            {
                target = next
                continue
            }
            if reply.status == 401 || reply.status == 403 && method != "REPORT" {
                // The credentials are not part of the message.
                throw CNError(.authorizationDenied, userInfo: [NSLocalizedDescriptionKey: "The CardDAV server refused \(account.description): HTTP \(reply.status)."])
            }
            return reply
        }
        throw CNError(.communicationError, userInfo: [NSLocalizedDescriptionKey: "Too many redirects from \(url.absoluteString)."])
    }

    private func perform(_ request: URLRequest) throws -> Reply {
        final class Box: @unchecked Sendable {
            var reply: Reply?
            var error: (any Error)?
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let url = request.url!
        let task = session.dataTask(with: request) { data, response, error in
            if let http = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (key, value) in http.allHeaderFields { headers["\(key)"] = "\(value)" }
                box.reply = Reply(status: http.statusCode, headers: headers, body: data ?? Data(), url: url)
            } else {
                box.error = error
            }
            done.signal()
        }
        task.resume()
        done.wait()
        if box.reply == nil, let status = redirects.takeChallengeStatus(of: task) {
            // A refused authentication challenge ends the task without its response.
            return Reply(status: status, headers: [:], body: Data(), url: url)
        }
        guard let reply = box.reply else {
            throw _CardDAVUnreachable(error: CNError(.communicationError, userInfo: [
                NSLocalizedDescriptionKey: "The CardDAV server at \(url.host ?? "?") cannot be reached.",
                NSUnderlyingErrorKey: box.error ?? URLError(.unknown),
            ]))
        }
        return reply
    }

    /// Sends a PROPFIND or REPORT and parses its 207 multistatus.
    func multistatus(_ method: String, _ url: URL, depth: String, body: String) throws -> (_WebDAVMultistatus, Reply) {
        let reply = try send(method, url, headers: ["Depth": depth, "Content-Type": "application/xml; charset=utf-8"], body: Data(body.utf8))
        guard reply.status == 207 else {
            throw CNError(.communicationError, userInfo: [NSLocalizedDescriptionKey: "\(method) \(url.path) answered HTTP \(reply.status).", "HTTPStatus": reply.status])
        }
        return (try _WebDAVMultistatus(data: reply.body), reply)
    }

    // MARK: Discovery

    /// The address books of the account: `/.well-known/carddav`, then
    /// `current-user-principal`, `addressbook-home-set`, and the home's collections.
    func addressBooks() throws -> [AddressBook] {
        var context = account.serverURL
        if let wellKnown = URL(string: "/.well-known/carddav", relativeTo: account.serverURL)?.absoluteURL,
            let (status, _) = try? multistatus("PROPFIND", wellKnown, depth: "0", body: Self.propfind("<d:current-user-principal/>")),
            let principal = status.responses.first?.hrefs["current-user-principal"]?.first
        {
            context = URL(string: principal, relativeTo: wellKnown)?.absoluteURL ?? context
        } else {
            let (status, reply) = try multistatus("PROPFIND", context, depth: "0", body: Self.propfind("<d:current-user-principal/>"))
            if let principal = status.responses.first?.hrefs["current-user-principal"]?.first {
                context = URL(string: principal, relativeTo: reply.url)?.absoluteURL ?? context
            }
        }
        let (homes, homeReply) = try multistatus("PROPFIND", context, depth: "0", body: Self.propfind("<c:addressbook-home-set/>"))
        var home = context
        if let href = homes.responses.first?.hrefs["addressbook-home-set"]?.first {
            home = URL(string: href, relativeTo: homeReply.url)?.absoluteURL ?? home
        }
        let (listing, listReply) = try multistatus(
            "PROPFIND", home, depth: "1", body: Self.propfind("<d:resourcetype/><d:displayname/>"))
        return listing.responses.compactMap { response in
            guard response.resourceTypes.contains("addressbook"),
                let url = URL(string: response.href, relativeTo: listReply.url)?.absoluteURL
            else { return nil }
            let name = response.properties["displayname"].flatMap { $0.isEmpty ? nil : $0 } ?? url.lastPathComponent
            return AddressBook(url: url, name: name)
        }.sorted { $0.url.path < $1.url.path }
    }

    // MARK: Sync

    /// The changes since `token` (all members when `nil`): changed hrefs with their
    /// etags, deleted hrefs, and the new token. `nil` when the server refuses the token.
    func changes(in book: URL, since token: String?) throws -> (changed: [String: String], deleted: [String], token: String?)? {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(Self.escape(token ?? ""))</d:sync-token>\
            <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
            """
        let reply = try send("REPORT", book, headers: ["Depth": "1", "Content-Type": "application/xml; charset=utf-8"], body: Data(body.utf8))
        if reply.status == 403 || reply.status == 409 || reply.status == 400 { return nil }
        guard reply.status == 207 else {
            throw CNError(.communicationError, userInfo: [NSLocalizedDescriptionKey: "REPORT sync-collection answered HTTP \(reply.status)."])
        }
        let status = try _WebDAVMultistatus(data: reply.body)
        var changed: [String: String] = [:]
        var deleted: [String] = []
        for response in status.responses where Self.path(response.href, relativeTo: book) != book.path {
            let path = Self.path(response.href, relativeTo: book)
            if response.status == 404 {
                deleted.append(path)
            } else if let etag = response.properties["getetag"] {
                changed[path] = etag
            }
        }
        return (changed, deleted, status.syncToken)
    }

    /// The cards at `paths`, with their etags, by path.
    func cards(in book: URL, paths: [String]) throws -> [String: (etag: String, data: String)] {
        guard !paths.isEmpty else { return [:] }
        let hrefs = paths.map { "<d:href>\(Self.escape($0))</d:href>" }.joined()
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:addressbook-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav">\
            <d:prop><d:getetag/><c:address-data/></d:prop>\(hrefs)</c:addressbook-multiget>
            """
        let (status, _) = try multistatus("REPORT", book, depth: "1", body: body)
        var result: [String: (etag: String, data: String)] = [:]
        for response in status.responses {
            guard let etag = response.properties["getetag"], let data = response.properties["address-data"] else { continue }
            result[Self.path(response.href, relativeTo: book)] = (etag, data)
        }
        return result
    }

    /// PUTs a card. `etag` `nil` creates it (`If-None-Match: *`); otherwise it replaces
    /// that version (`If-Match`). Returns the new etag (`nil` when the server did not
    /// say), or throws ``_CardDAVConflict`` on 412.
    func put(_ data: Data, at path: String, in book: URL, ifMatch etag: String?) throws -> String? {
        let url = URL(string: path, relativeTo: book)!.absoluteURL
        var headers = ["Content-Type": "text/vcard; charset=utf-8"]
        if let etag { headers["If-Match"] = etag } else { headers["If-None-Match"] = "*" }
        let reply = try send("PUT", url, headers: headers, body: data)
        if reply.status == 412 { throw _CardDAVConflict() }
        guard (200..<300).contains(reply.status) else {
            throw CNError(.communicationError, userInfo: [NSLocalizedDescriptionKey: "PUT \(url.path) answered HTTP \(reply.status)."])
        }
        return reply.header("ETag")
    }

    /// DELETEs a card if it is still at version `etag`; throws ``_CardDAVConflict`` on 412.
    func delete(at path: String, in book: URL, ifMatch etag: String) throws {
        let url = URL(string: path, relativeTo: book)!.absoluteURL
        let reply = try send("DELETE", url, headers: ["If-Match": etag])
        if reply.status == 412 { throw _CardDAVConflict() }
        guard (200..<300).contains(reply.status) || reply.status == 404 else {
            throw CNError(.communicationError, userInfo: [NSLocalizedDescriptionKey: "DELETE \(url.path) answered HTTP \(reply.status)."])
        }
    }

    // MARK: Helpers

    static func propfind(_ properties: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:prop>\(properties)</d:prop></d:propfind>
        """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The path of an href, which servers write as a path or a full URL.
    static func path(_ href: String, relativeTo base: URL) -> String {
        (URL(string: href, relativeTo: base)?.absoluteURL.path).map { $0.removingPercentEncoding ?? $0 } ?? href
    }
}

/// A 412 Precondition Failed: the card changed on the server since it was read.
struct _CardDAVConflict: Error {}

/// No answer from the server: no connection, a dropped connection or a timeout. The
/// request may or may not have arrived; edits made then wait in the offline queue.
struct _CardDAVUnreachable: Error {
    /// The error the app sees: ``CNError`` `.communicationError`.
    var error: CNError
}

/// Refuses automatic redirects, so that the client follows them keeping the method, and
/// authentication challenges, remembering their status so that a 401 reaches the client
/// as a response.
private final class _NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var challenged: [Int: Int] = [:]

    /// The status of the refused challenge of a task, once.
    func takeChallengeStatus(of task: URLSessionTask) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return challenged.removeValue(forKey: task.taskIdentifier)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    // Without this, FoundationNetworking leaves a task answered 401 with
    // `WWW-Authenticate` suspended forever
    // (https://github.com/swiftlang/swift-corelibs-foundation/issues/5456).
    // The credentials go in the Authorization header of every request instead.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
        lock.lock()
        challenged[task.taskIdentifier] = status
        lock.unlock()
        completionHandler(.rejectProtectionSpace, nil)
    }
}
