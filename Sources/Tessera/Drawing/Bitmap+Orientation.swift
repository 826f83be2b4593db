// EXIF orientation: cameras store pixels as the sensor read them and record in
// the file how to turn them upright. Tessera applies that turn when decoding,
// so every `Bitmap` the renderer sees is upright.

extension Bitmap {
    /// Returns the bitmap turned upright according to an EXIF orientation tag.
    ///
    /// The tag says where the stored rows and columns belong on screen: 1 is
    /// already upright, 3 is upside down, 6 must be turned 90° clockwise, 8 90°
    /// counter-clockwise, and 2, 4, 5, 7 are the mirrored variants. Orientations
    /// 5 to 8 swap width and height.
    ///
    /// - Parameter orientation: The EXIF orientation, 1...8; other values are
    ///   treated as 1.
    /// - Returns: The upright bitmap.
    /// - Complexity: O(*n*) in the number of pixels; O(1) for orientation 1.
    func applyingEXIFOrientation(_ orientation: Int) -> Bitmap {
        guard (2...8).contains(orientation) else { return self }
        let swapsAxes = orientation >= 5
        let newWidth = swapsAxes ? height : width
        let newHeight = swapsAxes ? width : height
        let w = width
        let h = height
        // For each output pixel (x, y), the stored pixel that belongs there.
        let source: (Int, Int) -> Int
        switch orientation {
        case 2: source = { x, y in y * w + (w - 1 - x) }
        case 3: source = { x, y in (h - 1 - y) * w + (w - 1 - x) }
        case 4: source = { x, y in (h - 1 - y) * w + x }
        case 5: source = { x, y in x * w + y }
        case 6: source = { x, y in (h - 1 - x) * w + y }
        case 7: source = { x, y in (h - 1 - x) * w + (w - 1 - y) }
        default: source = { x, y in x * w + (w - 1 - y) }  // 8
        }
        var result = [RGBA8]()
        result.reserveCapacity(pixels.count)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                result.append(pixels[source(x, y)])
            }
        }
        return Bitmap(width: newWidth, height: newHeight, pixels: result)
    }
}
