import Foundation

extension UIImage {
    /// Returns the image as a PNG file.
    ///
    /// PNG is lossless: decoding the result gives back the same pixels. A symbol
    /// image is encoded as its white-on-transparent mask.
    ///
    /// - Returns: The PNG data, or `nil` for an empty image.
    /// - Complexity: O(*n*) in the number of pixels.
    public func pngData() -> Data? {
        try? bitmap.pngData()
    }

    /// Returns the image as a JPEG file.
    ///
    /// JPEG has no transparency: transparent areas come out black, as in UIKit.
    ///
    /// - Parameter compressionQuality: From 0.0 (smallest file, lowest quality)
    ///   to 1.0 (largest file, best quality); values outside are clamped.
    /// - Returns: The JPEG data, or `nil` for an empty image.
    /// - Complexity: O(*n*) in the number of pixels.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let clamped = min(max(compressionQuality.isNaN ? 0 : compressionQuality, 0), 1)
        return try? bitmap.jpegData(quality: Int((clamped * 100).rounded()))
    }
}
