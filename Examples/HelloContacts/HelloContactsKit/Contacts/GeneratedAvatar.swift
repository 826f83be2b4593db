import Foundation

/// Avatars for generated contacts: a coloured disc on a transparent 16 × 16 square, as PNG data.
///
/// The discs ship with the app as resources (`Resources/Avatars`), as an iOS app ships
/// pictures in its asset catalog: an avatar is 4 × 4 half-block pixels on screen, so 16
/// pixels keep the disc's edge smooth when it is scaled down.
enum GeneratedAvatar {
    /// One PNG per colour, read once: contacts share the bytes, as photos of the same file
    /// would, while each `Contact` still decodes its own image.
    static let pngs: [Data] = (0..<8).map { index in
        guard let url = Bundle.module.url(forResource: "avatar-\(index)", withExtension: "png", subdirectory: "Avatars"),
            let data = try? Data(contentsOf: url)
        else { preconditionFailure("avatar-\(index).png is missing from the app's resources") }
        return data
    }

    /// The PNG of the disc in colour `index`, cycling through the colours.
    static func png(colorIndex index: Int) -> Data {
        pngs[index % pngs.count]
    }
}
