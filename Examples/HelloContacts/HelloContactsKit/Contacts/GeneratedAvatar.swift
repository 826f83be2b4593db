import Foundation
import Tessera

/// Avatars for generated contacts: a coloured disc on a transparent square, as PNG data.
///
/// An iOS app would draw these with `UIGraphicsImageRenderer`; Tessera has none yet, so the
/// pixels are set directly through the package's `Bitmap` and encoded with `pngData()`.
enum GeneratedAvatar {
    /// The side of an avatar, in pixels: an avatar is 4 × 4 half-block pixels on screen,
    /// so 16 keeps the disc's edge smooth when it is scaled down.
    static let side = 16

    /// Disc colours, picked by a contact's index.
    static let palette: [RGBA8] = [
        RGBA8(r: 0xE5, g: 0x73, b: 0x73), RGBA8(r: 0xF0, g: 0x9A, b: 0x3E), RGBA8(r: 0x4C, g: 0xAF, b: 0x50),
        RGBA8(r: 0x26, g: 0xA6, b: 0x9A), RGBA8(r: 0x42, g: 0x8B, b: 0xCA), RGBA8(r: 0x7E, g: 0x57, b: 0xC2),
        RGBA8(r: 0xEC, g: 0x40, b: 0x7A), RGBA8(r: 0x8D, g: 0x6E, b: 0x63),
    ]

    /// One PNG per colour, encoded once: contacts share the bytes, as photos of the same
    /// file would, while each `Contact` still decodes its own image.
    static let pngs: [Data] = palette.map(png(color:))

    /// The PNG of the disc in `palette[index % palette.count]`.
    static func png(colorIndex index: Int) -> Data {
        pngs[index % pngs.count]
    }

    private static func png(color: RGBA8) -> Data {
        var bitmap = Bitmap(width: side, height: side)
        let radius = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - radius
                let dy = Double(y) + 0.5 - radius
                if dx * dx + dy * dy <= radius * radius { bitmap[x, y] = color }
            }
        }
        return UIImage(bitmap: bitmap).pngData() ?? Data()
    }
}
