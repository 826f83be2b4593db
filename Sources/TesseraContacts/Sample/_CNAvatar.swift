import Foundation

/// Generated contact avatars: the initials in white on a coloured disc, as a PNG.
enum _CNAvatar {
    /// The side of an avatar, in pixels.
    static let size = 96

    /// The disc colours; an avatar's colour is picked by a stable hash of its seed.
    static let palette: [(UInt8, UInt8, UInt8)] = [
        (0xE5, 0x73, 0x73), (0xF0, 0x9A, 0x3E), (0x4C, 0xAF, 0x50), (0x26, 0xA6, 0x9A),
        (0x42, 0x8B, 0xCA), (0x7E, 0x57, 0xC2), (0xEC, 0x40, 0x7A), (0x8D, 0x6E, 0x63),
    ]

    /// A PNG of `initials` (up to two letters A–Z; others are left out) on a disc whose
    /// colour depends on `seed`.
    static func png(initials: String, seed: String) -> Data {
        PNGEncoderInput(pixels: pixels(initials: initials, seed: seed)).data
    }

    /// The colour index of a seed: FNV-1a over its UTF-8, stable across runs.
    static func colorIndex(seed: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in seed.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(palette.count))
    }

    /// The RGBA pixels of an avatar, `size × size × 4` bytes.
    static func pixels(initials: String, seed: String) -> [UInt8] {
        let n = size
        var rgba = [UInt8](repeating: 0, count: n * n * 4)
        let (r, g, b) = palette[colorIndex(seed: seed)]
        // The disc, with its edge smoothed by 4 × 4 samples per pixel.
        let radius = Double(n) / 2
        for y in 0..<n {
            for x in 0..<n {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - radius
                        let dy = Double(y) + (Double(sy) + 0.5) / 4 - radius
                        if dx * dx + dy * dy <= radius * radius { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                let p = (y * n + x) * 4
                rgba[p] = r
                rgba[p + 1] = g
                rgba[p + 2] = b
                rgba[p + 3] = UInt8(inside * 255 / 16)
            }
        }
        // The initials, 5 × 7 glyphs scaled up, centred.
        let glyphs = initials.uppercased().unicodeScalars.compactMap { font[$0] }.prefix(2)
        let scale = 5
        let gap = scale
        let width = glyphs.count * 5 * scale + max(0, glyphs.count - 1) * gap
        var left = (n - width) / 2
        let top = (n - 7 * scale) / 2
        for glyph in glyphs {
            for (row, bits) in glyph.enumerated() {
                for column in 0..<5 where bits & (0x10 >> UInt8(column)) != 0 {
                    for y in 0..<scale {
                        for x in 0..<scale {
                            let p = ((top + row * scale + y) * n + left + column * scale + x) * 4
                            rgba[p] = 0xFF
                            rgba[p + 1] = 0xFF
                            rgba[p + 2] = 0xFF
                            rgba[p + 3] = 0xFF
                        }
                    }
                }
            }
            left += 5 * scale + gap
        }
        return rgba
    }

    /// A square image ready for the encoder.
    private struct PNGEncoderInput {
        var pixels: [UInt8]
        var data: Data { _PNGEncoder.encode(width: _CNAvatar.size, height: _CNAvatar.size, rgba: pixels) }
    }

    /// A 5 × 7 pixel font of the capital letters: seven rows of five bits, leftmost
    /// pixel in bit 4.
    static let font: [Unicode.Scalar: [UInt8]] = [
        "A": [0x0E, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11], "B": [0x1E, 0x11, 0x11, 0x1E, 0x11, 0x11, 0x1E],
        "C": [0x0E, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0E], "D": [0x1E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1E],
        "E": [0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x1F], "F": [0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x10],
        "G": [0x0E, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0F], "H": [0x11, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11],
        "I": [0x0E, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E], "J": [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C],
        "K": [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11], "L": [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1F],
        "M": [0x11, 0x1B, 0x15, 0x15, 0x11, 0x11, 0x11], "N": [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
        "O": [0x0E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E], "P": [0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10],
        "Q": [0x0E, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0D], "R": [0x1E, 0x11, 0x11, 0x1E, 0x14, 0x12, 0x11],
        "S": [0x0F, 0x10, 0x10, 0x0E, 0x01, 0x01, 0x1E], "T": [0x1F, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
        "U": [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E], "V": [0x11, 0x11, 0x11, 0x11, 0x11, 0x0A, 0x04],
        "W": [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0A], "X": [0x11, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0x11],
        "Y": [0x11, 0x11, 0x0A, 0x04, 0x04, 0x04, 0x04], "Z": [0x1F, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1F],
    ]
}
