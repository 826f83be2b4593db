@_spi(TerminalHost) import Tessera

extension TerminalFrameWriter {
    /// Two hashes per row of a canvas: of the whole row, and of the row without its last
    /// column (so that a scroll indicator on the right edge doesn't hide a scrolled row).
    struct _RowHashes: Sendable {
        var full: [UInt64] = []
        var core: [UInt64] = []

        /// Recomputes the hashes for `canvas`, reusing the storage.
        ///
        /// - Complexity: O(`canvas.columns × canvas.rows`), no allocation once the arrays are
        ///   large enough.
        mutating func compute(for canvas: Canvas) {
            let rows = canvas.rows
            let columns = canvas.columns
            full.removeAll(keepingCapacity: true)
            core.removeAll(keepingCapacity: true)
            canvas.cells.withUnsafeBufferPointer { cells in
                for row in 0..<rows {
                    let base = row * columns
                    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                    for column in 0..<max(0, columns - 1) {
                        hash = Self.mix(hash, cells[base + column])
                    }
                    core.append(hash)
                    full.append(columns > 0 ? Self.mix(hash, cells[base + columns - 1]) : hash)
                }
            }
        }

        @inline(__always)
        private static func mix(_ hash: UInt64, _ cell: Canvas.Cell) -> UInt64 {
            let a = UInt64(cell.glyph.rawValue) | UInt64(cell.attributes.rawValue) << 32
            let b = UInt64(cell.foreground.rawValue) | UInt64(cell.background.rawValue) << 32
            var h = (hash ^ a) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            h = (h ^ b) &* 0xBF58_476D_1CE4_E5B9
            return h ^ (h >> 31)
        }
    }
}
