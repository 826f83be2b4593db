@_spi(TerminalHost) import Tessera

extension TerminalFrameWriter {
    /// UTF-8 bytes of glyphs, without allocating for single scalars.
    enum _GlyphBytes {
        private static let clusterFlag: UInt32 = 0x8000_0000

        /// Appends the bytes the terminal prints for `glyph` (none for a continuation).
        @inline(__always)
        static func append(_ glyph: Glyph, to bytes: inout [UInt8]) {
            let value = glyph.rawValue
            if value < 0x80 {
                bytes.append(UInt8(value))
            } else if value & clusterFlag == 0, let scalar = Unicode.Scalar(value) {
                bytes.append(contentsOf: scalar.utf8)
            } else {
                glyph.appendUTF8(to: &bytes)
            }
        }

        /// The number of bytes ``append(_:to:)`` writes for `glyph`.
        static func count(of glyph: Glyph) -> Int {
            let value = glyph.rawValue
            if value < 0x80 { return 1 }
            if value & clusterFlag == 0, let scalar = Unicode.Scalar(value) { return scalar.utf8.count }
            return glyph.string.utf8.count
        }
    }
}
