import Foundation

/// The scale and opacity of the images a ``UIGraphicsImageRenderer`` makes.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point (1 by default: a terminal has no Retina screen).
    open var scale: CGFloat = 1
    /// Whether the image has no transparency: it starts black, as UIKit's opaque contexts do.
    open var opaque = false

    public override init() {}

    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format of the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context a ``UIGraphicsImageRenderer`` hands to its actions.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage { UIImage(bitmap: cgContext.bitmap, scale: format.scale) }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    open func clip(to rect: CGRect) {
        cgContext.addRect(rect)
        cgContext.clip()
    }
}

/// Makes images by drawing: the action runs with a bitmap context current
/// (`UIGraphicsGetCurrentContext()`), so `UIBezierPath`, `UIColor.setFill()` and
/// `UIImage.draw(in:)` draw into it.
///
///     let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32))
///     let image = renderer.image { _ in
///         UIColor.systemRed.setFill()
///         UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 24, height: 24)).fill()
///     }
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Whether the images can hold transparency.
    open var allowsImageOutput: Bool { true }

    /// An image of what `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(bitmap: draw(actions), scale: format.scale)
    }

    /// PNG data of what `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? draw(actions).pngData()) ?? Data()
    }

    /// JPEG data of what `actions` draw, at `compressionQuality` from 0 to 1.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let quality = Int((min(1, max(0, compressionQuality)) * 100).rounded())
        return (try? draw(actions).jpegData(quality: quality)) ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
        let cgContext = CGContext(bitmapSize: size, scale: format.scale)
        if format.opaque {
            cgContext.fill(CGRect(origin: .zero, size: size))
        }
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        UIGraphicsPushContext(cgContext)
        actions(context)
        UIGraphicsPopContext()
        return cgContext.bitmap
    }
}

/// The bitmap contexts `UIGraphicsBeginImageContext…` opened, innermost last.
@MainActor
private var imageContexts: [(context: CGContext, scale: CGFloat)] = []

/// Opens a bitmap context of `size` points and makes it current; `scale` 0 means the screen's (1).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : 1
    let context = CGContext(bitmapSize: size, scale: scale)
    if opaque {
        context.fill(CGRect(origin: .zero, size: size))
    }
    imageContexts.append((context, scale))
    UIGraphicsPushContext(context)
}

/// Opens a transparent bitmap context of `size` points at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds, as an image; `nil` outside one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let last = imageContexts.last, UIGraphicsGetCurrentContext() === last.context else { return nil }
    return UIImage(bitmap: last.context.bitmap, scale: last.scale)
}

/// Closes the innermost image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let last = imageContexts.popLast() else { return }
    if UIGraphicsGetCurrentContext() === last.context { UIGraphicsPopContext() }
}
