/// An 8-bit-per-channel RGBA colour, straight (not premultiplied) alpha.
package struct RGBA8: Hashable, Sendable {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    package static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
}

/// A decoded raster image: `width × height` pixels, rows top to bottom.
///
/// `Bitmap` is the currency between the codecs, `UIImage` and the renderer, which
/// draws it as half-block pixels (two per character cell).
package struct Bitmap: Hashable, Sendable {
    package var width: Int
    package var height: Int
    /// Row-major pixels; `pixels.count == width * height`.
    package var pixels: [RGBA8]

    package init(width: Int, height: Int, pixels: [RGBA8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "Bitmap size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    package init(width: Int, height: Int, fill: RGBA8 = .clear) {
        self.init(width: width, height: height, pixels: Array(repeating: fill, count: width * height))
    }

    package subscript(x: Int, y: Int) -> RGBA8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
