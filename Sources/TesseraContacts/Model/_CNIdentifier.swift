import Foundation

/// Fresh identifiers for contacts and labeled values, in UUID form.
///
/// `UUID()` asks the kernel for randomness and formats through `printf`; reading an
/// address book makes one identifier per phone number, email and address, so this
/// generator draws from a SplitMix64 stream seeded once from the system generator.
/// The identifiers are random-looking version 4 UUIDs, unique within the process.
enum _CNIdentifier {
    private final class Generator: @unchecked Sendable {
        let lock = NSLock()
        var state: UInt64

        init() {
            var system = SystemRandomNumberGenerator()
            state = system.next()
        }

        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let generator = Generator()

    /// A new identifier such as `1B4E28BA-2FA1-41D2-883F-0016D3CCA427`.
    static func make() -> String {
        var high = generator.next()
        var low = generator.next()
        // Version 4, RFC 4122 variant.
        high = (high & ~0xF000) | 0x4000
        low = (low & ~(0xC000_0000_0000_0000 as UInt64)) | 0x8000_0000_0000_0000
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        return String(unsafeUninitializedCapacity: 36) { out in
            var i = 0
            func put(_ value: UInt64, nibbles: Int) {
                for n in stride(from: nibbles - 1, through: 0, by: -1) {
                    out[i] = hex[Int((value >> (UInt64(n) * 4)) & 0xF)]
                    i += 1
                }
            }
            put(high >> 32, nibbles: 8); out[i] = 0x2D; i += 1
            put(high >> 16, nibbles: 4); out[i] = 0x2D; i += 1
            put(high, nibbles: 4); out[i] = 0x2D; i += 1
            put(low >> 48, nibbles: 4); out[i] = 0x2D; i += 1
            put(low, nibbles: 12)
            return i
        }
    }
}
