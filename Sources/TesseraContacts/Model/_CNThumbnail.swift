import CImageCodecs
import Foundation

/// The thumbnail of a contact's photo, as iOS derives ``CNContact/thumbnailImageData``
/// from ``CNContact/imageData``: the centre square of the upright photo, scaled down to at
/// most ``side`` × ``side`` pixels, as a JPEG.
///
/// PNG and JPEG photos are read (a JPEG's Exif orientation is applied first); transparent
/// pixels are laid on white, since JPEG has no alpha. A photo that cannot be decoded has
/// no thumbnail (`nil`): there is nothing to derive it from, while ``CNContact/imageData``
/// keeps its bytes.
enum _CNThumbnail {
    /// The largest width and height of a thumbnail, in pixels.
    static let side = 320
    /// The JPEG quality of a thumbnail.
    static let quality: Int32 = 85

    /// The thumbnail of `photo`, or `nil` when it is not a PNG or JPEG that decodes.
    ///
    /// - Complexity: O(*w* × *h*) in the photo's pixels.
    static func make(from photo: Data) -> Data? {
        var image = tsr_rgba_image()
        let status = photo.withUnsafeBytes { raw -> tsr_codec_status in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count > 0 else {
                return TSR_CODEC_INVALID_ARGUMENT
            }
            if photo.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return tsr_png_decode(base, raw.count, &image) }
            return tsr_jpeg_decode(base, raw.count, &image)
        }
        guard status == TSR_CODEC_OK, let pixels = image.pixels else { return nil }
        defer { tsr_codec_free(pixels) }
        let source = Source(
            pixels: UnsafeBufferPointer(start: pixels, count: Int(image.width) * Int(image.height) * 4),
            width: Int(image.width), height: Int(image.height), orientation: Int(image.orientation))
        let scaled = source.centreSquare(side: side)
        var encoded = tsr_encoded_data()
        let encodeStatus = scaled.pixels.withUnsafeBufferPointer {
            tsr_jpeg_encode($0.baseAddress, UInt32(scaled.side), UInt32(scaled.side), quality, TSR_JPEG_COLOR, &encoded)
        }
        guard encodeStatus == TSR_CODEC_OK, let bytes = encoded.bytes else { return nil }
        defer { tsr_codec_free(bytes) }
        return Data(bytes: bytes, count: encoded.length)
    }

    /// Decoded RGBA pixels as stored, with the Exif orientation that makes them upright.
    struct Source {
        let pixels: UnsafeBufferPointer<UInt8>
        let width: Int
        let height: Int
        let orientation: Int

        /// The upright size: orientations 5…8 turn the image a quarter.
        var uprightWidth: Int { orientation >= 5 ? height : width }
        var uprightHeight: Int { orientation >= 5 ? width : height }

        /// The stored pixel shown at `(x, y)` of the upright image.
        func storedIndex(x: Int, y: Int) -> Int {
            let (sx, sy): (Int, Int)
            switch orientation {
            case 2: (sx, sy) = (width - 1 - x, y)
            case 3: (sx, sy) = (width - 1 - x, height - 1 - y)
            case 4: (sx, sy) = (x, height - 1 - y)
            case 5: (sx, sy) = (y, x)
            case 6: (sx, sy) = (y, height - 1 - x)
            case 7: (sx, sy) = (width - 1 - y, height - 1 - x)
            case 8: (sx, sy) = (width - 1 - y, x)
            default: (sx, sy) = (x, y)
            }
            return (sy * width + sx) * 4
        }

        /// The upright centre square, scaled to at most `side` pixels by averaging the
        /// pixels each output pixel covers (alpha-weighted, then laid on white).
        func centreSquare(side limit: Int) -> (pixels: [UInt8], side: Int) {
            let square = min(uprightWidth, uprightHeight)
            let side = min(square, limit)
            let left = (uprightWidth - square) / 2
            let top = (uprightHeight - square) / 2
            var out = [UInt8](repeating: 0, count: side * side * 4)
            for row in 0..<side {
                let y0 = top + row * square / side
                let y1 = top + (row + 1) * square / side
                for column in 0..<side {
                    let x0 = left + column * square / side
                    let x1 = left + (column + 1) * square / side
                    var red = 0, green = 0, blue = 0, alpha = 0
                    for y in y0..<y1 {
                        for x in x0..<x1 {
                            let i = storedIndex(x: x, y: y)
                            let a = Int(pixels[i + 3])
                            red += Int(pixels[i]) * a
                            green += Int(pixels[i + 1]) * a
                            blue += Int(pixels[i + 2]) * a
                            alpha += a
                        }
                    }
                    let area = (y1 - y0) * (x1 - x0)
                    // Premultiplied sums over the area, plus white where it is transparent.
                    let white = (area * 255 - alpha) * 255
                    let o = (row * side + column) * 4
                    out[o] = UInt8((red + white) / (area * 255))
                    out[o + 1] = UInt8((green + white) / (area * 255))
                    out[o + 2] = UInt8((blue + white) / (area * 255))
                    out[o + 3] = 255
                }
            }
            return (out, side)
        }
    }
}
