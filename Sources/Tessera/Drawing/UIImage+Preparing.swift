import Dispatch
import Foundation

// Loading images for display. UIKit decodes lazily and offers these methods to
// move decoding off the main thread; Tessera decodes when the image is created,
// so "preparing for display" returns an equivalent image at once, and
// thumbnails are a resampling of the decoded pixels.

extension UIImage {
    /// Returns a thumbnail of the image at the given size.
    ///
    /// The thumbnail is exactly `size` (rounded to whole pixels, at scale 1),
    /// area-averaged from the full image, whatever the aspect ratios; compute an
    /// aspect-fitting size first to keep proportions. A symbol image is
    /// rasterised at that size.
    ///
    /// - Parameter size: The thumbnail's size in points (and pixels).
    /// - Returns: The thumbnail, or `nil` when `size` or the image is empty.
    /// - Complexity: O(input + output pixels).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        let width = Int(size.width.rounded())
        let height = Int(size.height.rounded())
        guard width > 0, height > 0, !bitmap.pixels.isEmpty || symbol != nil else { return nil }
        let pixels = bitmap(pixelWidth: width, pixelHeight: height)
        return UIImage(bitmap: pixels, scale: 1, renderingMode: renderingMode)
    }

    /// Creates a thumbnail on a background queue and passes it to `completionHandler`
    /// there.
    ///
    /// - Parameters:
    ///   - size: The thumbnail's size; see `preparingThumbnail(of:)`.
    ///   - completionHandler: Called once, on a background queue, with the
    ///     thumbnail or `nil`.
    @preconcurrency public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completionHandler(self.preparingThumbnail(of: size))
        }
    }

    /// Creates a thumbnail; the asynchronous form of `preparingThumbnail(of:)`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// Returns an image ready to draw without further decoding.
    ///
    /// Tessera images are decoded when created, so this returns the image itself.
    ///
    /// - Returns: This image, or `nil` for an empty image.
    /// - Complexity: O(1).
    public func preparingForDisplay() -> UIImage? {
        bitmap.pixels.isEmpty && symbol == nil ? nil : self
    }

    /// Passes an image ready to draw to `completionHandler`, on a background queue.
    @preconcurrency public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completionHandler(self.preparingForDisplay())
        }
    }

    /// Returns an image ready to draw; the asynchronous form of `preparingForDisplay()`.
    public func byPreparingForDisplay() async -> UIImage? {
        preparingForDisplay()
    }
}
