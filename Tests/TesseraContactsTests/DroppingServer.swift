import CardDAVTestSupport
import Foundation

/// A TCP server on 127.0.0.1 that accepts each connection and closes it at once, without
/// a byte: a dropped connection, for tests that a client reports it and does not hang.
final class DroppingServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let thread: Thread

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(listener, pointer, length) == 0 && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound, listen(listener, 16) == 0 else {
            close(listener)
            throw RadicaleServer.StartFailure(description: "no port for the dropping server")
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let descriptor = listener
        thread = Thread {
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 { return }  // The listener was shut down.
                close(connection)
            }
        }
        thread.start()
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}
