import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A real Radicale CardDAV server (from PyPI) on 127.0.0.1 and a free port, with a
/// temporary storage folder; stopped and removed by `stop()`.
///
/// Without `users` it runs `--auth-type none`; with them, basic authentication against an
/// htpasswd file of plain-text passwords. `interrupt()` and `resume()` take it off the
/// network and back on the same port and storage, for offline tests.
///
/// If Radicale cannot be started the test fails, naming the fix:
/// `python3 -m pip install radicale==3.9.0`.
final class RadicaleServer: @unchecked Sendable {
    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-radicale-\(UUID().uuidString)")
    let port: Int
    private var process = Process()
    private let arguments: [String]
    /// The credentials of the server's own requests (`request`).
    let credentials: (user: String, password: String)
    var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    init(users: [String: String]? = nil) throws {
        port = try Self.freePort()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = [
            "python3", "-m", "radicale", "--config", "", "--server-hosts", "127.0.0.1:\(port)",
            "--storage-filesystem-folder", folder.appendingPathComponent("collections").path,
            "--logging-level", "error",
        ]
        if let users {
            let file = folder.appendingPathComponent("users")
            try Data(users.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)\n" }.joined().utf8).write(to: file)
            arguments += [
                "--auth-type", "htpasswd", "--auth-htpasswd-filename", file.path, "--auth-htpasswd-encryption", "plain",
            ]
            credentials = users["ada"].map { ("ada", $0) } ?? ("ada", "secret")
        } else {
            arguments += ["--auth-type", "none"]
            credentials = ("ada", "secret")
        }
        self.arguments = arguments
        try launch()
    }

    private func launch() throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let log = folder.appendingPathComponent("radicale.log")
        if !FileManager.default.fileExists(atPath: log.path) { FileManager.default.createFile(atPath: log.path, contents: nil) }
        let handle = try FileHandle(forWritingTo: log)
        handle.seekToEndOfFile()
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "Radicale could not be started (\(error)). Install it: python3 -m pip install radicale==3.9.0")
        }
        // A bounded poll until the server accepts connections (at most 15 s).
        for _ in 0..<300 {
            if !process.isRunning { break }
            if Self.accepts(port: port) { return }
            usleep(50_000)
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        stop()
        throw StartFailure(description: "Radicale did not start on port \(port): \(output.suffix(600)) — install it with: python3 -m pip install radicale==3.9.0")
    }

    /// Takes the server off the network, keeping its storage: connections are refused.
    func interrupt() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Starts the server again on the same port and storage.
    func resume() throws { try launch() }

    func stop() {
        if process.isRunning {
            // Radicale's threaded server does not stop on SIGTERM; SIGKILL is immediate.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        if ProcessInfo.processInfo.environment["TESSERA_KEEP_RADICALE"] == nil { try? FileManager.default.removeItem(at: folder) }
    }

    /// Another client of the server: raw HTTP as user `ada`.
    @discardableResult
    func request(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) throws -> (status: Int, body: String, etag: String?) {
        var request = URLRequest(url: URL(string: path, relativeTo: url)!)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        request.setValue(
            "Basic " + Data("\(credentials.user):\(credentials.password)".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        final class Box: @unchecked Sendable { var result: (Int, String, String?)? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            if let http = response as? HTTPURLResponse {
                box.result = (http.statusCode, String(decoding: data ?? Data(), as: UTF8.self), http.value(forHTTPHeaderField: "ETag"))
            }
            done.signal()
        }.resume()
        done.wait()
        guard let result = box.result else { throw StartFailure(description: "\(method) \(path) got no answer") }
        return result
    }

    /// Creates the address book `/ada/<name>/`.
    func makeAddressBook(_ name: String, displayName: String) throws {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:mkcol xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:set><d:prop>\
            <d:resourcetype><d:collection/><c:addressbook/></d:resourcetype><d:displayname>\(displayName)</d:displayname>\
            </d:prop></d:set></d:mkcol>
            """
        let status = try request("MKCOL", "/ada/\(name)/", body: body, headers: ["Content-Type": "application/xml"]).status
        guard status == 201 else { throw StartFailure(description: "MKCOL answered \(status)") }
    }

    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw StartFailure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
