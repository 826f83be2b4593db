import Foundation

/// ASCII helpers on bytes.
enum _ascii {
    @inline(__always) static func upper(_ b: UInt8) -> UInt8 {
        (b >= 0x61 && b <= 0x7A) ? b &- 0x20 : b
    }

    @inline(__always) static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D
            || b == 0x5F
    }

    /// `s` without leading and trailing spaces and tabs.
    static func trimmed(_ s: String) -> String {
        let utf8 = s.utf8
        guard let first = utf8.first, let last = utf8.last,
            first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
        else { return s }
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end && (utf8[start] == 0x20 || utf8[start] == 0x09) { start = utf8.index(after: start) }
        while end > start {
            let before = utf8.index(before: end)
            guard utf8[before] == 0x20 || utf8[before] == 0x09 else { break }
            end = before
        }
        return String(s[start..<end])
    }

    /// The index of the first CR or LF of `bytes` at or after `start`, or `bytes.count`.
    ///
    /// Two `memchr` calls (vectorised; most lines end in LF or CRLF, and the second one
    /// only looks before the LF): fewer instructions than any byte loop here.
    @inline(__always) static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let base = bytes.baseAddress!
        let count = bytes.count
        let lf = memchr(base + start, 0x0A, count &- start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
        guard let cr = memchr(base + start, 0x0D, lf &- start) else { return lf }
        return UnsafePointer(cr.assumingMemoryBound(to: UInt8.self)) - base
    }

    static func isBlank(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in buffer where b != 0x20 && b != 0x09 { return false }
        return true
    }

    static func upperString(_ buffer: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: buffer.count) { out in
            for i in 0..<buffer.count { out[i] = upper(buffer[i]) }
            return buffer.count
        }
    }

    @inline(__always) static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }
}
