import Foundation

/// A colour, fixed or resolved from the interface's light or dark appearance.
///
/// Components are in 0…1 with straight alpha, as in UIKit. System colours (`systemBackground`,
/// `label`, `systemBlue`, …) are dynamic and carry iOS's light and dark values.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha in 0…1.
    struct Components: Hashable, Sendable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat
    }

    private enum Storage {
        case fixed(Components)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage
    /// The image a pattern colour tiles (see ``init(patternImage:)``).
    let patternImage: UIImage?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(Components(
            red: Self.clamp(red), green: Self.clamp(green), blue: Self.clamp(blue), alpha: Self.clamp(alpha)))
        patternImage = nil
        super.init()
    }

    /// A colour that paints `image` tiled at its size from the context's origin: as a view's
    /// background, and as the fill of paths drawn after `setFill()`. Where one colour is needed
    /// (strokes, text, `getRed`) it stands for the image's average colour.
    public init(patternImage image: UIImage) {
        storage = .fixed(Self.averageColor(of: image.bitmap))
        patternImage = image
        super.init()
    }

    /// The mean colour of `bitmap`'s pixels, weighted by their alpha.
    ///
    /// - Complexity: O(pixels).
    private static func averageColor(of bitmap: Bitmap) -> Components {
        var (red, green, blue, alpha): (Double, Double, Double, Double) = (0, 0, 0, 0)
        for pixel in bitmap.pixels {
            let a = Double(pixel.a)
            red += Double(pixel.r) * a
            green += Double(pixel.g) * a
            blue += Double(pixel.b) * a
            alpha += a
        }
        guard alpha > 0 else { return Components(red: 0, green: 0, blue: 0, alpha: 0) }
        return Components(
            red: red / alpha / 255, green: green / alpha / 255, blue: blue / alpha / 255,
            alpha: alpha / Double(bitmap.pixels.count) / 255)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour whose value depends on the traits it is resolved with.
    @preconcurrency public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        patternImage = nil
        super.init()
    }

    /// A dynamic colour from 8-bit light and dark values.
    convenience init(light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)) {
        let lightColor = UIColor(red: CGFloat(light.0) / 255, green: CGFloat(light.1) / 255, blue: CGFloat(light.2) / 255, alpha: light.3)
        let darkColor = UIColor(red: CGFloat(dark.0) / 255, green: CGFloat(dark.1) / 255, blue: CGFloat(dark.2) / 255, alpha: dark.3)
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : lightColor })
    }

    public required convenience init?(coder: NSCoder) {
        return nil
    }

    /// The fixed colour for `traitCollection`.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: self
        case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The components for `traitCollection` (the current traits by default).
    func components(for traitCollection: UITraitCollection = .current) -> Components {
        switch storage {
        case .fixed(let components): components
        case .dynamic(let provider): provider(traitCollection).components(for: traitCollection)
        }
    }

    /// The same colour with another alpha, resolved lazily when the colour is dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let c):
            UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        case .dynamic:
            UIColor(dynamicProvider: { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
        }
    }

    /// Reads the colour's RGBA components; returns `true` as UIKit does for RGB-compatible colours.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components()
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads the colour as a grey level (the mean of its channels) and alpha.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components()
        white?.pointee = (c.red + c.green + c.blue) / 3
        alpha?.pointee = c.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.fixed(let a), .fixed(let b)): return a == b && other.patternImage === patternImage
        default: return false
        }
    }

    open override var hash: Int {
        switch storage {
        case .fixed(let c): c.hashValue
        case .dynamic: ObjectIdentifier(self).hashValue
        }
    }

    open override var description: String {
        let c = components()
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        min(max(value, 0), 1)
    }
}
