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
    let bitmap: Bitmap

    /// The system symbol this image draws, for `UIImage(systemName:)` images.
    let symbol: SystemSymbol?

    /// The point size, weight and scale of a symbol image; `nil` for other images.
    public let symbolConfiguration: UIImage.SymbolConfiguration?

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

    /// Sets every stored property; the other initialisers funnel into this one.
    private init(
        bitmap: Bitmap, scale: CGFloat, renderingMode: UIImage.RenderingMode,
        imageOrientation: UIImage.Orientation, symbol: SystemSymbol?,
        symbolConfiguration: UIImage.SymbolConfiguration?
    ) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
        self.renderingMode = renderingMode
        self.imageOrientation = imageOrientation
        self.symbol = symbol
        self.symbolConfiguration = symbolConfiguration
        super.init()
    }

    /// Creates an image from pixels that are already decoded.
    ///
    /// - Parameters:
    ///   - bitmap: The pixels at full resolution, upright.
    ///   - scale: Pixels per point; values of zero or less are treated as 1.
    ///   - renderingMode: How the image is drawn.
    ///   - imageOrientation: The orientation the source file recorded; the
    ///     bitmap must already be upright.
    convenience init(
        bitmap: Bitmap, scale: CGFloat = 1, renderingMode: UIImage.RenderingMode = .automatic,
        imageOrientation: UIImage.Orientation = .up
    ) {
        self.init(
            bitmap: bitmap, scale: scale, renderingMode: renderingMode, imageOrientation: imageOrientation,
            symbol: nil, symbolConfiguration: nil)
    }

    /// Creates a symbol image, rasterised at its configured size (scale 1).
    ///
    /// - Parameters:
    ///   - symbol: The system symbol.
    ///   - configuration: Its point size, weight and scale.
    ///   - renderingMode: How the image is drawn; symbols are normally templates.
    convenience init(
        symbol: SystemSymbol, configuration: UIImage.SymbolConfiguration = .unspecified,
        renderingMode: UIImage.RenderingMode = .alwaysTemplate
    ) {
        let factor = configuration.sizeFactor
        let bitmap = symbol.rasterized(
            width: Int((symbol.size.width * factor).rounded(.up)),
            height: Int((symbol.size.height * factor).rounded(.up)),
            strokeScale: configuration.strokeScale)
        self.init(
            bitmap: bitmap, scale: 1, renderingMode: renderingMode, imageOrientation: .up,
            symbol: symbol, symbolConfiguration: configuration)
    }

    /// Creates an empty image, zero points wide and high.
    public override init() {
        bitmap = Bitmap(width: 0, height: 0)
        scale = 1
        renderingMode = .automatic
        imageOrientation = .up
        symbol = nil
        symbolConfiguration = nil
        super.init()
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
        self.init(named: name, in: nil, with: nil)
    }

    /// Creates an image from a file in a bundle's resources.
    ///
    /// Looks up `name` as `init(named:)` does, in `bundle` instead of the main
    /// bundle. A symbol configuration has no effect on bitmap images.
    ///
    /// - Parameters:
    ///   - name: The image's file name, with or without an extension.
    ///   - bundle: The bundle to search; `nil` means `Bundle.main`.
    ///   - configuration: Ignored for bitmap images; accepted for source compatibility.
    /// - Returns: The image, or `nil` when no such file exists or it cannot be decoded.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard !name.isEmpty, let directory = (bundle ?? Bundle.main).resourcePath else { return nil }
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
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Creates an image of a system symbol with a point size, weight or scale.
    ///
    ///     UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))
    ///
    /// - Parameters:
    ///   - name: An SF Symbols name.
    ///   - configuration: A `UIImage.SymbolConfiguration`; `nil` or other
    ///     configurations give the default size and weight.
    /// - Returns: The symbol image, or `nil` for a name Tessera does not draw.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let symbol = SystemSymbol.named(name) else { return nil }
        self.init(
            symbol: symbol,
            configuration: (configuration as? UIImage.SymbolConfiguration) ?? .unspecified)
    }

    /// The image's size in points: its pixel size divided by `scale`, upright
    /// (a portrait photo stored sideways with an EXIF orientation is taller than wide).
    ///
    /// For a symbol image, the symbol's size at its configuration: about 20 × 20
    /// points by default, scaled by the configured point size over 17 and by the
    /// configured scale.
    public var size: CGSize {
        if let symbol {
            let factor = symbolConfiguration?.sizeFactor ?? 1
            return CGSize(width: symbol.size.width * factor, height: symbol.size.height * factor)
        }
        return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// The image's configuration: its symbol configuration for a symbol image,
    /// `nil` otherwise.
    public var configuration: UIImage.Configuration? {
        symbolConfiguration
    }

    /// Returns the image with `configuration` applied on top of its own.
    ///
    /// For a symbol image, the configuration's specified values (point size,
    /// weight, scale) replace the image's; other images are returned unchanged.
    ///
    /// - Parameter configuration: The configuration to apply.
    /// - Returns: A new symbol image, or this image.
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol, let own = symbolConfiguration else { return self }
        return UIImage(symbol: symbol, configuration: own.applying(configuration), renderingMode: renderingMode)
    }

    /// Returns the symbol image with `configuration` applied on top of its own.
    ///
    /// - Parameter configuration: The symbol configuration to apply.
    /// - Returns: The new image, or `nil` when this is not a symbol image.
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard symbol != nil else { return nil }
        return withConfiguration(configuration)
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
            bitmap: bitmap, scale: scale, renderingMode: renderingMode, imageOrientation: imageOrientation,
            symbol: symbol, symbolConfiguration: symbolConfiguration)
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
