import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real Radicale CardDAV server (from PyPI) on 127.0.0.1 and a free port, with a
/// temporary storage folder; stopped and removed by `stop()`.
///
/// Without `users` it runs `--auth-type none`; with them, basic authentication against an
/// htpasswd file of plain-text passwords. `interrupt()` and `resume()` take it off the
/// network and back on the same port and storage, for offline tests.
///
/// The first server of a machine installs the pinned Radicale under the package's
/// `.build/test-tools` (see `Installation`). If that or the start fails, the test fails
/// with the reason and the command to run by hand.
public final class RadicaleServer: @unchecked Sendable {
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// An answer to `request`.
    public struct Response: CustomStringConvertible {
        public var status: Int
        public var body: String
        public var etag: String?
        public var description: String { "\(status)" }

        /// Compares the status, for callers that only check it.
        public static func == (response: Response, status: Int) -> Bool { response.status == status }
    }

    public let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-radicale-\(UUID().uuidString)")
    public let port: Int
    private var process = Process()
    private let arguments: [String]
    private let pythonPath: String?
    /// The credentials of the server's own requests (`request`).
    public let credentials: (user: String, password: String)
    public var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    public init(users: [String: String]? = nil) throws {
        pythonPath = try Installation.pythonPath.get()
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
        if let pythonPath {
            var environment = ProcessInfo.processInfo.environment
            environment["PYTHONPATH"] = pythonPath
            process.environment = environment
        }
        let log = folder.appendingPathComponent("radicale.log")
        if !FileManager.default.fileExists(atPath: log.path) { _ = FileManager.default.createFile(atPath: log.path, contents: nil) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "Radicale could not be started (\(error)). \(Installation.advice)")
        }
        // A bounded poll until the server accepts connections (at most 15 s).
        for _ in 0..<300 {
            if !process.isRunning { break }
            if Self.accepts(port: port) { return }
            usleep(50_000)
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        stop()
        throw StartFailure(description: "Radicale did not start on port \(port): \(output.suffix(600)) — \(Installation.advice)")
    }

    /// Takes the server off the network, keeping its storage: connections are refused.
    public func interrupt() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Starts the server again on the same port and storage.
    public func resume() throws { try launch() }

