import TesseraTestSupport
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
        guard let port = bindToFreeLoopbackPort(listener), listen(listener, 16) == 0 else {
            close(listener)
            throw RadicaleServer.StartFailure(description: "no port for the dropping server")
        }
        self.port = port
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
