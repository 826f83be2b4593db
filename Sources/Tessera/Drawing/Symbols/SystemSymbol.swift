import Foundation

/// A system symbol (the SF Symbols that `UIImage(systemName:)` names), drawn
/// procedurally so it stays crisp at any pixel size.
///
/// In the terminal one half-block pixel is 11 × 11 pt, so a 20 pt symbol is
/// about two pixels across: a stored bitmap would be illegible at that size and
/// blurry when a view enlarges it. Each symbol is therefore a `SymbolShape` in
/// its own design box (in points, like UIKit's symbol at the default
/// configuration) and is rasterised on demand at the size the renderer needs.
/// When the target is only a character cell or two, the renderer draws `glyph`
/// instead, a Unicode stand-in one column wide.
///
/// Symbols are template images: `rasterized(width:height:)` returns white pixels
/// whose alpha is the coverage, for the renderer to tint.
struct SystemSymbol: Hashable, Sendable {
    /// The SF Symbols name, such as `"person.crop.circle"`.
    let name: String
    /// The symbol's size in points at the default configuration; its design box.
    let size: CGSize
    /// A one-column Unicode stand-in for tiny targets, such as `"✓"` or `"›"`.
    let glyph: Character
    /// The symbol's drawing, in design coordinates within `size`.
    let shape: SymbolShape

    init(name: String, size: CGSize, glyph: Character, shape: SymbolShape) {
        self.name = name
        self.size = size
        self.glyph = glyph
        self.shape = shape
    }

    /// Looks up a symbol by its SF Symbols name.
    ///
    /// - Returns: The symbol, or `nil` for a name Tessera does not draw (as
    ///   UIKit returns `nil` for an unknown name).
    /// - Complexity: O(1).
    static func named(_ name: String) -> SystemSymbol? {
        catalog[name]
    }

    /// Every symbol Tessera draws, sorted by name.
    static var allNames: [String] {
        catalog.keys.sorted()
    }

    /// Rasterises the symbol to a template mask of exactly `width × height` pixels.
    ///
    /// The design box is stretched to the pixel grid; pass a size with the
    /// symbol's aspect ratio (`size`) to avoid distortion. Each pixel is white
    /// with alpha equal to the shape's coverage of it, anti-aliased from the
    /// distance field; strokes thinner than a pixel are widened to one pixel.
    ///
    /// - Parameters:
    ///   - width: The width in pixels; zero or less gives an empty bitmap.
    ///   - height: The height in pixels; zero or less gives an empty bitmap.
    ///   - strokeScale: A factor for stroke widths, from the symbol's weight
    ///     (1 for regular).
    /// - Returns: A white-on-transparent bitmap.
    /// - Complexity: O(`width × height × p`), where *p* is the number of
    ///   primitives in the shape (a few dozen at most).
    func rasterized(width: Int, height: Int, strokeScale: Double = 1) -> Bitmap {
        guard width > 0, height > 0 else { return Bitmap(width: 0, height: 0) }
        let unitsPerPixelX = Double(size.width) / Double(width)
        let unitsPerPixelY = Double(size.height) / Double(height)
        // One pixel's extent in design units, for anti-aliasing and stroke widening.
        let pixel = (unitsPerPixelX * unitsPerPixelY).squareRoot()
        let minimumHalfWidth = pixel / 2
        var pixels = [RGBA8]()
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let y = (Double(row) + 0.5) * unitsPerPixelY
            for column in 0..<width {
                let x = (Double(column) + 0.5) * unitsPerPixelX
                let distance = shape.distance(
                    to: SIMD2(x, y), minimumHalfWidth: minimumHalfWidth, strokeScale: strokeScale)
                let coverage = min(max(0.5 - distance / pixel, 0), 1)
                pixels.append(RGBA8(r: 255, g: 255, b: 255, a: UInt8((coverage * 255).rounded())))
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
