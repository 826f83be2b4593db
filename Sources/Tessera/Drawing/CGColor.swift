import Foundation

#if !canImport(CoreGraphics)
/// A fixed RGBA colour, as Core Graphics' `CGColor` (absent from Foundation on Linux).
public final class CGColor: @unchecked Sendable {
    /// Red, green, blue, alpha in 0…1.
    public let components: [CGFloat]?
    public let alpha: CGFloat
    public let numberOfComponents: Int

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
        numberOfComponents = 4
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
        self.alpha = alpha
        numberOfComponents = 4
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    var rgba: UIColor.Components {
        let c = components ?? [0, 0, 0, 0]
        return UIColor.Components(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}
#endif

extension UIColor {
    /// The colour resolved for the current traits, as a `CGColor`.
    public var cgColor: CGColor {
        let c = components()
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// A colour from a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Sets the fill colour of the current graphics context (a pattern colour fills with its
    /// image).
    public func setFill() {
        MainActor.assumeIsolated {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(cgColor)
            context.fillPattern = patternImage
        }
    }

    /// Sets the stroke colour of the current graphics context.
    public func setStroke() {
        MainActor.assumeIsolated { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    }

    /// Sets both fill and stroke colours of the current graphics context.
    public func set() {
        setFill()
        setStroke()
    }
}
