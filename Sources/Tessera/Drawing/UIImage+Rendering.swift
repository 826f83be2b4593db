// What the renderer asks of an image: its pixels at the size of the area it
// covers on screen.

extension UIImage {
    /// Whether views draw this image as a mask in their tint colour.
    ///
    /// True for `.alwaysTemplate`, and for `.automatic` symbol images (as in
    /// UIKit, where symbols default to templates); false otherwise.
    var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: symbol != nil
        }
    }

    /// The image's pixels scaled to `pixelWidth × pixelHeight` for drawing.
    ///
    /// Symbol images are rasterised afresh at that size, so they stay crisp;
    /// other images are resampled from the decoded bitmap (area-averaged when
    /// shrinking, bilinear when enlarging). The last result is cached, so
    /// drawing the same image at the same size every frame costs nothing.
    /// Safe to call from any thread.
    ///
    /// The renderer computes the size from the view's content mode (scale to
    /// fill, aspect fit, aspect fill, centre) and the pixel grid (11 × 11 pt per
    /// half-block pixel); this method does not preserve aspect ratio itself.
    ///
    /// - Parameters:
    ///   - pixelWidth: The width of the result in pixels.
    ///   - pixelHeight: The height of the result in pixels.
    /// - Returns: The scaled pixels; an empty bitmap when either size is zero or less.
    /// - Complexity: O(1) when cached; otherwise O(input + output pixels) for
    ///   bitmaps, O(output pixels) for symbols.
    func bitmap(pixelWidth: Int, pixelHeight: Int) -> Bitmap {
        guard pixelWidth > 0, pixelHeight > 0 else { return Bitmap(width: 0, height: 0) }
        if symbol == nil, pixelWidth == bitmap.width, pixelHeight == bitmap.height { return bitmap }
        if let cached = renderCache.withLock({ $0 }),
            cached.width == pixelWidth, cached.height == pixelHeight
        {
            return cached
        }
        let result: Bitmap
        if let symbol {
            result = symbol.rasterized(
                width: pixelWidth, height: pixelHeight, strokeScale: symbolConfiguration?.strokeScale ?? 1)
        } else {
            result = bitmap.resized(width: pixelWidth, height: pixelHeight)
        }
        renderCache.withLock { $0 = result }
        return result
    }
}
