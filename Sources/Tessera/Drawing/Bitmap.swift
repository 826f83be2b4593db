/// An 8-bit-per-channel RGBA colour, straight (not premultiplied) alpha.
struct RGBA8: Hashable, Sendable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
}

/// A decoded raster image: `width × height` pixels, rows top to bottom.
///
/// `Bitmap` is the currency between the codecs, `UIImage` and the renderer, which
/// draws it as half-block pixels (two per character cell).
struct Bitmap: Hashable, Sendable {
    var width: Int
    var height: Int
    /// Row-major pixels; `pixels.count == width * height`.
    var pixels: [RGBA8]

    init(width: Int, height: Int, pixels: [RGBA8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "Bitmap size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init(width: Int, height: Int, fill: RGBA8 = .clear) {
        self.init(width: width, height: height, pixels: Array(repeating: fill, count: width * height))
    }

    subscript(x: Int, y: Int) -> RGBA8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}

extension Bitmap {
    /// The pixels as a mask in `color`: each pixel's alpha scales the colour's.
    func masking(in color: UIColor.Components) -> Bitmap {
        let (r, g, b) = (UInt8((color.red * 255).rounded()), UInt8((color.green * 255).rounded()), UInt8((color.blue * 255).rounded()))
        return Bitmap(
            width: width, height: height,
            pixels: pixels.map { RGBA8(r: r, g: g, b: b, a: UInt8((CGFloat($0.a) * color.alpha).rounded())) })
    }
}
