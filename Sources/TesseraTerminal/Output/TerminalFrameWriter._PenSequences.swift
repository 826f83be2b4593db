import Tessera

extension TerminalFrameWriter {
    /// The SGR bytes of pen changes already written, so that later frames append cached bytes
    /// instead of formatting the same change again.
    ///
    /// The bytes come from ``ANSIEncoder``: a change from pen `a` to pen `b` is what an encoder
    /// whose pen is `a` writes for `b` (from an unknown pen, it starts with a reset).
    struct _PenSequences: Sendable {
        let colorMode: ANSIEncoder.ColorMode
        private var sequences: [_PenTransition: [UInt8]] = [:]
        /// Distinct changes kept before the cache starts over.
        private static let limit = 4096

        init(colorMode: ANSIEncoder.ColorMode) {
            self.colorMode = colorMode
        }

        /// Appends the bytes that change the pen from `old` (`nil`: unknown) to `new`.
        ///
        /// - Complexity: O(1) amortized; allocates only for a change not seen before.
        mutating func append(from old: _Style?, to new: _Style, to bytes: inout [UInt8]) {
            let key = _PenTransition(from: old, to: new)
            if let cached = sequences[key] {
                bytes.append(contentsOf: cached)
                return
            }
            var encoder = ANSIEncoder(colorMode: colorMode)
            var sequence: [UInt8] = []
            if let old {
                encoder.setPen(for: old.cell, into: &sequence)
                sequence.removeAll()
            }
            encoder.setPen(for: new.cell, into: &sequence)
            if sequences.count >= Self.limit { sequences.removeAll(keepingCapacity: true) }
            sequences[key] = sequence
            bytes.append(contentsOf: sequence)
        }
    }

    /// A change of pen, the key of ``_PenSequences``.
    struct _PenTransition: Hashable, Sendable {
        var from: _Style?
        var to: _Style
    }
}
