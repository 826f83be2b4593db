import CZlib

extension TerminalFrameWriter {
    /// zlib (RFC 1950) compression of the pixels sent to kitty-graphics terminals: drawings are
    /// mostly runs of a few colours, so they shrink many times over (see `_KittyCommand`).
    enum _Zlib {
        /// `bytes` compressed at zlib's fastest level, or `nil` when that would not make them
        /// smaller.
        ///
        /// - Complexity: O(`bytes.count`).
        static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
            var length = compressBound(uLong(bytes.count))
            var output = [UInt8](repeating: 0, count: Int(length))
            let status = output.withUnsafeMutableBufferPointer { out in
                bytes.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, uLong(bytes.count), Z_BEST_SPEED) }
            }
            guard status == Z_OK, Int(length) < bytes.count else { return nil }
            output.removeSubrange(Int(length)...)
            return output
        }
    }
}
