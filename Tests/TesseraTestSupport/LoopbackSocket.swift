import Foundation

/// Binds the TCP socket `descriptor` to 127.0.0.1 on a port the kernel picks; the port, or
/// `nil` when it cannot be bound.
public func bindToFreeLoopbackPort(_ descriptor: Int32) -> Int? {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
            bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
        }
    }
    return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
}