    public func stop() {
        if process.isRunning {
            // Radicale's threaded server does not stop on SIGTERM; SIGKILL is immediate.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        if ProcessInfo.processInfo.environment["TESSERA_KEEP_RADICALE"] == nil { try? FileManager.default.removeItem(at: folder) }
    }

    /// Another client of the server: raw HTTP as `credentials`.
    @discardableResult
    public func request(
        _ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:], contentType: String? = nil
    ) throws -> Response {
        var request = URLRequest(url: URL(string: path, relativeTo: url)!)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        request.setValue(
            "Basic " + Data("\(credentials.user):\(credentials.password)".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        final class Box: @unchecked Sendable { var response: Response? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            if let http = response as? HTTPURLResponse {
                box.response = Response(
                    status: http.statusCode, body: String(decoding: data ?? Data(), as: UTF8.self), etag: http.value(forHTTPHeaderField: "ETag"))
            }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 90) == .success, let response = box.response else {
            throw StartFailure(description: "\(method) \(path) got no answer")
        }
        return response
    }

    /// Creates the address book `/ada/<name>/`.
    public func makeAddressBook(_ name: String, displayName: String) throws {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:mkcol xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:set><d:prop>\
            <d:resourcetype><d:collection/><c:addressbook/></d:resourcetype><d:displayname>\(displayName)</d:displayname>\
            </d:prop></d:set></d:mkcol>
            """
        let status = try request("MKCOL", "/ada/\(name)/", body: body, contentType: "application/xml").status
        guard status == 201 else { throw StartFailure(description: "MKCOL /ada/\(name)/ answered \(status)") }
    }

    /// Creates the address book `/ada/<name>/` (displayed as `name`) holding `cards` (file name → vCard).
    public func makeAddressBook(_ name: String, cards: [String: String]) throws {
        try makeAddressBook(name, displayName: name)
        for (file, card) in cards.sorted(by: { $0.key < $1.key }) {
            let status = try request("PUT", "/ada/\(name)/\(file)", body: card, contentType: "text/vcard").status
            guard status == 201 else { throw StartFailure(description: "PUT /ada/\(name)/\(file) answered \(status)") }
        }
    }

    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        guard let port = bindToFreeLoopbackPort(fd) else { throw StartFailure(description: "no free port") }
        return port
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

extension RadicaleServer {
    /// The pinned Radicale, installed once per package checkout by pip into
    /// `<package>/.build/test-tools/radicale-<version>`: into a sibling `.partial` folder
    /// first, renamed into place when pip succeeds, under an `flock` shared by all test
    /// processes. Every wait is bounded.
    enum Installation {
        static let version = "3.9.0"
        /// The package root: this file is `Tests/TesseraTestSupport/RadicaleServer.swift`.
        static let tools = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/test-tools")
        static let folder = tools.appendingPathComponent("radicale-\(version)")
        static let pipTimeout: TimeInterval = 600

        static var command: String {
            "python3 -m pip install --disable-pip-version-check --quiet --target \(folder.path) radicale==\(version)"
        }
        static var advice: String { "Radicale \(version) is installed for the tests by: \(command)" }

        /// `PYTHONPATH` for the server: the pinned folder, or nil when only a system-wide
        /// Radicale (imported without it) is there; made once per process.
        static let pythonPath: Result<String?, any Error> = Result { try install() }

        private static func install() throws -> String? {
            let files = FileManager.default
            // The folder only ever appears by the rename below, so its existence means complete.
            if files.fileExists(atPath: folder.path) { return folder.path }
            try files.createDirectory(at: tools, withIntermediateDirectories: true)
            let lock = try lockExclusively(tools.appendingPathComponent("radicale-\(version).lock"), within: pipTimeout + 60)
            defer { close(lock) }
            if files.fileExists(atPath: folder.path) { return folder.path }

            let partial = tools.appendingPathComponent("radicale-\(version).partial")
            let log = tools.appendingPathComponent("radicale-\(version).pip.log")
            try? files.removeItem(at: partial)
            let status = try run(
                [
                    "python3", "-m", "pip", "install", "--disable-pip-version-check", "--quiet", "--target", partial.path,
                    "radicale==\(version)",
                ], log: log, timeout: pipTimeout)
            if status == 0, rename(partial.path, folder.path) == 0 { return folder.path }
            try? files.removeItem(at: partial)
            // A system-wide Radicale still serves when pip cannot reach PyPI.
            if (try? run(["python3", "-c", "import radicale"], log: nil, timeout: 60)) == 0 { return nil }
            let output = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").suffix(800)
            let reason = status.map { "pip exited with status \($0)" } ?? "pip did not finish within \(Int(pipTimeout)) s"
            throw StartFailure(description: "Installing Radicale \(version) for the tests failed (\(reason)): \(output)\nRun by hand: \(command)")
        }

        /// Runs `arguments` through `/usr/bin/env` with its output in `log`; the exit status, or
        /// nil when it was killed after `timeout` seconds.
        private static func run(_ arguments: [String], log: URL?, timeout: TimeInterval) throws -> Int32? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            let output: FileHandle
            if let log {
                _ = FileManager.default.createFile(atPath: log.path, contents: nil)
                output = try FileHandle(forWritingTo: log)
            } else {
                output = FileHandle.nullDevice
            }
            defer { if log != nil { try? output.close() } }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = output
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            do {
                try process.run()
            } catch {
                throw StartFailure(description: "python3 could not be run (\(error)). \(advice)")
            }
            if exited.wait(timeout: .now() + timeout) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
                return nil
            }
            return process.terminationStatus
        }

        /// Opens `file` and takes its exclusive `flock`, waiting at most `seconds` for another
        /// process's install; closing the returned descriptor releases it.
        private static func lockExclusively(_ file: URL, within seconds: TimeInterval) throws -> Int32 {
            let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw StartFailure(description: "cannot open \(file.path): errno \(errno)") }
            final class State: @unchecked Sendable {
                let lock = NSLock()
                var finished = false
                var locked = false
                var gaveUp = false
            }
            let state = State()
            let done = DispatchSemaphore(value: 0)
            // flock has no timeout: it blocks on its own thread, which closes the descriptor
            // itself if the wait below gave up first.
            Thread.detachNewThread {
                let locked = flock(fd, LOCK_EX) == 0
                state.lock.lock()
                defer { state.lock.unlock() }
                if state.gaveUp {
                    close(fd)
                } else {
                    (state.finished, state.locked) = (true, locked)
                    done.signal()
                }
            }
            _ = done.wait(timeout: .now() + seconds)
            state.lock.lock()
            defer { state.lock.unlock() }
            guard state.finished else {
                state.gaveUp = true
                throw StartFailure(description: "another test process held \(file.path) for \(Int(seconds)) s. \(advice)")
            }
            guard state.locked else {
                close(fd)
                throw StartFailure(description: "cannot lock \(file.path). \(advice)")
            }
            return fd
        }
    }
}
