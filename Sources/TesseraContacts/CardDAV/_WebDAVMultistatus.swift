import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One `<response>` of a WebDAV multistatus (RFC 4918 §14.24).
struct _WebDAVResponse: Sendable {
    /// The resource, as the server wrote it (a path, usually).
    var href: String
    /// The response's own status (sync-collection reports deletions with 404), or `nil`.
    var status: Int?
    /// The text of each property found with status 200, by local name (`getetag`, `address-data`, …).
    var properties: [String: String] = [:]
    /// The `<href>`s inside properties, by the property's local name (`current-user-principal`, …).
    var hrefs: [String: [String]] = [:]
    /// The local names inside `<resourcetype>` (`collection`, `addressbook`).
    var resourceTypes: Set<String> = []
}

/// A parsed multistatus: its responses and, for sync-collection, the new token.
struct _WebDAVMultistatus: Sendable {
    var responses: [_WebDAVResponse] = []
    var syncToken: String?

    /// Parses a multistatus body.
    ///
    /// - Throws: ``CNError`` `.communicationError` when the body is not XML.
    init(data: Data) throws {
        let reader = _Reader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else {
            throw CNError(.communicationError, userInfo: [NSLocalizedDescriptionKey: "The CardDAV server's answer is not XML."])
        }
        responses = reader.responses
        syncToken = reader.syncToken
    }

    /// Collects responses while XMLParser walks the document.
    private final class _Reader: NSObject, XMLParserDelegate {
        var responses: [_WebDAVResponse] = []
        var syncToken: String?
        private var stack: [String] = []
        private var text = ""
        private var response: _WebDAVResponse?
        private var pending = _WebDAVResponse(href: "")
        private var pendingStatus: Int?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(name)
            text = ""
            switch name {
            case "response": response = _WebDAVResponse(href: "")
            case "propstat":
                pending = _WebDAVResponse(href: "")
                pendingStatus = nil
            default:
                if stack.dropLast().last == "resourcetype" { pending.resourceTypes.insert(name) }
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
            let parent = stack.last
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            switch name {
            case "href" where parent == "response":
                response?.href = value
            case "href":
                // An href inside a property (`current-user-principal`, `addressbook-home-set`).
                if let property = stack.last, stack.contains("prop") { pending.hrefs[property, default: []].append(value) }
            case "status" where parent == "propstat":
                pendingStatus = Self.code(value)
            case "status" where parent == "response":
                response?.status = Self.code(value)
            case "propstat":
                if pendingStatus == nil || pendingStatus == 200 {
                    response?.properties.merge(pending.properties) { $1 }
                    response?.hrefs.merge(pending.hrefs) { $1 }
                    response?.resourceTypes.formUnion(pending.resourceTypes)
                }
            case "response":
                if let response { responses.append(response) }
                response = nil
            case "sync-token" where parent == "multistatus":
                syncToken = value
            default:
                if parent == "prop" { pending.properties[name] = value }
            }
            text = ""
        }

        /// The code of `HTTP/1.1 404 Not Found`.
        static func code(_ status: String) -> Int? {
            let parts = status.split(separator: " ")
            return parts.count >= 2 ? Int(parts[1]) : nil
        }
    }
}
