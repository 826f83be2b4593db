extension UIImage {
    /// How the stored pixels of a photo are turned to display it upright.
    ///
    /// UIKit keeps the stored pixels and applies the orientation when drawing.
    /// Tessera applies it once, when decoding: `size` and every drawing are
    /// already upright, and `imageOrientation` reports what the file recorded,
    /// for code that inspects it.
    public enum Orientation: Int, Sendable {
        /// The default orientation.
        case up = 0
        /// Rotated 180°.
        case down = 1
        /// Rotated 90° counter-clockwise.
        case left = 2
        /// Rotated 90° clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically.
        case downMirrored = 5
        /// Flipped horizontally and rotated 90° counter-clockwise.
        case leftMirrored = 6
        /// Flipped horizontally and rotated 90° clockwise.
        case rightMirrored = 7

        /// The orientation an EXIF orientation tag (1...8) describes; `.up` for others.
        init(exifOrientation: Int) {
            switch exifOrientation {
            case 2: self = .upMirrored
            case 3: self = .down
            case 4: self = .downMirrored
            case 5: self = .leftMirrored
            case 6: self = .right
            case 7: self = .rightMirrored
            case 8: self = .left
            default: self = .up
            }
        }
    }
}
