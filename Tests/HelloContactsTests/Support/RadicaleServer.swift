import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A Radicale CardDAV server (`python3 -m pip install radicale`) on 127.0.0.1, with a
/// temporary storage folder and no authentication; `stop()` ends it and removes the folder.
final class RadicaleServer: @unchecked Sendable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hello-contacts-radicale-\(UUID().uuidString)")
    private let process = Process()
    let port: Int
    var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// Starts the server and waits until its log says it listens: no polling, no sleeping.
    init() throws {
        port = try Self.freePort()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-m", "radicale", "--config", "", "--server-hosts", "127.0.0.1:\(port)",
            "--storage-filesystem-folder", folder.appendingPathComponent("collections").path,
            "--auth-type", "none", "--logging-level", "info",
        ]
        let log = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        try process.run()
        var output = ""
        // Each read blocks until Radicale writes; an exit closes the pipe and ends the loop.
        while !output.contains("Listening on"), case let chunk = log.fileHandleForReading.availableData, !chunk.isEmpty {
            output += String(decoding: chunk, as: UTF8.self)
        }
        try #require(output.contains("Listening on"), "Radicale did not start (python3 -m pip install radicale): \(output.suffix(400))")
        // Keep draining the log so that Radicale never blocks on a full pipe.
        log.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Sends a request as `ada`; returns the status.
    @discardableResult
    func request(_ method: String, _ path: String, body: String? = nil, contentType: String? = nil) throws -> Int {
        var request = URLRequest(url: URL(string: path, relativeTo: url)!)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        request.setValue("Basic " + Data("ada:secret".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        final class Box: @unchecked Sendable { var status: Int? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            box.status = (response as? HTTPURLResponse)?.statusCode
            done.signal()
        }.resume()
        done.wait()
        return try #require(box.status, "\(method) \(path) got no answer")
    }

    /// Creates the address book `/ada/<name>/` holding `cards` (file name → vCard).
    func makeAddressBook(_ name: String, cards: [String: String]) throws {
        let mkcol = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:mkcol xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:set><d:prop>\
            <d:resourcetype><d:collection/><c:addressbook/></d:resourcetype><d:displayname>\(name)</d:displayname>\
            </d:prop></d:set></d:mkcol>
            """
        try #require(try request("MKCOL", "/ada/\(name)/", body: mkcol, contentType: "application/xml") == 201)
        for (file, card) in cards {
            try #require(try request("PUT", "/ada/\(name)/\(file)", body: card, contentType: "text/vcard") == 201)
        }
    }

    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound, "no free port")
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
