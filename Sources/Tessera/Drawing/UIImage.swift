import Foundation
import Synchronization

/// An image: decoded pixels with a scale, ready to draw.
///
/// Like UIKit's `UIImage`, an image is immutable and safe to create and share on
/// any thread, so decoding can happen off the main actor:
///
///     let image = UIImage(data: downloadedData)            // PNG or JPEG
///     let icon = UIImage(systemName: "person.crop.circle") // a template symbol
///
/// Unlike UIKit, Tessera decodes eagerly: an initialiser that succeeds has
/// already turned the file into pixels (a `Bitmap`), so an undecodable file
/// gives `nil` immediately, and drawing never decodes. Symbol images are drawn
/// procedurally (see `SystemSymbol`) and stay crisp at any size.
///
/// Sizes are in points: `size` is the pixel size divided by `scale`. Photos are
/// turned upright by their EXIF orientation when decoded.
open class UIImage: NSObject, @unchecked Sendable {
    // Implementation note: all stored state is immutable except `renderCache`,
    // which is guarded by its mutex; that is what makes `@unchecked Sendable` sound.

    /// The decoded pixels at full resolution. For a symbol image, the symbol
    /// rasterised at `size × scale`.
    package let bitmap: Bitmap

    /// The system symbol this image draws, for `UIImage(systemName:)` images.
    package let symbol: SystemSymbol?

    /// The image's scale factor: pixels per point along each axis.
    ///
    /// `UIImage(data:)` and files without an `@2x`/`@3x` suffix have scale 1.
    public let scale: CGFloat

    /// How the image is drawn: in its own colours or as a tinted mask.
    public let renderingMode: UIImage.RenderingMode

    /// The orientation a JPEG file's EXIF data recorded; `.up` for other images.
    ///
    /// Tessera has already applied it: `size` and `bitmap` are upright.
    public let imageOrientation: UIImage.Orientation

    /// The last bitmap produced by `bitmap(pixelWidth:pixelHeight:)`.
    let renderCache = Mutex<Bitmap?>(nil)

    /// Creates an image from pixels that are already decoded.
    ///
    /// - Parameters:
    ///   - bitmap: The pixels at full resolution.
    ///   - scale: Pixels per point; values of zero or less are treated as 1.
    ///   - renderingMode: How the image is drawn.
    ///   - symbol: The system symbol the bitmap was rasterised from, if any.
    ///   - imageOrientation: The orientation the source file recorded; the
    ///     bitmap must already be upright.
    package init(
        bitmap: Bitmap, scale: CGFloat = 1, renderingMode: UIImage.RenderingMode = .automatic,
        symbol: SystemSymbol? = nil, imageOrientation: UIImage.Orientation = .up
    ) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
        self.renderingMode = renderingMode
        self.imageOrientation = imageOrientation
        self.symbol = symbol
        super.init()
    }

    /// Creates an empty image, zero points wide and high.
    public override convenience init() {
        self.init(bitmap: Bitmap(width: 0, height: 0))
    }

    /// Creates an image by decoding a PNG or JPEG file held in memory.
    ///
    /// The format is recognised by the data's signature, not by a file name.
    ///
    /// - Parameter data: The bytes of a PNG or JPEG file.
    /// - Returns: The image at scale 1, or `nil` when the data is empty, in
    ///   another format, corrupt, truncated, or larger than 16384 pixels on a side.
    /// - Complexity: O(*n*) in the number of pixels.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Creates an image by decoding a PNG or JPEG file held in memory, with a
    /// scale factor.
    ///
    /// A 200 × 100 pixel image with scale 2 is 100 × 50 points.
    ///
    /// - Parameters:
    ///   - data: The bytes of a PNG or JPEG file.
    ///   - scale: Pixels per point.
    /// - Returns: The image, or `nil` when the data cannot be decoded.
    /// - Complexity: O(*n*) in the number of pixels.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = try? Bitmap.decodingUpright(data) else { return nil }
        self.init(
            bitmap: decoded.bitmap, scale: scale,
            imageOrientation: UIImage.Orientation(exifOrientation: decoded.exifOrientation))
    }

    /// Creates an image by decoding the PNG or JPEG file at `path`.
    ///
    /// A file name ending in `@2x` or `@3x` before its extension (`icon@2x.png`)
    /// gives the image that scale, as in UIKit.
    ///
    /// - Parameter path: The path of the file.
    /// - Returns: The image, or `nil` when the file cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(ofFileNamed: path))
    }

    /// Creates an image from a file in the main bundle's resources.
    ///
    /// `name` may include an extension (`"logo.jpg"`); without one, Tessera looks
    /// for `name.png`, `name@2x.png`, `name@3x.png`, `name.jpg` and `name.jpeg`
    /// in `Bundle.main.resourcePath`, in that order. Asset catalogs do not exist
    /// on Linux; copy the images into the resources instead.
    ///
    /// - Parameter name: The image's file name, with or without an extension.
    /// - Returns: The image, or `nil` when no such file exists or it cannot be decoded.
    public convenience init?(named name: String) {
        guard !name.isEmpty, let directory = Bundle.main.resourcePath else { return nil }
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        var candidates: [String] = []
        if !(name as NSString).pathExtension.isEmpty { candidates.append(name) }
        for suffix in ["", "@2x", "@3x"] { candidates.append("\(name)\(suffix).png") }
        candidates += ["\(name).jpg", "\(name).jpeg"]
        for candidate in candidates {
            let path = base.appendingPathComponent(candidate).path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            self.init(contentsOfFile: path)
            return
        }
        return nil
    }

    /// Creates an image of a system symbol, such as `"trash"` or `"chevron.right"`.
    ///
    /// Symbol images are template images (`renderingMode` is `.alwaysTemplate`):
    /// views draw them in their tint colour. Their `size` is the symbol's size at
    /// UIKit's default configuration, about 20 × 20 points.
    ///
    /// - Parameter name: An SF Symbols name.
    /// - Returns: The symbol image, or `nil` for a name Tessera does not draw.
    public convenience init?(systemName name: String) {
        guard let symbol = SystemSymbol.named(name) else { return nil }
        let bitmap = symbol.rasterized(
            width: Int(symbol.size.width.rounded(.up)), height: Int(symbol.size.height.rounded(.up)))
        self.init(bitmap: bitmap, scale: 1, renderingMode: .alwaysTemplate, symbol: symbol)
    }

    /// The image's size in points: its pixel size divided by `scale`, upright
    /// (a portrait photo stored sideways with an EXIF orientation is taller than wide).
    ///
    /// For a symbol image, the symbol's size at the default configuration.
    public var size: CGSize {
        if let symbol { return symbol.size }
        return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// Whether the image was created from a system symbol.
    public var isSymbolImage: Bool {
        symbol != nil
    }

    /// Returns an image with the same pixels and the given rendering mode.
    ///
    /// - Parameter renderingMode: How the new image is drawn.
    /// - Returns: A new image sharing this image's pixels.
    /// - Complexity: O(1).
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(
            bitmap: bitmap, scale: scale, renderingMode: renderingMode, symbol: symbol,
            imageOrientation: imageOrientation)
    }

    /// The scale encoded in a file name's `@2x` / `@3x` suffix, or 1.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    open override var description: String {
        let kind = symbol.map { "symbol \"\($0.name)\"" } ?? "\(bitmap.width)×\(bitmap.height) px"
        return "<UIImage \(kind), size {\(size.width), \(size.height)}, scale \(scale)>"
    }
}
